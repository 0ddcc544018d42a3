import { sql } from 'drizzle-orm';
import type { ProductFormValues } from '@logi/shared';
import type { Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';

// The product CSV import's write (modules/product-import parses and checks the file; products, the
// owner of the table, writes it: decision 041).

type Field = keyof ProductFormValues;

/** The products columns the import writes, with their PostgreSQL types (the stage's columns). */
const COLUMNS: readonly {
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

export type UpsertCounts = { created: number; updated: number };

/** The import's stage: a temporary table of the written columns, dropped when the transaction ends. */
export const PRODUCT_IMPORT_STAGE = 'product_import_stage';

/** The stage's columns in order, as COPY fills them (text format, one line per row). */
export const PRODUCT_IMPORT_STAGE_COLUMNS = COLUMNS.map(({ field, type }) => ({ field, type }));

/** Creates the stage in the caller's transaction; COPY fills it, upsertProductsFromStage reads it. */
export async function createProductImportStage(tx: Tx): Promise<void> {
  const columns = COLUMNS.map((c) => `${c.column} ${c.type}`).join(', ');
  await tx.execute(
    sql.raw(`create temporary table ${PRODUCT_IMPORT_STAGE} (${columns}) on commit drop`),
  );
}

/** COPY's statement for the stage (text format: tab-separated, \N for null). */
export const PRODUCT_IMPORT_STAGE_COPY = `copy ${PRODUCT_IMPORT_STAGE} (${COLUMNS.map((c) => c.column).join(', ')}) from stdin`;

/**
 * Inserts the staged rows or updates the products with their codes, in one set-based statement.
 * An update sets only the fields the file gives and bumps the version, so open edit forms see a 409.
 */
export async function upsertProductsFromStage(
  tx: Tx,
  scope: OrganisationScope,
  presentFields: readonly Field[],
): Promise<UpsertCounts> {
  const names = COLUMNS.map((c) => c.column).join(', ');
  const updates = COLUMNS.filter(
    (c) => c.field !== 'productCode' && presentFields.includes(c.field),
  )
    .map((c) => `${c.column} = excluded.${c.column}`)
    .concat(['version = products.version + 1', 'updated_at = now()'])
    .join(', ');
  const result = await tx.execute<{ created: number; updated: number }>(sql`
    with written as (
      insert into products (organisation_id, ${sql.raw(names)})
      select ${scope.organisationId}::uuid, ${sql.raw(names)} from ${sql.raw(PRODUCT_IMPORT_STAGE)}
      on conflict (organisation_id, product_code) do update set ${sql.raw(updates)}
      returning (xmax = 0) as inserted
    )
    select count(*) filter (where inserted)::int as created,
           count(*) filter (where not inserted)::int as updated
    from written`);
  return result.rows[0] ?? { created: 0, updated: 0 };
}
