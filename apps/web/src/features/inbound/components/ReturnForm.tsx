import { Group, NumberInput, Textarea, TextInput, Title } from '@mantine/core';
import {
  customerReturnFormSchema,
  RETURN_CONDITION_LABELS,
  RETURN_CONDITION_VALUES,
  RETURN_REASONS,
  todayJst,
  type CustomerReturnFormValues,
  type ReturnCondition,
} from '@logi/shared';
import { ResourceForm, useResourceForm } from '../../../components/resource/index.ts';
import {
  DateField,
  FieldLabel,
  NUMBER_INPUT_STYLES,
  RemoteSelect,
  SelectField,
} from '../../../components/ui/index.ts';
import { shopSource, warehouseSource } from '../../../lib/master-options/index.ts';
import { LinesTable, ProductPicker } from '../../../components/product-lines/index.ts';

type ReturnLineField = {
  productId: number;
  productCode: string;
  quantity: number | string;
  condition: ReturnCondition;
};
export type ReturnFields = {
  orderNumber: string;
  shopId: number | null;
  warehouseId: number | null;
  returnedOn: string | null;
  reason: string | null;
  note: string;
  lines: ReturnLineField[];
};

export const returnDefaults = (): ReturnFields => ({
  orderNumber: '',
  shopId: null,
  warehouseId: null,
  returnedOn: todayJst(),
  reason: null,
  note: '',
  lines: [],
});

type Props = {
  save: (values: CustomerReturnFormValues) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
};

/** 返品実績の手入力 (own warehouses): the parcel and each product with its condition. */
export function ReturnForm(handlers: Props) {
  const form = useResourceForm(customerReturnFormSchema, returnDefaults());
  return (
    <ResourceForm form={form} schema={customerReturnFormSchema} {...handlers}>
      <Group align="flex-start">
        <RemoteSelect
          aria-required
          label={<FieldLabel required>倉庫</FieldLabel>}
          source={warehouseSource}
          where={(row) => row.inUse && row.type === 'own'}
          w={320}
          {...form.getInputProps('warehouseId')}
          value={form.values.warehouseId}
          onChange={(id) => form.setFieldValue('warehouseId', id)}
        />
        <DateField
          aria-required
          label={<FieldLabel required>返品日</FieldLabel>}
          w={200}
          {...form.getInputProps('returnedOn')}
          value={form.values.returnedOn}
          onChange={(day) => form.setFieldValue('returnedOn', day)}
        />
        <SelectField
          aria-required
          label={<FieldLabel required>返品理由</FieldLabel>}
          data={[...RETURN_REASONS]}
          w={200}
          {...form.getInputProps('reason')}
        />
      </Group>
      <Group align="flex-start">
        <TextInput label="受注番号" w={240} {...form.getInputProps('orderNumber')} />
        <RemoteSelect
          label="ショップ"
          clearable
          source={shopSource}
          optionLabel={(row) => row.name}
          w={320}
          {...form.getInputProps('shopId')}
          value={form.values.shopId}
          onChange={(id) => form.setFieldValue('shopId', id)}
        />
      </Group>
      <Textarea label="備考" autosize minRows={2} maw={640} {...form.getInputProps('note')} />
      <Title order={2} size="h4">
        返品明細
      </Title>
      <ProductPicker
        excluded={[]}
        onAdd={(product) =>
          form.insertListItem('lines', {
            productId: product.id,
            productCode: product.productCode,
            quantity: 1,
            condition: 'good',
          })
        }
      />
      <LinesTable
        headers={['商品コード', '数量', '状態']}
        numeric={['数量']}
        lines={form.values.lines}
        rowKey={(_line, index) => index}
        cells={(line, index) => [
          line.productCode,
          <NumberInput
            key="quantity"
            aria-label={`${line.productCode}の数量`}
            min={1}
            allowDecimal={false}
            ml="auto"
            styles={NUMBER_INPUT_STYLES}
            w={120}
            {...form.getInputProps(`lines.${index}.quantity`)}
          />,
          <SelectField
            key="condition"
            aria-label={`${line.productCode}の状態`}
            data={RETURN_CONDITION_VALUES.map((value) => ({
              value,
              label: RETURN_CONDITION_LABELS[value],
            }))}
            w={140}
            {...form.getInputProps(`lines.${index}.condition`)}
          />,
        ]}
        onRemove={(index) => form.removeListItem('lines', index)}
        error={form.errors.lines}
      />
    </ResourceForm>
  );
}
