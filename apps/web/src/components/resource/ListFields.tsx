import { Text, TextInput } from '@mantine/core';
import { formatDateTime } from '@logi/shared';
import { SelectField } from '../ui/index.ts';
import type { ResourceColumn } from './ResourceTable.tsx';

/** The 更新日時 column every list ends with, sortable by updated_at. */
export function updatedAtColumn<T extends { updatedAt: string }>(
  title = '更新日時',
): ResourceColumn<T> {
  return {
    accessor: 'updatedAt',
    title,
    sortable: true,
    sortKey: 'updated_at',
    render: (row) => formatDateTime(row.updatedAt),
  };
}

type QuantityKeys<T> = {
  [K in keyof T]: T[K] extends number | null | undefined ? K : never;
}[keyof T] &
  string;

/** A quantity column: right-aligned, with ja-JP digit grouping; a figure a row lacks reads 0. */
export function quantityColumn<T>(
  accessor: QuantityKeys<T>,
  title: string,
  sorting: { sortable?: boolean; sortKey?: string } = {},
): ResourceColumn<T> {
  return {
    accessor,
    title,
    textAlign: 'right',
    ...sorting,
    render: (row) => ((row[accessor] as number | null | undefined) ?? 0).toLocaleString('ja-JP'),
  };
}

type FlagKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/** A sortable yes/no column (利用, 有効, 公開状態) in the flag's own words; "no" is dimmed. */
export function flagColumn<T>(
  accessor: FlagKeys<T>,
  title: string,
  labels: { true: string; false: string },
  sortKey: string,
): ResourceColumn<T> {
  return {
    accessor,
    title,
    sortable: true,
    sortKey,
    render: (row) => {
      const on = row[accessor] as boolean;
      return (
        <Text size="sm" c={on ? undefined : 'dimmed'}>
          {labels[`${on}`]}
        </Text>
      );
    },
  };
}

/** The search form's キーワード box; the placeholder names what it matches. */
export function KeywordField({
  value,
  onChange,
  placeholder,
  width,
}: {
  value: string | null | undefined;
  onChange: (keyword: string) => void;
  placeholder: string;
  width: number;
}) {
  return (
    <TextInput
      label="キーワード"
      placeholder={placeholder}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={width}
    />
  );
}

/** A yes/no filter (利用, 有効) in the flag's own words; cleared means either. */
export function FlagFilterField({
  label,
  labels,
  value,
  onChange,
  width,
}: {
  label: string;
  labels: { true: string; false: string };
  value: boolean | null;
  onChange: (value: boolean | null) => void;
  width: number;
}) {
  return (
    <SelectField
      label={label}
      data={[
        { value: 'true', label: labels.true },
        { value: 'false', label: labels.false },
      ]}
      value={value === null ? null : String(value)}
      onChange={(picked) => onChange(picked === null ? null : picked === 'true')}
      clearable
      w={width}
    />
  );
}
