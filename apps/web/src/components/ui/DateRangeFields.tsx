import type { ReactNode } from 'react';
import { Group, Input, Text } from '@mantine/core';
import { DateField } from './DateField.tsx';

export interface DateRange {
  from: string | null;
  to: string | null;
}

export interface DateRangeFieldsProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  label?: ReactNode;
  /** Accessible names of the two inputs. */
  fromLabel?: string;
  toLabel?: string;
}

/** Two DateFields, from 〜 to; each limits the other so the range cannot turn over. */
export function DateRangeFields({
  value,
  onChange,
  label,
  fromLabel = '開始日',
  toLabel = '終了日',
}: DateRangeFieldsProps) {
  return (
    <Input.Wrapper label={label}>
      <Group gap="xs" wrap="nowrap">
        <DateField
          aria-label={fromLabel}
          value={value.from}
          maxDate={value.to ?? undefined}
          onChange={(from) => onChange({ ...value, from })}
          style={{ flex: 1 }}
        />
        <Text c="dimmed">〜</Text>
        <DateField
          aria-label={toLabel}
          value={value.to}
          minDate={value.from ?? undefined}
          onChange={(to) => onChange({ ...value, to })}
          style={{ flex: 1 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
