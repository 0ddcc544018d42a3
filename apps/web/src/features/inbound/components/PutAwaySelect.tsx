import { LOCATION_MESSAGES } from '@logi/shared';
import { SelectField } from '../../../components/ui/index.ts';
import { useWarehouseLocations } from '../../../lib/master-options/index.ts';

type Props = {
  warehouseId: number;
  productCode: string;
  defaultLocationCode: string | null;
  value: number | null;
  onChange: (locationId: number | null) => void;
};

/** 入荷登録's put-away shelf (decision 066): the warehouse's shelves; none chosen is the 標準棚番. */
export function PutAwaySelect({ warehouseId, productCode, defaultLocationCode, ...field }: Props) {
  const shelves = useWarehouseLocations(warehouseId);
  const data = (shelves.data ?? []).map((shelf) => ({
    value: String(shelf.id),
    label: `${shelf.code} ${shelf.name}`,
  }));
  return (
    <SelectField
      aria-label={`${productCode}の入荷先棚番`}
      data={data}
      clearable
      searchable
      w={200}
      placeholder={defaultLocationCode ?? LOCATION_MESSAGES.defaultLocation}
      disabled={data.length === 0}
      value={field.value === null ? null : String(field.value)}
      onChange={(value) => field.onChange(value === null ? null : Number(value))}
    />
  );
}
