import { ActionIcon, Button, NumberInput, Table, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ReceivingScheduleLineDto } from '@logi/shared';
import { DateField, NUMBER_INPUT_STYLES, NumberTd } from '../../../components/ui/index.ts';
import { entryLabel, type ReceiveEntry } from './receive-entries.ts';

export type EntryField = 'lotNo' | 'expiresOn' | 'receivedQty';
export type EntryErrors = Partial<Record<EntryField, string>>;

type Props = {
  line: ReceivingScheduleLineDto;
  entries: ReceiveEntry[];
  errors: Record<number, EntryErrors>;
  change: (key: number, patch: Partial<ReceiveEntry>, field?: EntryField) => void;
  blur: (key: number, field: EntryField) => void;
  addLot: () => void;
  removeLot: (key: number) => void;
  /** The line's put-away shelf picker (棚番, decision 066), on its first row. */
  shelf: ReactNode;
};

/** One schedule line in the receipt table: a row per entry; a ロット管理 line adds rows, one per lot. */
export function ReceiveLineRows(props: Props) {
  const { line, entries, errors, change, blur, addLot, removeLot, shelf } = props;
  const remaining = Math.max(0, line.scheduledQty - line.receivedQty - line.nonSellableQty);
  const quantity = (entry: ReceiveEntry, index: number, which: 'received' | 'defective') => (
    <NumberInput
      aria-label={entryLabel(line.productCode, which === 'received' ? '入荷数' : '不良数', index)}
      min={0}
      allowDecimal={false}
      ml="auto"
      styles={NUMBER_INPUT_STYLES}
      w={120}
      value={entry[which]}
      error={which === 'received' ? errors[entry.key]?.receivedQty : undefined}
      onChange={(value) => change(entry.key, { [which]: value }, 'receivedQty')}
      onBlur={() => line.lotManaged && blur(entry.key, 'receivedQty')}
    />
  );
  return entries.map((entry, index) => (
    <Table.Tr key={entry.key}>
      <Table.Td>{index === 0 ? line.productCode : ''}</Table.Td>
      <Table.Td>{index === 0 ? shelf : ''}</Table.Td>
      <NumberTd>{index === 0 ? remaining : ''}</NumberTd>
      <Table.Td>
        {line.lotManaged ? (
          <TextInput
            aria-label={entryLabel(line.productCode, 'ロット番号', index)}
            aria-required
            w={140}
            value={entry.lotNo}
            error={errors[entry.key]?.lotNo}
            onChange={(event) => change(entry.key, { lotNo: event.currentTarget.value }, 'lotNo')}
            onBlur={() => blur(entry.key, 'lotNo')}
          />
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>
        {line.lotManaged ? (
          <DateField
            aria-label={entryLabel(line.productCode, '賞味期限', index)}
            aria-required
            w={160}
            value={entry.expiresOn}
            error={errors[entry.key]?.expiresOn}
            onChange={(day) => change(entry.key, { expiresOn: day }, 'expiresOn')}
            onBlur={() => blur(entry.key, 'expiresOn')}
          />
        ) : (
          '—'
        )}
      </Table.Td>
      <NumberTd>{quantity(entry, index, 'received')}</NumberTd>
      <NumberTd>{quantity(entry, index, 'defective')}</NumberTd>
      <Table.Td>
        {line.lotManaged &&
          (index === 0 ? (
            <Button
              variant="default"
              size="xs"
              aria-label={`${line.productCode}のロットを追加`}
              onClick={addLot}
            >
              ロットを追加
            </Button>
          ) : (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={entryLabel(line.productCode, 'ロットを削除', index)}
              onClick={() => removeLot(entry.key)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          ))}
      </Table.Td>
    </Table.Tr>
  ));
}
