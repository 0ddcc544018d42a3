import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useParams } from 'react-router';
import {
  CONFIRM_TEXTS,
  formatDateTime,
  INBOUND_KIND_LABELS,
  INBOUND_SOURCE_LABELS,
  INBOUND_STATUSES,
  inboundLineState,
  scheduleLockReason,
  RECEIVING_SCHEDULE_AUDIT_LABELS,
  type InboundKind,
  type InboundStatusCode,
  type ReceivingScheduleDetailDto,
} from '@logi/shared';
import { AuditTrailPanel, auditKeys, EditRecord } from '../../../components/resource/index.ts';
import {
  ConfirmActionButton,
  EmptyState,
  NumberTd,
  NumberTh,
} from '../../../components/ui/index.ts';
import { useInvalidateOnServerEvent } from '../../../lib/events/index.ts';
import { paths } from '../../../lib/paths.ts';
import { inboundKeys } from '../api/inbound-keys.ts';
import { useFetchScheduleResults } from '../api/fetch-receiving-schedule-results.ts';
import { useSchedule } from '../api/get-receiving-schedule.ts';
import { useSendSchedule } from '../api/send-receiving-schedule.ts';
import { CancelButton } from '../components/CancelButton.tsx';
import { FieldsTable } from '../../../components/ui/index.ts';
import { ReceiveForm } from '../components/ReceiveForm.tsx';
import { StatusBadge } from '../components/ScheduleList.tsx';

const LIVE = ['process.updated'] as const;
const RESEND = CONFIRM_TEXTS.resendSchedule;

/** 変更履歴 shows 入荷区分 and ステータス by their labels. */
const auditValue = (field: string, value: unknown) =>
  typeof value !== 'string'
    ? undefined
    : field === 'kind'
      ? INBOUND_KIND_LABELS[value as InboundKind]
      : field === 'status'
        ? INBOUND_STATUSES[value as InboundStatusCode]?.label
        : undefined;

function Header({ schedule }: { schedule: ReceivingScheduleDetailDto }) {
  const items: [string, React.ReactNode][] = [
    ['入荷予定番号', schedule.number],
    ['ステータス', <StatusBadge key="status" status={schedule.status} />],
    ['入荷区分', INBOUND_KIND_LABELS[schedule.kind]],
    ['入荷先', schedule.warehouseName],
    [schedule.warehouseIsOwn ? '仕入先' : 'ベンダー', schedule.supplierName ?? schedule.vendorName],
    ['入荷予定日', schedule.scheduledDate],
    ['配送業者', schedule.carrier ?? '—'],
    ['個口数', schedule.parcelCount ?? '—'],
    ['備考', schedule.note ?? '—'],
  ];
  return <FieldsTable rows={items} />;
}

function Lines({ schedule }: { schedule: ReceivingScheduleDetailDto }) {
  return (
    <Table withTableBorder withColumnBorders>
      <Table.Thead>
        <Table.Tr>
          <NumberTh>No.</NumberTh>
          <Table.Th>商品コード</Table.Th>
          <Table.Th>商品名</Table.Th>
          <NumberTh>予定数</NumberTh>
          <NumberTh>入荷数</NumberTh>
          <NumberTh>不良数</NumberTh>
          <Table.Th>状態</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {schedule.lines.map((line) => (
          <Table.Tr key={line.id}>
            <NumberTd>{line.lineNumber}</NumberTd>
            <Table.Td>{line.productCode}</Table.Td>
            <Table.Td>{line.productName}</Table.Td>
            <NumberTd>{line.scheduledQty}</NumberTd>
            <NumberTd>{line.receivedQty}</NumberTd>
            <NumberTd>{line.nonSellableQty}</NumberTd>
            <Table.Td>{inboundLineState(line)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Receipts({ schedule }: { schedule: ReceivingScheduleDetailDto }) {
  if (schedule.receipts.length === 0) return <EmptyState />;
  return (
    <Table withTableBorder withColumnBorders aria-labelledby="receipts-title">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>入荷日時</Table.Th>
          <NumberTh>No.</NumberTh>
          <Table.Th>商品コード</Table.Th>
          <Table.Th>ロット番号</Table.Th>
          <Table.Th>賞味期限</Table.Th>
          <NumberTh>入荷数</NumberTh>
          <NumberTh>不良数</NumberTh>
          <Table.Th>登録元</Table.Th>
          <Table.Th>登録者</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {schedule.receipts.map((receipt) => (
          <Table.Tr key={receipt.id}>
            <Table.Td>{formatDateTime(receipt.receivedAt)}</Table.Td>
            <NumberTd>{receipt.lineNumber}</NumberTd>
            <Table.Td>{receipt.productCode}</Table.Td>
            <Table.Td>{receipt.lotNo ?? '—'}</Table.Td>
            <Table.Td>{receipt.expiresOn ?? '—'}</Table.Td>
            <NumberTd>{receipt.receivedQty}</NumberTd>
            <NumberTd>{receipt.nonSellableQty}</NumberTd>
            <Table.Td>{INBOUND_SOURCE_LABELS[receipt.source]}</Table.Td>
            <Table.Td>{receipt.userName ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Actions({ schedule }: { schedule: ReceivingScheduleDetailDto }) {
  const send = useSendSchedule();
  const fetchResults = useFetchScheduleResults();
  const untouched = schedule.receivedTotal + schedule.nonSellableTotal === 0;
  const lockReason = scheduleLockReason(schedule);
  const editable = lockReason === null;
  const started = (message: string) => () => notifications.show({ color: 'teal', message });
  return (
    <Group>
      {lockReason ? <Text c="dimmed">{lockReason}</Text> : null}
      {editable && (
        <Button component={Link} to={paths.receivingSchedules.edit(schedule.id)} variant="default">
          編集
        </Button>
      )}
      {!schedule.warehouseIsOwn && ['waiting', 'partial'].includes(schedule.status) && (
        <Button
          loading={fetchResults.isPending}
          onClick={() =>
            fetchResults.mutate(schedule.id, { onSuccess: started('入荷実績の取得を開始しました') })
          }
        >
          結果取得
        </Button>
      )}
      {!schedule.warehouseIsOwn && schedule.status === 'sync_error' && (
        <ConfirmActionButton
          label="再送信"
          title={RESEND.title}
          message={RESEND.message(schedule.number, schedule.warehouseName)}
          confirmLabel={RESEND.confirm}
          onConfirm={async () => {
            await send.mutateAsync(schedule.id);
            started('再送信を開始しました')();
          }}
        />
      )}
      {untouched && ['unsynced', 'waiting', 'sync_error'].includes(schedule.status) && (
        <CancelButton schedule={schedule} />
      )}
    </Group>
  );
}

/** /receiving_schedules/{id}/detail: 入荷予定詳細 — lines, receipts, and receiving or fetching. */
export function ReceivingScheduleDetailPage() {
  const id = Number(useParams().id);
  useInvalidateOnServerEvent(LIVE, inboundKeys.schedule(id));
  // A cancel the warehouse accepted is recorded by its job: the 変更履歴 follows too.
  useInvalidateOnServerEvent(LIVE, auditKeys.all);
  return (
    <EditRecord query={useSchedule(id)} fields={6}>
      {() => <Detail id={id} />}
    </EditRecord>
  );
}

// The page follows the live record (not EditRecord's frozen copy): receipts and jobs move it.
function Detail({ id }: { id: number }) {
  const { data: schedule } = useSchedule(id);
  if (!schedule) return null;
  return (
    <Stack gap="lg">
      <Actions schedule={schedule} />
      {schedule.syncMessage && (
        <Alert variant="default" color="red" title="連携エラー">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {schedule.syncMessage}
          </Text>
        </Alert>
      )}
      <Header schedule={schedule} />
      <Title order={2} size="h4">
        入荷明細
      </Title>
      <Lines schedule={schedule} />
      {schedule.warehouseIsOwn && !['cancelled'].includes(schedule.status) && (
        <ReceiveForm key={`receive-${schedule.version}`} schedule={schedule} />
      )}
      <Title order={2} size="h4" id="receipts-title">
        入荷履歴
      </Title>
      <Receipts schedule={schedule} />
      <AuditTrailPanel
        key={`audit-${schedule.version}`}
        resource="receiving_schedules"
        recordId={schedule.id}
        fieldLabels={RECEIVING_SCHEDULE_AUDIT_LABELS}
        formatValue={auditValue}
      />
    </Stack>
  );
}
