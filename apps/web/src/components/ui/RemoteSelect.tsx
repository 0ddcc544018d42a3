import type { OptionsFilter, SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MasterOption, MasterRow, MasterSource } from '../../lib/master-options/index.ts';
import { SelectField } from './SelectField.tsx';

export type RemoteSelectProps<Row extends MasterRow> = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  /** The master and how it is fetched (lib/master-options). */
  source: MasterSource<Row>;
  value: number | null;
  onChange: (id: number | null, row: Row | null) => void;
  /** Only these rows are offered (own warehouses, products not yet on the lines…). */
  where?: (row: Row) => boolean;
  /** The option text where this select says it otherwise than the master does (the name alone…). */
  optionLabel?: (row: Row) => string;
  /** The stored record's option, shown before any search (type-ahead masters). */
  initial?: MasterOption | null;
  /** Disabled until the options are in, for a value that must show as its option. */
  waitForOptions?: boolean;
};

/**
 * A master record picked by id: a form field or a list filter. A master that fits one page is
 * fetched once and filtered as typed; a big one (products) is searched on the server as typed.
 */
export function RemoteSelect<Row extends MasterRow>({
  source,
  value,
  onChange,
  where,
  optionLabel = source.label,
  initial = null,
  waitForOptions = false,
  ...props
}: RemoteSelectProps<Row>) {
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed, 250);
  const { typeAhead } = source;
  const query = useQuery(source.query(typeAhead ? keyword : ''));
  const rows = (query.data ?? []).filter((row) => !where || where(row));
  const options = rows.map((row) => ({ value: String(row.id), label: optionLabel(row) }));
  const [picked, setPicked] = useState<MasterOption | null>(initial);
  // The chosen record stays an option while the results change under a new search.
  const kept =
    typeAhead && picked?.value === String(value) && !options.some((o) => o.value === picked.value);
  const searchProps = typeAhead && {
    placeholder: typeAhead.placeholder,
    searchable: true,
    clearable: true,
    filter: (({ options: all }) => all) satisfies OptionsFilter,
    searchValue: typed,
    onSearchChange: setTyped,
    nothingFoundMessage: query.isFetching ? '検索中…' : typeAhead.nothingFound,
  };
  return (
    <SelectField
      {...searchProps}
      {...props}
      data={kept ? [picked, ...options] : options}
      value={value === null ? null : String(value)}
      onChange={(id, option) => {
        setPicked(id === null ? null : option);
        onChange(
          id === null ? null : Number(id),
          rows.find((row) => String(row.id) === id) ?? null,
        );
      }}
      disabled={props.disabled || (waitForOptions && query.isPending)}
    />
  );
}
