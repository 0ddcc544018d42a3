import { Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { ProductDto } from '@logi/shared';
import { SelectField } from '../../../components/ui/index.ts';
import { useProductOptions } from '../api/options.ts';

type Props = { onAdd: (product: ProductDto) => void; excluded: readonly number[] };

/** 商品追加: a product found by code, name or JAN (the server searches), then added as a line. */
export function ProductPicker({ onAdd, excluded }: Props) {
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed, 250);
  const options = useProductOptions(keyword);
  const [picked, setPicked] = useState<ProductDto | null>(null);
  const data = (options.data ?? []).filter((option) => !excluded.includes(option.product.id));
  return (
    <Group align="flex-end">
      <SelectField
        label="商品"
        placeholder="商品コード・商品名・JANで検索"
        searchable
        clearable
        filter={({ options: all }) => all}
        data={data.map(({ value, label }) => ({ value, label }))}
        value={picked ? String(picked.id) : null}
        searchValue={typed}
        onSearchChange={setTyped}
        onChange={(id) => setPicked(data.find((option) => option.value === id)?.product ?? null)}
        nothingFoundMessage={options.isFetching ? '検索中…' : '該当する商品がありません'}
        w={420}
      />
      <Button
        variant="light"
        disabled={!picked}
        onClick={() => {
          if (!picked) return;
          onAdd(picked);
          setPicked(null);
          setTyped('');
        }}
      >
        商品追加
      </Button>
    </Group>
  );
}
