import { Group, Text, TextInput, Title } from '@mantine/core';
import {
  customerReturnFormSchema,
  RETURN_FORM_TEXT,
  type CustomerReturnFormValues,
} from '@logi/shared';
import { ResourceForm, useResourceForm } from '../../../components/resource/index.ts';
import { RemoteSelect } from '../../../components/ui/index.ts';
import { shopSource } from '../../../lib/master-options/index.ts';
import { LinesTable, ProductPicker } from '../../../components/product-lines/index.ts';
import {
  returnDefaults,
  returnLineInputs,
  ReturnNoteField,
  ReturnParcelFields,
} from './ReturnFields.tsx';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';

type Props = {
  save: (values: CustomerReturnFormValues) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * 返品実績の手入力 without an order (own warehouses): a parcel no order is known for, typed
 * product by product. A return of a known order starts from the order (OrderReturnForm).
 */
export function ReturnForm(handlers: Props) {
  const form = useResourceForm(customerReturnFormSchema, returnDefaults());
  return (
    <ResourceForm form={form} schema={customerReturnFormSchema} {...handlers}>
      <Text size="sm" c="dimmed">
        {RETURN_FORM_TEXT.freeTextHint}
      </Text>
      <ReturnParcelFields form={form} />
      <Group align="flex-start">
        <TextInput label="受注番号" w={240} {...form.getInputProps('orderNumber')} />
        <RemoteSelect
          label="ショップ"
          clearable
          source={shopSource}
          optionLabel={(row) => row.name}
          w={320}
          {...idFieldProps(form, 'shopId')}
        />
      </Group>
      <ReturnNoteField form={form} />
      <Title order={2} size="h4">
        返品明細
      </Title>
      <ProductPicker
        excluded={[]}
        onAdd={(product) =>
          form.insertListItem('lines', {
            productId: product.id,
            productCode: product.productCode,
            orderLineId: null,
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
          ...returnLineInputs(form, line, index, { label: '数量' }),
        ]}
        onRemove={(index) => form.removeListItem('lines', index)}
        error={form.errors.lines}
      />
    </ResourceForm>
  );
}
