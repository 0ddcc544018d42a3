import type { SelectProps } from '@mantine/core';
import { SelectField } from '../../../components/ui/index.ts';

// Records chosen by id: the form values and list filters hold numbers, a select holds text.

const idText = (id: number | null) => (id === null ? null : String(id));
const textId = (value: string | null) => (value === null ? null : Number(value));

type IdSelectProps = Omit<SelectProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (id: number | null) => void;
};

/** A select of records by id (a list filter or a form field). */
export function IdSelect({ value, onChange, ...props }: IdSelectProps) {
  return <SelectField {...props} value={idText(value)} onChange={(id) => onChange(textId(id))} />;
}

/** Warehouses (or any coded records) as select options: `code name`, or the name alone. */
export const recordOptions = (
  rows: { id: number; code?: string; name: string }[] | undefined,
  withCode = false,
) =>
  (rows ?? []).map((row) => ({
    value: String(row.id),
    label: withCode && row.code ? `${row.code} ${row.name}` : row.name,
  }));
