import {
  PAGE_TITLES,
  VENDOR_LABELS as L,
  VENDOR_SYNC_STATUSES,
  type VendorDto,
} from '@logi/shared';
import type { CsvColumn } from '../../http/csv-export.ts';

/** The vendor CSV: every field, headed as the form labels them; the supplier by code and name. */
export const VENDOR_CSV_COLUMNS: readonly CsvColumn<VendorDto>[] = [
  { header: L.vendorCode, value: (v) => v.vendorCode },
  { header: L.name, value: (v) => v.name },
  { header: L.postalCode, value: (v) => v.postalCode },
  { header: L.prefecture, value: (v) => v.prefecture },
  { header: L.city, value: (v) => v.city },
  { header: L.town, value: (v) => v.town },
  { header: L.building, value: (v) => v.building },
  { header: L.phone, value: (v) => v.phone },
  { header: '仕入先コード', value: (v) => v.supplier?.code },
  { header: '仕入先名', value: (v) => v.supplier?.name },
  { header: L.syncStatus, value: (v) => VENDOR_SYNC_STATUSES[v.syncStatus].label },
  { header: L.syncedAt, value: (v) => v.syncedAt },
];

export const VENDOR_CSV_TITLE = PAGE_TITLES.vendors.list;
