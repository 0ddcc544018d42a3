import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { SelectField } from '../../../components/ui/index.ts';
import { useSupplierOptions, type SupplierOption } from '../api/search-supplier-options.ts';

type Props = {
  label: ReactNode;
  value: number | null;
  /** The stored supplier's option (code and name), shown before any search. */
  initial: SupplierOption | null;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  w?: number;
};

/** A supplier picked by typing its code or name: the server searches, not the first page only. */
export function SupplierSelect({ label, value, initial, onChange, onBlur, error, w }: Props) {
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed, 250);
  const options = useSupplierOptions(keyword);
  const [picked, setPicked] = useState<SupplierOption | null>(initial);
  // The chosen supplier stays an option while the results change under a new search.
  const data = [
    ...(picked && !options.data?.some((option) => option.value === picked.value) ? [picked] : []),
    ...(options.data ?? []),
  ];
  return (
    <SelectField
      label={label}
      placeholder="仕入先コード・仕入先名で検索"
      searchable
      clearable
      filter={({ options: all }) => all}
      data={data}
      value={value === null ? null : String(value)}
      searchValue={typed}
      onSearchChange={setTyped}
      onChange={(id, option) => {
        setPicked(id === null ? null : option);
        onChange(id === null ? null : Number(id));
      }}
      onBlur={onBlur}
      error={error}
      nothingFoundMessage={options.isFetching ? '検索中…' : '該当する仕入先がありません'}
      w={w}
    />
  );
}
