import type { ProductFormValues } from '@logi/shared';

// The products columns the CSV import writes, with their PostgreSQL types: the stage table's
// columns (product-import-rows.table.ts) and the upsert's (products-upsert.repository.ts).
// Kept apart from both so the table file needs no database client (schema.ts loads it).

type Field = keyof ProductFormValues;

export const PRODUCT_IMPORT_STAGE_COLUMNS: readonly {
  field: Field;
  column: string;
  type: 'text' | 'int4' | 'int2' | 'bool';
}[] = [
  { field: 'productCode', column: 'product_code', type: 'text' },
  { field: 'representativeCode', column: 'representative_code', type: 'text' },
  { field: 'name', column: 'name', type: 'text' },
  { field: 'janCode', column: 'jan_code', type: 'text' },
  { field: 'price', column: 'price', type: 'int4' },
  { field: 'cost', column: 'cost', type: 'int4' },
  { field: 'weightG', column: 'weight_g', type: 'int4' },
  { field: 'widthMm', column: 'width_mm', type: 'int4' },
  { field: 'depthMm', column: 'depth_mm', type: 'int4' },
  { field: 'heightMm', column: 'height_mm', type: 'int4' },
  { field: 'salesStatus', column: 'sales_status', type: 'text' },
  { field: 'stockManaged', column: 'stock_managed', type: 'bool' },
  { field: 'stockThreshold', column: 'stock_threshold', type: 'int4' },
  { field: 'supplierId', column: 'supplier_id', type: 'int4' },
  { field: 'note', column: 'note', type: 'text' },
  { field: 'rslLinked', column: 'rsl_linked', type: 'bool' },
  { field: 'temperatureZone', column: 'temperature_zone', type: 'text' },
  { field: 'isDangerous', column: 'is_dangerous', type: 'bool' },
  { field: 'lotManaged', column: 'lot_managed', type: 'bool' },
  { field: 'serialManaged', column: 'serial_managed', type: 'bool' },
  { field: 'taxRate', column: 'tax_rate', type: 'int2' },
];

/** The stage's leading columns, before the products columns, in COPY's order. */
export const PRODUCT_IMPORT_STAGE_KEYS = [
  'organisation_id',
  'upload_id',
  'seq',
  'line',
  'supplier_code',
] as const;
