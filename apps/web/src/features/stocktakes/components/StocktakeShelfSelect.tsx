import { MultiSelect } from '@mantine/core';
import { useWarehouseLocations } from '../../../lib/master-options/index.ts';

type Props = {
  warehouseId: number | null;
  value: string[];
  onChange: (ids: string[]) => void;
};

/** 棚卸開始's shelves (decision 069): some of the warehouse's, in route order; none is all of it. */
export function StocktakeShelfSelect({ warehouseId, value, onChange }: Props) {
  const shelves = useWarehouseLocations(warehouseId);
  const data = (shelves.data ?? []).map((shelf) => ({
    value: String(shelf.id),
    label: `${shelf.code} ${shelf.name}`,
  }));
  return (
    <MultiSelect
      label="棚番（未選択は倉庫全体）"
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      disabled={data.length === 0}
      placeholder={data.length === 0 ? '棚番がありません' : '倉庫全体'}
      w={300}
    />
  );
}
