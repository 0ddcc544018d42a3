import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatDateTime,
  RETURN_CONDITION_LABELS,
  RETURN_FORM_TEXT,
  type OrderDetailDto,
} from '@logi/shared';
import { DetailTable, type DetailColumn } from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';

/** 返品登録: offered while some shipped piece has not come back (decision 064). */
export function ReturnButton({ order }: { order: OrderDetailDto }) {
  const returnable = order.lines.some((line) => line.shippedQty > line.returnedQty);
  if (!returnable) return null;
  return (
    <Button
      variant="default"
      component={Link}
      to={paths.allocationManagement.orderReturn(order.id)}
    >
      {RETURN_FORM_TEXT.returnFromOrder}
    </Button>
  );
}

type ReturnedLine = {
  entry: OrderDetailDto['returns'][number];
  line: OrderDetailDto['returns'][number]['lines'][number];
};

const RETURN_COLUMNS: DetailColumn<ReturnedLine>[] = [
  {
    title: '返品番号',
    cell: ({ entry }) => (
      <Anchor component={Link} to={paths.customerReturns.detail(entry.id)}>
        {entry.returnNumber}
      </Anchor>
    ),
  },
  { title: '返品日時', cell: ({ entry }) => formatDateTime(entry.returnedAt) },
  { title: '倉庫', cell: ({ entry }) => entry.warehouseName },
  { title: '返品理由', cell: ({ entry }) => entry.reason },
  { title: 'No.', number: true, cell: ({ line }) => line.lineNumber ?? '—' },
  { title: '商品コード', cell: ({ line }) => line.productCode },
  { title: '商品名', cell: ({ line }) => line.productName },
  { title: '数量', number: true, cell: ({ line }) => line.quantity },
  { title: '状態', cell: ({ line }) => RETURN_CONDITION_LABELS[line.condition] },
];

/** The returns registered from the order, one row per returned line, each linked to its return. */
export function OrderReturns({ order }: { order: OrderDetailDto }) {
  const rows = order.returns.flatMap((entry) => entry.lines.map((line) => ({ entry, line })));
  return (
    <DetailTable
      rows={rows}
      columns={RETURN_COLUMNS}
      rowKey={({ line }) => line.id}
      aria-label="返品"
      emptyState
    />
  );
}
