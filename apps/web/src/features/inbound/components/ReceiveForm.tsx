import { Button, Checkbox, NumberInput, Stack, Table, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { LOCATION_MESSAGES, type ReceivingScheduleDetailDto } from '@logi/shared';
import {
  ErrorPanel,
  NUMBER_INPUT_STYLES,
  NumberTd,
  NumberTh,
} from '../../../components/ui/index.ts';
import { useReceiveSchedule } from '../api/receive-receiving-schedule.ts';
import { PutAwaySelect } from './PutAwaySelect.tsx';

type Typed = Record<number, { received: number | string; defective: number | string }>;
const count = (value: number | string | undefined) => (typeof value === 'number' ? value : 0);

/** 入荷登録 (own warehouse): what arrived per line, sellable and defective; over the plan when confirmed. */
export function ReceiveForm({ schedule }: { schedule: ReceivingScheduleDetailDto }) {
  const receive = useReceiveSchedule();
  const [typed, setTyped] = useState<Typed>({});
  const [confirmOver, setConfirmOver] = useState(false);
  // The shelf each line puts away to; none chosen: the product's 標準棚番.
  const [shelves, setShelves] = useState<Record<number, number | null>>({});
  const open = schedule.lines.filter((line) => !line.cancelled);
  const lines = open
    .map((line) => ({
      lineId: line.id,
      receivedQty: count(typed[line.id]?.received),
      nonSellableQty: count(typed[line.id]?.defective),
      locationId: shelves[line.id] ?? null,
    }))
    .filter((line) => line.receivedQty + line.nonSellableQty > 0);
  const set = (id: number, patch: Partial<Typed[number]>) =>
    setTyped((current) => ({
      ...current,
      [id]: { received: '', defective: '', ...current[id], ...patch },
    }));
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
            <NumberTh>入荷数</NumberTh>
            <NumberTh>不良数</NumberTh>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {open.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.productCode}</Table.Td>
              <Table.Td>
                <PutAwaySelect
                  warehouseId={schedule.warehouseId}
                  productCode={line.productCode}
                  defaultLocationCode={line.defaultLocationCode}
                  value={shelves[line.id] ?? null}
                  onChange={(id) => setShelves((current) => ({ ...current, [line.id]: id }))}
                />
              </Table.Td>
              <NumberTd>
                {Math.max(0, line.scheduledQty - line.receivedQty - line.nonSellableQty)}
              </NumberTd>
              <NumberTd>
                <NumberInput
                  aria-label={`${line.productCode}の入荷数`}
                  min={0}
                  allowDecimal={false}
                  ml="auto"
                  styles={NUMBER_INPUT_STYLES}
                  w={140}
                  value={typed[line.id]?.received ?? ''}
                  onChange={(value) => set(line.id, { received: value })}
                />
              </NumberTd>
              <NumberTd>
                <NumberInput
                  aria-label={`${line.productCode}の不良数`}
                  min={0}
                  allowDecimal={false}
                  ml="auto"
                  styles={NUMBER_INPUT_STYLES}
                  w={140}
                  value={typed[line.id]?.defective ?? ''}
                  onChange={(value) => set(line.id, { defective: value })}
                />
              </NumberTd>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Checkbox
        label="予定数を超える入荷を確認しました"
        checked={confirmOver}
        onChange={(event) => setConfirmOver(event.currentTarget.checked)}
      />
      {receive.error && <ErrorPanel error={receive.error} />}
      <Button
        w={160}
        loading={receive.isPending}
        disabled={lines.length === 0}
        onClick={() =>
          receive.mutate(
            {
              id: schedule.id,
              values: { lines, confirmOverReceipt: confirmOver, version: schedule.version },
            },
            {
              onSuccess: () => {
                setTyped({});
                setShelves({});
                setConfirmOver(false);
                notifications.show({ color: 'teal', message: '入荷を登録しました' });
              },
            },
          )
        }
      >
        入荷を登録
      </Button>
    </Stack>
  );
}
