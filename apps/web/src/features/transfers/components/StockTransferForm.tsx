import { Group, Text, Textarea } from '@mantine/core';
import {
  TRANSFER_LABELS as L,
  transferStoreSchema,
  type TransferDetailDto,
  type TransferStoreValues,
} from '@logi/shared';
import { ProductLinesEditor } from '../../../components/product-lines/index.ts';
import { ResourceForm, useResourceForm } from '../../../components/resource/index.ts';
import { FieldLabel, RemoteSelect } from '../../../components/ui/index.ts';
import { useWarehouses, vendorSource, warehouseSource } from '../../../lib/master-options/index.ts';

type TransferLineField = {
  productId: number;
  productCode: string;
  productName: string;
  quantity: number | string;
};
type TransferFields = {
  sourceWarehouseId: number | null;
  destinationWarehouseId: number | null;
  vendorId: number | null;
  memo: string;
  lines: TransferLineField[];
};

const DEFAULTS: TransferFields = {
  sourceWarehouseId: null,
  destinationWarehouseId: null,
  vendorId: null,
  memo: '',
  lines: [],
};

type Props = {
  save: (values: TransferStoreValues) => Promise<TransferDetailDto>;
  onSaved: (saved: TransferDetailDto) => void;
  onCancel: () => void;
};

/** 在庫移動の登録: an own source, any other destination (a vendor if external), product lines. */
export function StockTransferForm(handlers: Props) {
  const form = useResourceForm(transferStoreSchema, DEFAULTS);
  const warehouses = useWarehouses();
  const destination = warehouses.data?.find((row) => row.id === form.values.destinationWarehouseId);
  const external = destination !== undefined && destination.type !== 'own';
  return (
    <ResourceForm form={form} schema={transferStoreSchema} {...handlers}>
      <Text size="sm" c="dimmed" maw={800}>
        {external ? L.externalNote : L.ownNote}
      </Text>
      <Group align="flex-start">
        <RemoteSelect
          aria-required
          label={<FieldLabel required>{L.source}</FieldLabel>}
          source={warehouseSource}
          where={(row) => row.inUse && row.type === 'own'}
          searchable
          w={300}
          {...form.getInputProps('sourceWarehouseId')}
          value={form.values.sourceWarehouseId}
          onChange={(id) => form.setFieldValue('sourceWarehouseId', id)}
        />
        <RemoteSelect
          aria-required
          label={<FieldLabel required>{L.destination}</FieldLabel>}
          source={warehouseSource}
          where={(row) => row.inUse && row.id !== form.values.sourceWarehouseId}
          searchable
          w={300}
          {...form.getInputProps('destinationWarehouseId')}
          value={form.values.destinationWarehouseId}
          onChange={(id) => form.setFieldValue('destinationWarehouseId', id)}
        />
        {external ? (
          <RemoteSelect
            aria-required
            label={<FieldLabel required>{L.vendor}</FieldLabel>}
            source={vendorSource}
            searchable
            w={300}
            {...form.getInputProps('vendorId')}
            value={form.values.vendorId}
            onChange={(id) => form.setFieldValue('vendorId', id)}
          />
        ) : null}
      </Group>
      <Textarea label={L.memo} autosize minRows={2} maw={640} {...form.getInputProps('memo')} />
      <ProductLinesEditor
        form={form}
        title={L.lines}
        columns={[{ field: 'quantity', label: L.quantity, min: 1, width: 140 }]}
        newLine={() => ({ quantity: 1 })}
      />
    </ResourceForm>
  );
}
