import { Anchor, Button, Table } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatDateTime,
  RETURN_CONDITION_LABELS,
  RETURN_FORM_TEXT,
  type OrderDetailDto,
} from '@logi/shared';
import { EmptyState, NumberTd, NumberTh } from '../../../components/ui/index.ts';
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

/** The returns registered from the order, one row per returned line, each linked to its return. */
export function OrderReturns({ order }: { order: OrderDetailDto }) {
  if (order.returns.length === 0) return <EmptyState />;
  return (
    <Table withTableBorder withColumnBorders aria-label="返品">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>返品番号</Table.Th>
          <Table.Th>返品日時</Table.Th>
          <Table.Th>倉庫</Table.Th>
          <Table.Th>返品理由</Table.Th>
          <NumberTh>No.</NumberTh>
          <Table.Th>商品コード</Table.Th>
          <Table.Th>商品名</Table.Th>
          <NumberTh>数量</NumberTh>
          <Table.Th>状態</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.returns.flatMap((entry) =>
          entry.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.customerReturns.detail(entry.id)}>
                  {entry.returnNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDateTime(entry.returnedAt)}</Table.Td>
              <Table.Td>{entry.warehouseName}</Table.Td>
              <Table.Td>{entry.reason}</Table.Td>
              <NumberTd>{line.lineNumber ?? '—'}</NumberTd>
              <Table.Td>{line.productCode}</Table.Td>
              <Table.Td>{line.productName}</Table.Td>
              <NumberTd>{line.quantity}</NumberTd>
              <Table.Td>{RETURN_CONDITION_LABELS[line.condition]}</Table.Td>
            </Table.Tr>
          )),
        )}
      </Table.Tbody>
    </Table>
  );
}
