import { and, eq, sql } from 'drizzle-orm';
import type { CsvEncoding } from '@logi/shared';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { productImportUploads } from './product-import-uploads.table.ts';

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
