import { Alert, Anchor, Group, NumberInput, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  isExternalWarehouseType,
  STOCK_MESSAGES,
  stockStoreSchema,
  type StockDto,
  type StockStoreValues,
} from '@logi/shared';
import {
  ResourceForm,
  useResourceForm,
  type RecordFormProps,
} from '../../../components/resource/index.ts';
import { FieldLabel, NoteField, RemoteSelect } from '../../../components/ui/index.ts';
import {
  productSource,
  useWarehouses,
  warehouseSource,
} from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';

export type StockRegisterFields = {
  productId: number | null;
  warehouseId: number | null;
  onHand: number | string;
  nonSellable: number | string;
  note: string;
};

export const stockRegisterDefaults = (): StockRegisterFields => ({
  productId: null,
  warehouseId: null,
  onHand: '',
  nonSellable: 0,
  note: '',
});

type Props = RecordFormProps<StockRegisterFields, StockStoreValues, StockDto>;

/** /stocks/register: a product, a warehouse and the first figures (refused when the pair exists). */
export function StockRegisterForm({ initialValues, ...handlers }: Props) {
  const form = useResourceForm(stockStoreSchema, initialValues);
  const warehouses = useWarehouses();
  const chosen = form.values.warehouseId;
  // An external warehouse's stock comes from the warehouse, not by hand.
  const byWarehouse = (warehouses.data ?? []).some(
    (row) => row.id === chosen && isExternalWarehouseType(row.type),
  );
  return (
    <ResourceForm form={form} schema={stockStoreSchema} {...handlers}>
      <RemoteSelect
        label={<FieldLabel required>商品</FieldLabel>}
        source={productSource}
        w={420}
        {...idFieldProps(form, 'productId')}
      />
      <RemoteSelect
        label={<FieldLabel required>倉庫</FieldLabel>}
        source={warehouseSource}
        searchable
        w={420}
        {...idFieldProps(form, 'warehouseId')}
      />
      {byWarehouse && (
        <Alert variant="default" color="orange" maw={640} title={STOCK_MESSAGES.externalTitle}>
          <Text size="sm">{STOCK_MESSAGES.externalByHand}</Text>
          <Anchor component={Link} to={paths.stocks.diff()} size="sm">
            {STOCK_MESSAGES.externalPath}
          </Anchor>
        </Alert>
      )}
      <Group align="flex-start">
        <NumberInput
          label={<FieldLabel required>実在庫数</FieldLabel>}
          min={0}
          allowDecimal={false}
          thousandSeparator=","
          w={200}
          {...form.getInputProps('onHand')}
        />
        <NumberInput
          label="非販売在庫数"
          min={0}
          allowDecimal={false}
          thousandSeparator=","
          w={200}
          {...form.getInputProps('nonSellable')}
        />
      </Group>
      <NoteField {...form.getInputProps('note')} />
    </ResourceForm>
  );
}
