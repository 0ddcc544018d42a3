import { Stack, Table, Text, Title } from '@mantine/core';
import { CONFIRM_TEXTS, type ShippingInstructionDto } from '@logi/shared';
import {
  ConfirmActionButton,
  QueryState,
  TableSkeleton,
  TrackingNumber,
} from '../../../components/ui/index.ts';
import { useInvalidateOnServerEvent } from '../../../lib/events/index.ts';
import { useResendInstruction } from '../api/resend-shipping-instruction.ts';
import { shippingKeys } from '../api/shipping-keys.ts';
import { useOrderShipments } from '../api/get-order-shipments.ts';
import { showShippingResult } from './shipping-notice.ts';
import { ShippingStatusBadge } from './ShippingStatusBadge.tsx';

const RESEND = CONFIRM_TEXTS.resendOne;
const LIVE = ['process.updated'] as const;
const dash = (value: string | null) => value ?? '—';
const remark = (row: ShippingInstructionDto) =>
  row.ngReason
    ? `${row.ngReason}: ${row.ngDetail ?? ''}`
    : (row.syncMessage ?? row.cancelReason ?? '');

/**
 * An order's shipping instructions: warehouse, status, 出荷予定日, 出荷日, 配送業者, お荷物伝票番号;
 * a 連携エラー one is re-sent from its row.
 */
export function OrderShipments({ orderId }: { orderId: number }) {
  const query = useOrderShipments(orderId);
  // The warehouse's answers (送信済, 出荷済, 出荷不可) arrive through background processes.
  useInvalidateOnServerEvent(LIVE, shippingKeys.orderShipments(orderId));
  const resend = useResendInstruction();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        出荷指示
      </Title>
      <QueryState query={query} skeleton={<TableSkeleton />} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <Table withTableBorder striped aria-label="出荷指示">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>出荷指示番号</Table.Th>
                <Table.Th>出荷倉庫</Table.Th>
                <Table.Th>ステータス</Table.Th>
                <Table.Th>出荷予定日</Table.Th>
                <Table.Th>出荷日</Table.Th>
                <Table.Th>配送業者</Table.Th>
                <Table.Th>お荷物伝票番号</Table.Th>
                <Table.Th>明細</Table.Th>
                <Table.Th>備考</Table.Th>
                <Table.Th>操作</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.number}</Table.Td>
                  <Table.Td>{row.warehouseName}</Table.Td>
                  <Table.Td>
                    <ShippingStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>{row.shipDate}</Table.Td>
                  <Table.Td>{dash(row.shippedOn)}</Table.Td>
                  <Table.Td>{dash(row.carrier)}</Table.Td>
                  <Table.Td>
                    <TrackingNumber carrier={row.carrier} trackingNumber={row.trackingNumber} />
                  </Table.Td>
                  <Table.Td>
                    {row.lines.map((line) => (
                      <Text key={line.id} size="sm">
                        {line.productCode} × {line.quantity}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>{remark(row)}</Table.Td>
                  <Table.Td>
                    {row.status === 'sync_error' ? (
                      <ConfirmActionButton
                        label="再送信"
                        buttonProps={{ size: 'xs', variant: 'default' }}
                        title={RESEND.title}
                        message={RESEND.message(row.number, row.warehouseName)}
                        confirmLabel={RESEND.confirm}
                        onConfirm={async () =>
                          showShippingResult(
                            await resend.mutateAsync({ id: row.id, version: row.version }),
                          )
                        }
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Stack>
  );
}
