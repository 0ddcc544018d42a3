import { Group, Text, Textarea } from '@mantine/core';
import {
  TRANSFER_LABELS as L,
  transferStoreSchema,
  type TransferDetailDto,
  type TransferStoreValues,
} from '@logi/shared';
import { ProductLinesEditor } from '../../../components/product-lines/index.ts';
import { ResourceForm, useResourceForm } from '../../../components/resource/index.ts';
import { RemoteSelect, requiredLabel } from '../../../components/ui/index.ts';
import { useWarehouses, vendorSource, warehouseSource } from '../../../lib/master-options/index.ts';
import { TransferLotSelect } from './TransferLotSelect.tsx';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';

type TransferLineField = {
  productId: number;
  productCode: string;
  productName: string;
  quantity: number | string;
  /** ロット管理: the lot select is offered; lotNo null moves first expiry first. */
  lotManaged: boolean;
  lotNo: string | null;
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
  // A ロット管理 line names its lot (none: first expiry first); others have no lot to choose.
  const lotCell = (index: number) => {
    const line = form.values.lines[index]!;
    if (!line.lotManaged) return '—';
    return (
      <TransferLotSelect
        warehouseId={form.values.sourceWarehouseId}
        productId={line.productId}
        productCode={line.productCode}
        {...form.getInputProps(`lines.${index}.lotNo`)}
      />
    );
  };
  return (
    <ResourceForm form={form} schema={transferStoreSchema} {...handlers}>
      <Text size="sm" c="dimmed" maw={800}>
        {external ? L.externalNote : L.ownNote}
      </Text>
      <Group align="flex-start">
        <RemoteSelect
          {...requiredLabel(L.source)}
          source={warehouseSource}
          where={(row) => row.inUse && row.type === 'own'}
          searchable
          w={300}
          {...form.getInputProps('sourceWarehouseId')}
          value={form.values.sourceWarehouseId}
          onChange={(id) => {
            form.setFieldValue('sourceWarehouseId', id);
            // Another source holds other lots: the lines' choices go back to 自動.
            form.setFieldValue(
              'lines',
              form.values.lines.map((line) => ({ ...line, lotNo: null })),
            );
          }}
        />
        <RemoteSelect
          {...requiredLabel(L.destination)}
          source={warehouseSource}
          where={(row) => row.inUse && row.id !== form.values.sourceWarehouseId}
          searchable
          w={300}
          {...idFieldProps(form, 'destinationWarehouseId')}
        />
        {external ? (
          <RemoteSelect
            {...requiredLabel(L.vendor)}
            source={vendorSource}
            searchable
            w={300}
            {...idFieldProps(form, 'vendorId')}
          />
        ) : null}
      </Group>
      <Textarea label={L.memo} autosize minRows={2} maw={640} {...form.getInputProps('memo')} />
      <ProductLinesEditor
        form={form}
        title={L.lines}
        columns={[{ field: 'quantity', label: L.quantity, min: 1, width: 140 }]}
        newLine={(product) => ({ quantity: 1, lotManaged: product.lotManaged, lotNo: null })}
        extraColumns={[{ label: L.lot, cell: (index) => lotCell(index) }]}
      />
    </ResourceForm>
  );
}
