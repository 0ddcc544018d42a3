import { Button, Checkbox, Stack, Table, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { LOCATION_MESSAGES, receiptLotSchema, type ReceivingScheduleDetailDto } from '@logi/shared';
import { ErrorPanel, NumberTh } from '../../../components/ui/index.ts';
import { zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';
import { useReceiveSchedule } from '../api/receive-receiving-schedule.ts';
import { ReceiveLineRows, type EntryErrors, type EntryField } from './ReceiveLineRows.tsx';
import {
  blankEntry,
  entriesOf,
  piecesOf,
  receiptLines,
  type ReceiveEntries,
  type ReceiveEntry,
} from './receive-entries.ts';
import { PutAwaySelect } from './PutAwaySelect.tsx';

const lotErrors = zodFormResolver(receiptLotSchema);
// The shared schema's verdict on one lot entry (the server's messages for the same values).
const checkLot = (entry: ReceiveEntry): EntryErrors =>
  lotErrors({
    lotNo: entry.lotNo,
    expiresOn: entry.expiresOn,
    receivedQty: entry.received === '' ? 0 : entry.received,
  });
const isBlank = (entry: ReceiveEntry) =>
  piecesOf(entry) === 0 && entry.lotNo.trim() === '' && entry.expiresOn === null;

/** 入荷登録 (own warehouse): what arrived per line (per lot for ロット管理), sellable and defective. */
export function ReceiveForm({ schedule }: { schedule: ReceivingScheduleDetailDto }) {
  const receive = useReceiveSchedule();
  const [entries, setEntries] = useState<ReceiveEntries>({});
  const [errors, setErrors] = useState<Record<number, EntryErrors>>({});
  const [confirmOver, setConfirmOver] = useState(false);
  // The shelf each line puts away to; none chosen: the product's 標準棚番.
  const [shelves, setShelves] = useState<Record<number, number | null>>({});
  const open = schedule.lines.filter((line) => !line.cancelled);
  const lines = receiptLines(open, entries).map((line) => ({
    ...line,
    locationId: shelves[line.lineId] ?? null,
  }));
  const update = (lineId: number, next: (current: ReceiveEntry[]) => ReceiveEntry[]) =>
    setEntries((current) => ({ ...current, [lineId]: next(entriesOf(current, lineId)) }));
  const entryOf = (lineId: number, key: number) =>
    entriesOf(entries, lineId).find((entry) => entry.key === key);
  // On blur: the field's message, none for an entry left wholly blank.
  const showError = (entry: ReceiveEntry, field: EntryField) =>
    setErrors((current) => ({
      ...current,
      [entry.key]: isBlank(entry) ? {} : { ...current[entry.key], [field]: checkLot(entry)[field] },
    }));
  const submit = () => {
    const lotEntries = open
      .filter((line) => line.lotManaged)
      .flatMap((line) => entriesOf(entries, line.id).filter((entry) => !isBlank(entry)));
    const found = Object.fromEntries(lotEntries.map((entry) => [entry.key, checkLot(entry)]));
    setErrors(found);
    if (Object.values(found).some((fields) => Object.keys(fields).length > 0)) return;
    receive.mutate(
      {
        id: schedule.id,
        values: { lines, confirmOverReceipt: confirmOver, version: schedule.version },
      },
      {
        onSuccess: () => {
          setEntries({});
          setShelves({});
          setConfirmOver(false);
          notifications.show({ color: 'teal', message: '入荷を登録しました' });
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        入荷登録
      </Title>
      <Table withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>商品コード</Table.Th>
            <Table.Th>{LOCATION_MESSAGES.defaultLocation}</Table.Th>
            <NumberTh>残り</NumberTh>
            <Table.Th>ロット番号</Table.Th>
            <Table.Th>賞味期限</Table.Th>
            <NumberTh>入荷数</NumberTh>
            <NumberTh>不良数</NumberTh>
            <Table.Th>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {open.map((line) => (
            <ReceiveLineRows
              key={line.id}
              line={line}
              entries={entriesOf(entries, line.id)}
              errors={errors}
              change={(key, patch, field) => {
                update(line.id, (list) =>
                  list.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)),
                );
                // A shown message follows the fix at once; a new one waits for the blur.
                const entry = entryOf(line.id, key);
                if (field && entry && errors[key]?.[field] && line.lotManaged)
                  showError({ ...entry, ...patch }, field);
              }}
              blur={(key, field) => {
                const entry = entryOf(line.id, key);
                if (entry) showError(entry, field);
              }}
              addLot={() => update(line.id, (list) => [...list, blankEntry()])}
              removeLot={(key) => update(line.id, (list) => list.filter((e) => e.key !== key))}
              shelf={
                <PutAwaySelect
                  warehouseId={schedule.warehouseId}
                  productCode={line.productCode}
                  defaultLocationCode={line.defaultLocationCode}
                  value={shelves[line.id] ?? null}
                  onChange={(id) => setShelves((current) => ({ ...current, [line.id]: id }))}
                />
              }
            />
          ))}
        </Table.Tbody>
      </Table>
      <Checkbox
        label="予定数を超える入荷を確認しました"
        checked={confirmOver}
        onChange={(event) => setConfirmOver(event.currentTarget.checked)}
      />
      {receive.error && <ErrorPanel error={receive.error} />}
      <Button w={160} loading={receive.isPending} disabled={lines.length === 0} onClick={submit}>
        入荷を登録
      </Button>
    </Stack>
  );
}
