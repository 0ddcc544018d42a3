import { PAGE_TITLES, SUPPLIER_LABELS as L, type SupplierDto } from '@logi/shared';
import type { CsvColumn } from '../../http/csv-export.ts';

/** The supplier CSV: every field, headed as the form labels them. */
export const SUPPLIER_CSV_COLUMNS: readonly CsvColumn<SupplierDto>[] = [
  { header: L.code, value: (s) => s.code },
  { header: L.name, value: (s) => s.name },
  { header: L.nameKana, value: (s) => s.nameKana },
  { header: L.postalCode, value: (s) => s.postalCode },
  { header: L.prefecture, value: (s) => s.prefecture },
  { header: L.city, value: (s) => s.city },
  { header: L.town, value: (s) => s.town },
  { header: L.building, value: (s) => s.building },
  { header: L.phone, value: (s) => s.phone },
  { header: L.email, value: (s) => s.email },
  { header: L.contactName, value: (s) => s.contactName },
  { header: L.note, value: (s) => s.note },
];

export const SUPPLIER_CSV_TITLE = PAGE_TITLES.suppliers.list;
