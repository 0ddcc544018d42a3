import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  customerReturnFormSchema,
  RETURN_FORM_TEXT,
  type CustomerReturnFormValues,
  type OrderDetailDto,
} from '@logi/shared';
import { ResourceForm, useResourceForm } from '../../../components/resource/index.ts';
import { FieldsTable } from '../../../components/ui/index.ts';
import { LinesTable } from '../../../components/product-lines/index.ts';
import { paths } from '../../../lib/paths.ts';
import {
  returnDefaults,
  returnLineInputs,
  ReturnNoteField,
  ReturnParcelFields,
  type ReturnFields,
} from './ReturnFields.tsx';

type Props = {
  order: OrderDetailDto;
  save: (values: CustomerReturnFormValues) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
};

/** What can still come back of a line: shipped less returned (the server checks it again). */
const returnableOf = (line: OrderDetailDto['lines'][number]) =>
  Math.max(0, line.shippedQty - line.returnedQty);

/**
 * The form opened from a shipped order: its number, shop and the warehouse it shipped from filled
 * in, every line with pieces left to return listed whole (remove or lower what did not come back).
 */
function fieldsOf(order: OrderDetailDto): ReturnFields {
  const shippedFrom = order.allocations.find((allocation) => allocation.state === 'shipped');
  return {
    ...returnDefaults(),
    orderId: order.id,
    orderNumber: order.orderNumber,
    shopId: order.shopId,
    warehouseId: shippedFrom?.warehouseId ?? null,
    lines: order.lines
      .filter((line) => returnableOf(line) > 0)
      .map((line) => ({
        productId: line.productId,
        productCode: line.productCode,
        orderLineId: line.id,
        quantity: returnableOf(line),
        condition: 'good',
      })),
  };
}

/** 返品登録 from an order: which of its shipped lines came back, how many, in which condition. */
export function OrderReturnForm({ order, ...handlers }: Props) {
  const form = useResourceForm(customerReturnFormSchema, fieldsOf(order));
  const lineOf = new Map(order.lines.map((line) => [line.id, line]));
  return (
    <ResourceForm form={form} schema={customerReturnFormSchema} {...handlers}>
      <FieldsTable
        maw={640}
        rows={[
          [
            '受注番号',
            <Anchor key="order" component={Link} to={paths.allocationManagement.order(order.id)}>
              {order.orderNumber}
            </Anchor>,
          ],
          ['ショップ', `${order.shopCode} ${order.shopName}`],
        ]}
      />
      <ReturnParcelFields form={form} />
      <ReturnNoteField form={form} />
      <Title order={2} size="h4">
        返品明細
      </Title>
      <Text size="sm" c="dimmed">
        {RETURN_FORM_TEXT.fromOrderHint}
      </Text>
      <LinesTable
        headers={['商品コード', '商品名', '出荷数', '返品済', '返品数', '状態']}
        numeric={['出荷数', '返品済', '返品数']}
        lines={form.values.lines}
        rowKey={(line) => line.orderLineId ?? line.productCode}
        cells={(line, index) => {
          const shipped = lineOf.get(line.orderLineId ?? 0);
          return [
            line.productCode,
            shipped?.productName ?? '',
            shipped?.shippedQty ?? 0,
            shipped?.returnedQty ?? 0,
            ...returnLineInputs(form, line, index, {
              label: '返品数',
              max: shipped ? returnableOf(shipped) : undefined,
            }),
          ];
        }}
        onRemove={(index) => form.removeListItem('lines', index)}
        error={form.errors.lines ?? form.errors.orderId}
      />
    </ResourceForm>
  );
}
