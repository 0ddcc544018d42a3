import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { DATE_INPUT_FORMAT, parseTypedDate } from './date-input-format.ts';

export interface DateFieldProps extends Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange'
> {
  /** The date as 'YYYY-MM-DD', or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** A Japanese, clearable date input that takes and gives 'YYYY-MM-DD' strings (spec §2). */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      locale="ja"
      valueFormat={DATE_INPUT_FORMAT}
      dateParser={parseTypedDate}
      placeholder={DATE_INPUT_FORMAT}
      clearable
      leftSection={<IconCalendar size={16} />}
      {...props}
      value={value}
      onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
    />
  );
}
