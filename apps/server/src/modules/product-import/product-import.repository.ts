import { and, eq, sql } from 'drizzle-orm';
import type { CsvEncoding, ProductFormValues } from '@logi/shared';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { productImportUploads } from './product-import-uploads.table.ts';

type Field = keyof ProductFormValues;

/** The products columns the import writes, with their PostgreSQL array types for unnest. */
const COLUMNS: readonly { field: Field; column: string; type: 'text' | 'int4' | 'bool' }[] = [
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
];

export type UpsertCounts = { created: number; updated: number };

/**
 * Inserts the batch or updates the products with its codes (one statement, arrays unnested). An
 * update sets only the fields the file gives and bumps the version, so open edit forms see a 409.
 */
export async function upsertProducts(
  tx: Tx,
  scope: OrganisationScope,
  rows: readonly ProductFormValues[],
  presentFields: readonly Field[],
): Promise<UpsertCounts> {
  const names = sql.raw(COLUMNS.map((c) => c.column).join(', '));
  const arrays = sql.join(
    COLUMNS.map(
      (c) => sql`${sql.param(rows.map((row) => row[c.field] ?? null))}::${sql.raw(c.type)}[]`,
    ),
    sql`, `,
  );
  const updates = COLUMNS.filter(
    (c) => c.field !== 'productCode' && presentFields.includes(c.field),
  )
    .map((c) => `${c.column} = excluded.${c.column}`)
    .concat(['version = products.version + 1', 'updated_at = now()'])
    .join(', ');
  const result = await tx.execute<{ created: number; updated: number }>(sql`
    with written as (
      insert into products (organisation_id, ${names})
      select ${scope.organisationId}::uuid, * from unnest(${arrays})
      on conflict (organisation_id, product_code) do update set ${sql.raw(updates)}
      returning (xmax = 0) as inserted
    )
    select count(*) filter (where inserted)::int as created,
           count(*) filter (where not inserted)::int as updated
    from written`);
  return result.rows[0] ?? { created: 0, updated: 0 };
}

/** The organisation's supplier codes and their ids (仕入先 is given by code in the file). */
export async function supplierIdsByCode(
  db: DbOrTx,
  scope: OrganisationScope,
): Promise<Map<string, number>> {
  const result = await db.execute<{ code: string; id: number }>(
    sql`select code, id from suppliers where organisation_id = ${scope.organisationId}`,
  );
  return new Map(result.rows.map((row) => [row.code, row.id]));
}

/**
 * One import per organisation at a time: a transaction-scoped advisory lock. `wait: false` answers
 * whether it was free; the background job waits for it.
 */
export async function lockProductImport(
  tx: Tx,
  scope: OrganisationScope,
  { wait }: { wait: boolean },
): Promise<boolean> {
  const key = sql`hashtextextended(${`product_csv_import:${scope.organisationId}`}, 0)`;
  if (wait) {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return true;
  }
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${key}) as locked`,
  );
  return result.rows[0]?.locked === true;
}

export async function storeUpload(
  tx: Tx,
  scope: OrganisationScope,
  bytes: Buffer,
  encoding: CsvEncoding,
): Promise<string> {
  const [row] = await tx
    .insert(productImportUploads)
    .values({
      organisationId: scope.organisationId,
      encoding,
      byteSize: bytes.length,
      content: bytes,
    })
    .returning({ id: productImportUploads.id });
  return row!.id;
}

/** A kept upload's description, without its bytes (readUploadContent reads them). */
export async function findUpload(db: DbOrTx, scope: OrganisationScope, id: string) {
  const [row] = await db
    .select({
      id: productImportUploads.id,
      encoding: productImportUploads.encoding,
      byteSize: productImportUploads.byteSize,
    })
    .from(productImportUploads)
    .where(
      and(
        eq(productImportUploads.organisationId, scope.organisationId),
        eq(productImportUploads.id, id),
      ),
    );
  return row;
}

/** Bytes a slice of an upload carries on the wire (as hex text, twice that). */
const UPLOAD_SLICE_BYTES = 1024 * 1024;

/**
 * A kept upload's bytes, read in slices: whole, a 10 MB file came as one 20 MB hex string besides
 * its bytes, the import's peak of memory. The column is stored uncompressed (migration 0022), so
 * PostgreSQL reads each slice alone.
 */
export async function readUploadContent(
  db: DbOrTx,
  scope: OrganisationScope,
  upload: { id: string; byteSize: number },
): Promise<Buffer> {
  // Each slice is copied in as it comes: joining them at the end was one 50 MB copy in one go.
  const whole = Buffer.allocUnsafe(upload.byteSize);
  let filled = 0;
  for (let offset = 0; offset < upload.byteSize; offset += UPLOAD_SLICE_BYTES) {
    const [row] = await db
      .select({
        slice: sql<Buffer>`substring(${productImportUploads.content} from ${offset + 1}::int for ${UPLOAD_SLICE_BYTES}::int)`,
      })
      .from(productImportUploads)
      .where(
        and(
          eq(productImportUploads.organisationId, scope.organisationId),
          eq(productImportUploads.id, upload.id),
        ),
      );
    if (!row) throw new Error(`upload ${upload.id} is gone`);
    filled += row.slice.copy(whole, offset);
  }
  // Never hand on uninitialised memory: the stored bytes must fill the size recorded with them.
  if (filled !== upload.byteSize) throw new Error(`upload ${upload.id} is not its recorded size`);
  return whole;
}

export async function deleteUpload(db: DbOrTx, scope: OrganisationScope, id: string) {
  await db
    .delete(productImportUploads)
    .where(
      and(
        eq(productImportUploads.organisationId, scope.organisationId),
        eq(productImportUploads.id, id),
      ),
    );
}
