import { Stack, Table, Text } from '@mantine/core';
import {
  MALL_CANCEL_OUTCOMES,
  MALL_SKIP_REASONS,
  MALL_SKIP_TEXTS as T,
  type MallSkippedOrder,
} from '@logi/shared';

/** A mall file's orders its own status kept out (キャンセル済 / 保留中): not errors, listed. */
export function MallSkippedOrders({ skipped }: { skipped: readonly MallSkippedOrder[] }) {
  if (skipped.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {T.heading(skipped.length)}
      </Text>
      <Table withTableBorder striped fz="sm" maw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.line}</Table.Th>
            <Table.Th>{T.orderNumber}</Table.Th>
            <Table.Th>{T.reason}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {skipped.map((order) => (
            <Table.Tr key={order.orderNumber}>
              <Table.Td>{order.line}</Table.Td>
              <Table.Td>{order.orderNumber}</Table.Td>
              <Table.Td>
                {MALL_SKIP_REASONS[order.reason]}
                {order.earlier ? `（${MALL_CANCEL_OUTCOMES[order.earlier]}）` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
