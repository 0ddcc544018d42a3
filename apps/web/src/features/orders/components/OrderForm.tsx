import { Group, NumberInput, Textarea, TextInput, Title } from '@mantine/core';
import { ORDER_LABELS as L, type OrderDetailDto } from '@logi/shared';
import { FormAddressFields } from '../../../components/postal/FormAddressFields.tsx';
import { LinesTable, ProductPicker } from '../../../components/product-lines/index.ts';
import { ResourceForm, useResourceForm } from '../../../components/resource/index.ts';
import { FieldLabel, NUMBER_INPUT_STYLES, RemoteSelect } from '../../../components/ui/index.ts';
import { shopSource } from '../../../lib/master-options/index.ts';
import type { OrderFields } from '../form/order-form-values.ts';
import { OrderDeliveryFields } from './OrderDeliveryFields.tsx';

type Props<Out> = {
  /** orderEntrySchema (受注登録) or orderEditSchema (受注編集): the route's own rules. */
  schema: Parameters<typeof useResourceForm>[0] & { parse: (values: unknown) => Out };
  initialValues: OrderFields;
  save: (values: Out) => Promise<OrderDetailDto>;
  onSaved: (saved: OrderDetailDto) => void;
  onCancel: () => void;
  onReload?: () => void;
  /** An order past editing opens read-only with this reason (orderEditLock). */
  readOnlyReason?: string | null;
};

/**
 * 受注の登録・編集: shop, number and time (fixed once stored), the recipient with the postal
 * autocomplete, 配送 and the lines (a product once each). Checked on blur by the route's schema.
 */
export function OrderForm<Out>({
  schema,
  initialValues,
  save,
  onSaved,
  onCancel,
  onReload,
  readOnlyReason = null,
}: Props<Out>) {
  const form = useResourceForm(schema, initialValues);
  const editing = initialValues.version !== null;
  const shop = form.getInputProps('shopId');
  return (
    <ResourceForm
      form={form}
      schema={schema}
      save={save}
      onSaved={onSaved}
      onCancel={onCancel}
      onReload={onReload}
      readOnlyReason={readOnlyReason}
    >
      <Group align="flex-start">
        <RemoteSelect
          aria-required
          label={<FieldLabel required>{L.shopId}</FieldLabel>}
          source={shopSource}
          searchable
          disabled={editing}
          w={280}
          value={form.values.shopId}
          onChange={(id) => form.setFieldValue('shopId', id)}
          onBlur={shop.onBlur}
          error={shop.error}
        />
        <TextInput
          aria-required
          label={<FieldLabel required>{L.orderNumber}</FieldLabel>}
          disabled={editing}
          w={240}
          {...form.getInputProps('orderNumber')}
        />
        <TextInput
          aria-required
          label={<FieldLabel required>{L.orderedAt}</FieldLabel>}
          placeholder="2026-04-01 10:30"
          disabled={editing}
          w={200}
          {...form.getInputProps('orderedAt')}
        />
      </Group>
      <Title order={2} size="h4">
        お届け先
      </Title>
      <Group align="flex-start">
        <TextInput
          aria-required
          label={<FieldLabel required>{L.recipientName}</FieldLabel>}
          w={280}
          {...form.getInputProps('recipientName')}
        />
        <TextInput label={L.recipientKana} w={280} {...form.getInputProps('recipientKana')} />
        <TextInput
          aria-required
          label={<FieldLabel required>{L.phone}</FieldLabel>}
          placeholder="03-1234-5678"
          inputMode="tel"
          w={200}
          {...form.getInputProps('phone')}
        />
      </Group>
      <FormAddressFields form={form} required />
      <OrderDeliveryFields form={form} />
      <Textarea label={L.note} autosize minRows={2} maw={640} {...form.getInputProps('note')} />
      <Title order={2} size="h4">
        受注明細
      </Title>
      {readOnlyReason ? null : (
        <ProductPicker
          excluded={form.values.lines.map((line) => line.productId)}
          onAdd={(product) =>
            form.insertListItem('lines', {
              productId: product.id,
              productCode: product.productCode,
              productName: product.name,
              quantity: 1,
              unitPrice: product.price,
            })
          }
        />
      )}
      <LinesTable
        headers={['商品コード', '商品名', L.quantity, L.unitPrice]}
        numeric={[L.quantity, L.unitPrice]}
        lines={form.values.lines}
        rowKey={(line) => line.productCode}
        cells={(line, index) => [
          line.productCode,
          line.productName,
          <NumberInput
            key="quantity"
            aria-label={`${line.productCode}の${L.quantity}`}
            min={1}
            allowDecimal={false}
            ml="auto"
            styles={NUMBER_INPUT_STYLES}
            w={120}
            {...form.getInputProps(`lines.${index}.quantity`)}
          />,
          <NumberInput
            key="unitPrice"
            aria-label={`${line.productCode}の${L.unitPrice}`}
            min={0}
            allowDecimal={false}
            ml="auto"
            styles={NUMBER_INPUT_STYLES}
            w={140}
            {...form.getInputProps(`lines.${index}.unitPrice`)}
          />,
        ]}
        onRemove={(index) => form.removeListItem('lines', index)}
        error={form.errors.lines}
      />
    </ResourceForm>
  );
}
