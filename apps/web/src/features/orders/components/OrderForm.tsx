import { Group, TextInput, Title } from '@mantine/core';
import { ORDER_LABELS as L, type OrderDetailDto } from '@logi/shared';
import { FormAddressFields } from '../../../components/postal/FormAddressFields.tsx';
import { ProductLinesEditor } from '../../../components/product-lines/index.ts';
import { ResourceForm, useResourceForm } from '../../../components/resource/index.ts';
import { NoteField, RemoteSelect, requiredLabel } from '../../../components/ui/index.ts';
import { shopSource } from '../../../lib/master-options/index.ts';
import type { OrderFields } from '../form/order-form-values.ts';
import { OrderDeliveryFields } from './OrderDeliveryFields.tsx';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';

const ORDER_LINE_COLUMNS = [
  { field: 'quantity', label: L.quantity, min: 1, width: 120 },
  { field: 'unitPrice', label: L.unitPrice, min: 0, width: 140 },
];

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
  readOnlyReason = null,
  ...handlers
}: Props<Out>) {
  const form = useResourceForm(schema, initialValues);
  const editing = initialValues.version !== null;
  return (
    <ResourceForm form={form} schema={schema} readOnlyReason={readOnlyReason} {...handlers}>
      <Group align="flex-start">
        <RemoteSelect
          {...requiredLabel(L.shopId)}
          source={shopSource}
          searchable
          disabled={editing}
          w={280}
          {...idFieldProps(form, 'shopId')}
        />
        <TextInput
          {...requiredLabel(L.orderNumber)}
          disabled={editing}
          w={240}
          {...form.getInputProps('orderNumber')}
        />
        <TextInput
          {...requiredLabel(L.orderedAt)}
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
          {...requiredLabel(L.recipientName)}
          w={280}
          {...form.getInputProps('recipientName')}
        />
        <TextInput label={L.recipientKana} w={280} {...form.getInputProps('recipientKana')} />
        <TextInput
          {...requiredLabel(L.phone)}
          placeholder="03-1234-5678"
          inputMode="tel"
          w={200}
          {...form.getInputProps('phone')}
        />
      </Group>
      <FormAddressFields form={form} required />
      <OrderDeliveryFields form={form} />
      <NoteField {...form.getInputProps('note')} />
      <ProductLinesEditor
        form={form}
        title="受注明細"
        columns={ORDER_LINE_COLUMNS}
        newLine={(product) => ({ quantity: 1, unitPrice: product.price })}
        readOnly={Boolean(readOnlyReason)}
        rowKey={(line) => line.productCode}
      />
    </ResourceForm>
  );
}
