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

/** A checked upload's record; its rows are staged beside it (stageProductCsv). */
export async function storeUpload(
  tx: Tx,
  scope: OrganisationScope,
  byteSize: number,
  encoding: CsvEncoding,
): Promise<string> {
  const [row] = await tx
    .insert(productImportUploads)
    .values({ organisationId: scope.organisationId, encoding, byteSize })
    .returning({ id: productImportUploads.id });
  return row!.id;
}

/** What the pass found once every row is staged: the count and the header's fields. */
export async function recordUploadRows(
  tx: Tx,
  scope: OrganisationScope,
  id: string,
  found: { rowCount: number; presentFields: readonly string[] },
) {
  await tx
    .update(productImportUploads)
    .set({ rowCount: found.rowCount, presentFields: [...found.presentFields] })
    .where(
      and(
        eq(productImportUploads.organisationId, scope.organisationId),
        eq(productImportUploads.id, id),
      ),
    );
}

/** A kept upload's description (its rows stay in the stage). */
export async function findUpload(db: DbOrTx, scope: OrganisationScope, id: string) {
  const [row] = await db
    .select({
      id: productImportUploads.id,
      encoding: productImportUploads.encoding,
      byteSize: productImportUploads.byteSize,
      rowCount: productImportUploads.rowCount,
      presentFields: productImportUploads.presentFields,
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
