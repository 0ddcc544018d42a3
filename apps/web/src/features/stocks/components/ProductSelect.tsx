import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/index.ts';
import { useProductOptions } from '../api/get-filter-options.ts';

type Props = {
  label: React.ReactNode;
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  error?: React.ReactNode;
};

/** A product picked by typing its code or name: the server searches (100,000 products won't fit a list). */
export function ProductSelect({ label, value, onChange, onBlur, error }: Props) {
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed, 250);
  const options = useProductOptions(keyword);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  // The chosen product stays an option while the results change under a new search.
  const data = [
    ...(picked && !options.data?.some((option) => option.value === picked.value) ? [picked] : []),
    ...(options.data ?? []),
  ];
  return (
    <SelectField
      label={label}
      placeholder="商品コード・商品名で検索"
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
      nothingFoundMessage={options.isFetching ? '検索中…' : '該当する商品がありません'}
      w={420}
    />
  );
}
