import { Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useParams } from 'react-router';
import {
  formatDateTime,
  STOCK_MESSAGES,
  TRANSFER_LABELS as L,
  TRANSFER_MESSAGES as M,
  type TransferDetailDto,
  type TransferLineLotDto,
} from '@logi/shared';
import {
  ConfirmActionButton,
  DetailTable,
  QueryState,
  type DetailColumn,
} from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useCancelTransfer } from '../api/cancel-transfer.ts';
import { useTransfer } from '../api/get-transfer.ts';
import { TransferStatusBadge } from '../components/TransferColumns.tsx';

function Summary({ transfer }: { transfer: TransferDetailDto }) {
  return (
    <Group gap="lg">
      <Text fw={700}>{transfer.number}</Text>
      <TransferStatusBadge status={transfer.status} />
      <Text size="sm">{`${L.source}：${transfer.sourceWarehouseName}`}</Text>
      <Text size="sm">{`${L.destination}：${transfer.destinationWarehouseName}`}</Text>
      <Text size="sm">{`${L.inTransit}：${transfer.inTransitQuantity.toLocaleString('ja-JP')}`}</Text>
      {transfer.receivingScheduleId === null ? null : (
        <Anchor
          component={Link}
          size="sm"
          to={paths.receivingSchedules.detail(transfer.receivingScheduleId)}
        >
          {`${L.schedule}：${transfer.receivingScheduleNumber ?? ''}`}
        </Anchor>
      )}
      <Text size="sm">{`${L.createdAt}：${formatDateTime(transfer.createdAt)} ${transfer.createdBy ?? ''}`}</Text>
    </Group>
  );
}

/** The lots a line moved, one a line: number, 賞味期限 and pieces (nothing for other products). */
function LineLots({ lots }: { lots: TransferLineLotDto[] }) {
  return lots.map((lot) => (
    <Text key={lot.lotNo} size="sm">
      {`${lot.lotNo || STOCK_MESSAGES.unknownLot}（${L.expiresOn} ${lot.expiresOn ?? '—'}）× ${lot.quantity.toLocaleString('ja-JP')}`}
    </Text>
  ));
}

const LINE_COLUMNS: DetailColumn<TransferDetailDto['lines'][number]>[] = [
  { title: '商品コード', cell: (line) => line.productCode },
  { title: '商品名', cell: (line) => line.productName },
  { title: L.lots, cell: (line) => <LineLots lots={line.lots} /> },
  { title: L.quantity, number: true, cell: (line) => line.quantity },
  { title: L.received, number: true, cell: (line) => line.receivedQuantity },
  { title: L.returned, number: true, cell: (line) => line.returnedQuantity },
  { title: L.inTransit, number: true, cell: (line) => line.inTransitQuantity },
];

/** /stocks/transfers/:id: one transfer — where it goes, what is 移動中, and キャンセル while nothing arrived. */
export function StockTransferDetailPage() {
  const id = Number(useParams().id);
  const transfer = useTransfer(id);
  const cancel = useCancelTransfer();
  return (
    <QueryState query={transfer}>
      {(row) => (
        <Stack gap="md">
          <Summary transfer={row} />
          {row.memo ? <Text size="sm">{`${L.memo}：${row.memo}`}</Text> : null}
          {row.status === 'in_transit' && row.viaSchedule ? (
            <Group>
              <ConfirmActionButton
                label={L.cancel}
                buttonProps={{ variant: 'default' }}
                title={L.cancel}
                message={L.cancelConfirm}
                confirmLabel={L.cancel}
                color="red"
                onConfirm={async () => {
                  const after = await cancel.mutateAsync(row.id);
                  const done = after.status === 'cancelled';
                  notifications.show({
                    color: 'teal',
                    message: done ? M.cancelled(after.number) : M.cancelPending,
                  });
                }}
              />
            </Group>
          ) : null}
          <DetailTable
            rows={row.lines}
            columns={LINE_COLUMNS}
            rowKey={(line) => line.id}
            maw={1100}
            emptyState
          />
        </Stack>
      )}
    </QueryState>
  );
}
