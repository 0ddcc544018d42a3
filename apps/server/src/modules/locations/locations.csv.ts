import { LOCATION_LABELS as L, LOCATION_PICKABLE_LABELS, type LocationDto } from '@logi/shared';
import type { CsvColumn } from '../../http/csv-export.ts';

/** The location CSV: the warehouse, then every field as the form labels it. */
export const LOCATION_CSV_COLUMNS: readonly CsvColumn<LocationDto>[] = [
  { header: L.warehouseId, value: (l) => l.warehouseName },
  { header: L.code, value: (l) => l.code },
  { header: L.name, value: (l) => l.name },
  { header: L.routeOrder, value: (l) => String(l.routeOrder) },
  { header: L.pickable, value: (l) => LOCATION_PICKABLE_LABELS[`${l.pickable}`] },
  { header: L.productCodes, value: (l) => l.productCodes.join(' ') },
];
