import { PAGE_TITLES, SHOP_ACTIVE_LABELS, SHOP_LABELS as L, type ShopDto } from '@logi/shared';
import type { CsvColumn } from '../../http/csv-export.ts';

/** The shop CSV: every field, headed as the form labels them; the group by name. */
export const SHOP_CSV_COLUMNS: readonly CsvColumn<ShopDto>[] = [
  { header: L.code, value: (s) => s.code },
  { header: L.name, value: (s) => s.name },
  { header: L.mall, value: (s) => s.mall },
  { header: L.url, value: (s) => s.url },
  { header: L.warehouseGroupId, value: (s) => s.warehouseGroup?.name },
  { header: L.isActive, value: (s) => SHOP_ACTIVE_LABELS[`${s.isActive}`] },
  { header: L.unallocatableDays, value: (s) => String(s.unallocatableDays) },
];

export const SHOP_CSV_TITLE = PAGE_TITLES.shops.list;
