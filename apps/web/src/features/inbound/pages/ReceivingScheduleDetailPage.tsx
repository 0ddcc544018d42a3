import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
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
  DetailTable,
  FieldsTable,
  type DetailColumn,
} from '../../../components/ui/index.ts';
import { useInvalidateOnServerEvent } from '../../../lib/events/index.ts';
import { paths } from '../../../lib/paths.ts';
import { inboundKeys } from '../api/inbound-keys.ts';
import { useFetchScheduleResults } from '../api/fetch-receiving-schedule-results.ts';
import { useSchedule } from '../api/get-receiving-schedule.ts';
import { useSendSchedule } from '../api/send-receiving-schedule.ts';
import { CancelButton } from '../components/CancelButton.tsx';
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

type Line = ReceivingScheduleDetailDto['lines'][number];
type Receipt = ReceivingScheduleDetailDto['receipts'][number];

const LINE_COLUMNS: DetailColumn<Line>[] = [
  { title: 'No.', number: true, cell: (line) => line.lineNumber },
  { title: '商品コード', cell: (line) => line.productCode },
  { title: '商品名', cell: (line) => line.productName },
  { title: '予定数', number: true, cell: (line) => line.scheduledQty },
  { title: '入荷数', number: true, cell: (line) => line.receivedQty },
  { title: '不良数', number: true, cell: (line) => line.nonSellableQty },
  { title: '状態', cell: (line) => inboundLineState(line) },
];

const RECEIPT_COLUMNS: DetailColumn<Receipt>[] = [
  { title: '入荷日時', cell: (receipt) => formatDateTime(receipt.receivedAt) },
  { title: 'No.', number: true, cell: (receipt) => receipt.lineNumber },
  { title: '商品コード', cell: (receipt) => receipt.productCode },
  { title: 'ロット番号', cell: (receipt) => receipt.lotNo ?? '—' },
  { title: '賞味期限', cell: (receipt) => receipt.expiresOn ?? '—' },
  { title: '入荷数', number: true, cell: (receipt) => receipt.receivedQty },
  { title: '不良数', number: true, cell: (receipt) => receipt.nonSellableQty },
  { title: '登録元', cell: (receipt) => INBOUND_SOURCE_LABELS[receipt.source] },
  { title: '登録者', cell: (receipt) => receipt.userName ?? '—' },
];

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
      <DetailTable rows={schedule.lines} columns={LINE_COLUMNS} rowKey={(line) => line.id} />
      {schedule.warehouseIsOwn && !['cancelled'].includes(schedule.status) && (
        <ReceiveForm key={`receive-${schedule.version}`} schedule={schedule} />
      )}
      <Title order={2} size="h4" id="receipts-title">
        入荷履歴
      </Title>
      <DetailTable
        rows={schedule.receipts}
        columns={RECEIPT_COLUMNS}
        rowKey={(receipt) => receipt.id}
        aria-labelledby="receipts-title"
        emptyState
      />
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
