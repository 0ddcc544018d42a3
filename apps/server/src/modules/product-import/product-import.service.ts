import {
  PRODUCT_IMPORT_TEXTS as TEXTS,
  type CsvEncoding,
  type ProductFormValues,
  type ProductImportEncoding,
  type ProductImportLineBreaks,
  type ProductImportResult,
  type ProductImportValidation,
} from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError } from '../../http/app-error.ts';
import { collectGarbage } from '../../runtime-flags.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { hasUnfinishedProcess } from '../processes/index.ts';
import { upsertProducts, type UpsertCounts } from '../products/index.ts';
import { resolveEncoding } from './csv-decoding.ts';
import type { CsvLayout } from './product-csv-header.ts';
import { runProductCsvPass } from './product-csv-pass.ts';
import { supplierIdsByCode } from '../suppliers/index.ts';
import { lockProductImport, storeUpload } from './product-import.repository.ts';

export const PRODUCT_IMPORT_ACTION = 'product_create_update';

/** The background process's payload for a CSV import (the action also carries warehouse syncs). */
export type CsvImportPayload = {
  kind: 'csv_import';
  uploadId: string;
  rowCount: number;
  /** Absent in payloads queued before the option existed: keep. */
  lineBreaks?: ProductImportLineBreaks;
};

export type ProductImportOptions = {
  /** Files larger than this run as the background process product_create_update. */
  backgroundBytes: number;
};

/** The validation pass alone: every row checked, nothing written. */
export async function validateProductCsv(
  db: Database,
  scope: OrganisationScope,
  bytes: Buffer,
  requested: ProductImportEncoding,
  lineBreaks: ProductImportLineBreaks = 'keep',
): Promise<ProductImportValidation> {
  const encoding = await resolveEncoding(bytes, requested);
  const supplierIds = await supplierIdsByCode(db, scope);
  const { rowCount } = await runProductCsvPass({ bytes, encoding, supplierIds, lineBreaks });
  return { rowCount, encoding };
}

/**
 * Rows read between two collections of the written batches (runtime-flags.ts): at ~20 MB of
 * garbage a second, once in a 100,000-row file keeps its peak ~30 MB lower for ~35 ms.
 */
const GARBAGE_EVERY_ROWS = 50_000;

/**
 * Validates and upserts every row inside the caller's transaction: a failing row anywhere throws,
 * and the transaction takes the batches already written back with it (all or nothing).
 */
export async function writeProductCsv(
  tx: Tx,
  scope: OrganisationScope,
  bytes: Buffer,
  encoding: CsvEncoding,
  onProgress?: (done: number) => Promise<void>,
  lineBreaks: ProductImportLineBreaks = 'keep',
): Promise<UpsertCounts & { rowCount: number }> {
  const supplierIds = await supplierIdsByCode(tx, scope);
  const counts = { created: 0, updated: 0 };
  let done = 0;
  const write = async (rows: ProductFormValues[], presentFields: CsvLayout['presentFields']) => {
    const written = await upsertProducts(tx, scope, rows, presentFields);
    counts.created += written.created;
    counts.updated += written.updated;
    done += rows.length;
    await onProgress?.(done);
  };
  // The next batch is read and checked while the database writes the last one (the two use
  // different cores); at most one batch is in flight, so memory stays bounded. A failure of either
  // throws, and the caller's transaction takes everything back.
  let inFlight: Promise<void> | null = null;
  let readSinceCollected = 0;
  const { rowCount } = await runProductCsvPass({
    bytes,
    encoding,
    supplierIds,
    lineBreaks,
    onBatch: async (rows, layout) => {
      readSinceCollected += rows.length;
      if (readSinceCollected > GARBAGE_EVERY_ROWS) {
        collectGarbage();
        readSinceCollected = 0;
      }
      if (inFlight) await inFlight;
      inFlight = write(rows, layout.presentFields);
      // Observed by the next batch or after the pass; until then, not an unhandled rejection.
      inFlight.catch(() => {});
    },
  }).catch(async (error: unknown) => {
    // Let the write in flight settle before the transaction rolls back on this connection.
    await inFlight?.catch(() => {});
    throw error;
  });
  if (inFlight) await inFlight;
  return { rowCount, ...counts };
}

async function refuseWhileRunning(tx: Tx, scope: OrganisationScope): Promise<void> {
  const free = await lockProductImport(tx, scope, { wait: false });
  if (!free || (await hasUnfinishedProcess(tx, scope, PRODUCT_IMPORT_ACTION))) {
    throw new AppError('conflict', TEXTS.alreadyRunning);
  }
}

/**
 * Imports the file: a small one at once, in one transaction; a large one is validated first, then
 * kept with its process (committed together) for the background import.
 */
export async function importProductCsv(
  db: Database,
  actor: { scope: OrganisationScope; userId: string },
  bytes: Buffer,
  requested: ProductImportEncoding,
  { backgroundBytes }: ProductImportOptions,
  lineBreaks: ProductImportLineBreaks = 'keep',
): Promise<ProductImportResult> {
  const { scope } = actor;
  const encoding = await resolveEncoding(bytes, requested);
  // An empty upload is refused as such (422), whether or not another import is running.
  if (bytes.length === 0) await validateProductCsv(db, scope, bytes, encoding);
  if (bytes.length <= backgroundBytes) {
    return db.transaction(async (tx) => {
      await refuseWhileRunning(tx, scope);
      const written = await writeProductCsv(tx, scope, bytes, encoding, undefined, lineBreaks);
      return { ...written, processId: null };
    });
  }
  const { rowCount } = await validateProductCsv(db, scope, bytes, encoding, lineBreaks);
  return db.transaction(async (tx) => {
    await refuseWhileRunning(tx, scope);
    const uploadId = await storeUpload(tx, scope, bytes, encoding);
    const payload: CsvImportPayload = { kind: 'csv_import', uploadId, rowCount, lineBreaks };
    const { process } = await enqueueProcess(tx, {
      organisationId: scope.organisationId,
      userId: actor.userId,
      action: PRODUCT_IMPORT_ACTION,
      payload,
    });
    return { rowCount, created: null, updated: null, processId: process.id };
  });
}
