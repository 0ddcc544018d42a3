import { sql } from 'drizzle-orm';
import type { ProductFormValues } from '@logi/shared';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import {
  PRODUCT_IMPORT_STAGE_COLUMNS,
  PRODUCT_IMPORT_STAGE_KEYS,
} from './product-import-columns.ts';

// The product CSV import's write (modules/product-import parses and checks the file and COPYs the
// checked rows into product_import_rows; products, the owner of both tables, writes them:
// decision 041).

type Field = keyof ProductFormValues;

export type UpsertCounts = { created: number; updated: number };

const NAMES = PRODUCT_IMPORT_STAGE_COLUMNS.map((c) => c.column).join(', ');

/** COPY's statement for the stage (text format: tab-separated, \N for null). */
export const PRODUCT_IMPORT_STAGE_COPY = `copy product_import_rows (${[...PRODUCT_IMPORT_STAGE_KEYS, NAMES].join(', ')}) from stdin`;

/** Each 仕入先コード an upload's staged rows name, the supplier it meant when checked, its first line. */
export async function stagedSupplierCodes(tx: Tx, scope: OrganisationScope, uploadId: string) {
  const result = await tx.execute<{ code: string; supplier_id: number; line: number }>(sql`
    select r.supplier_code as code, r.supplier_id, min(r.line)::int as line
    from product_import_rows r
    where ${inScope('r', scope, sql`r.upload_id = ${uploadId} and r.supplier_code is not null`)}
    group by r.supplier_code, r.supplier_id`);
  return result.rows;
}

/**
 * Inserts the staged rows seq `from`…`to` or updates the products with their codes, in one
 * set-based statement. An update sets only the fields the file gives and bumps the version, so open
 * edit forms see a 409. A code created since the file was checked is updated like any other.
 */
export async function upsertStagedProducts(
  tx: Tx,
  scope: OrganisationScope,
  staged: { uploadId: string; presentFields: readonly Field[]; from: number; to: number },
): Promise<UpsertCounts> {
  const updates = PRODUCT_IMPORT_STAGE_COLUMNS.filter(
    (c) => c.field !== 'productCode' && staged.presentFields.includes(c.field),
  )
    .map((c) => `${c.column} = excluded.${c.column}`)
    .concat(['version = products.version + 1', 'updated_at = now()'])
    .join(', ');
  const result = await tx.execute<{ created: number; updated: number }>(sql`
    with written as (
      insert into products (organisation_id, ${sql.raw(NAMES)})
      select r.organisation_id, ${sql.raw(NAMES)} from product_import_rows r
      where ${inScope('r', scope, sql`r.upload_id = ${staged.uploadId} and r.seq between ${staged.from} and ${staged.to}`)}
      on conflict (organisation_id, product_code) do update set ${sql.raw(updates)}
      returning (xmax = 0) as inserted
    )
    select count(*) filter (where inserted)::int as created,
           count(*) filter (where not inserted)::int as updated
    from written`);
  return result.rows[0] ?? { created: 0, updated: 0 };
}

/**
 * Statistics for the stage just filled by another transaction: without them each seq range's
 * statement may be planned as a scan of every staged row. Outside the write's transaction: its
 * lock would hold another organisation's import until that transaction ends.
 */
export async function analyseStagedProducts(db: DbOrTx) {
  await db.execute(sql`analyze product_import_rows`);
}

/** Drops an upload's staged rows (written, or refused). */
export async function discardStagedProducts(tx: Tx, scope: OrganisationScope, uploadId: string) {
  await tx.execute(sql`
    delete from product_import_rows r where ${inScope('r', scope, sql`r.upload_id = ${uploadId}`)}`);
}
