import {
  PRODUCT_IMPORT_TEXTS as TEXTS,
  type CsvEncoding,
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
import {
  createProductImportStage,
  PRODUCT_IMPORT_STAGE_COLUMNS,
  PRODUCT_IMPORT_STAGE_COPY,
  upsertProductsFromStage,
  type UpsertCounts,
} from '../products/index.ts';
import { copyText, GARBAGE_EVERY_ROWS, type StageColumn } from './copy-text.ts';
import { CopyIn } from './pg-copy-in.ts';
import { runPassInWorker, warmUpCsvWorker } from './product-csv-in-worker.ts';
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
 * Where the pass runs: in the worker thread (the background import) or here (a small file); onStep
 * is told when each step ends (the bench prints their times).
 */
export type WriteOptions = { inWorker: boolean; onStep?: (step: WriteStep) => void };
export type WriteStep = 'stage created' | 'read, checked and copied' | 'upserted';

/**
 * Validates every row and upserts them inside the caller's transaction: the valid rows stream into
 * a temporary stage with COPY while the pass reads on, then one set-based statement writes them. A
 * failing row anywhere abandons the COPY and throws; the transaction takes everything back.
 */
export async function writeProductCsv(
  tx: Tx,
  scope: OrganisationScope,
  bytes: Buffer,
  encoding: CsvEncoding,
  onProgress?: (done: number) => Promise<void>,
  lineBreaks: ProductImportLineBreaks = 'keep',
  { inWorker, onStep }: WriteOptions = { inWorker: false },
): Promise<UpsertCounts & { rowCount: number }> {
  const supplierIds = await supplierIdsByCode(tx, scope);
  await createProductImportStage(tx);
  onStep?.('stage created');
  const copy = CopyIn.start(tx, PRODUCT_IMPORT_STAGE_COPY);
  let staged = 0;
  let progress = Promise.resolve();
  const onRows = (chunk: Buffer, count: number) => {
    copy.write(chunk);
    if (Math.floor((staged + count) / GARBAGE_EVERY_ROWS) > Math.floor(staged / GARBAGE_EVERY_ROWS))
      collectGarbage();
    staged += count;
    const done = staged;
    if (!onProgress) return;
    progress = progress.then(() => onProgress(done));
    progress.catch(() => {}); // awaited after the pass; until then, not an unhandled rejection
  };
  let pass: { rowCount: number; presentFields: CsvLayout['presentFields'] };
  try {
    pass = inWorker
      ? await runPassInWorker(
          { bytes, encoding, supplierIds: [...supplierIds], lineBreaks, columns: STAGE_COLUMNS },
          onRows,
        )
      : await runPassHere(bytes, encoding, supplierIds, lineBreaks, onRows);
  } catch (error) {
    await copy.abort('the product CSV was refused');
    await progress.catch(() => {});
    throw error;
  }
  await copy.end();
  await progress;
  onStep?.('read, checked and copied');
  const counts = await upsertProductsFromStage(tx, scope, pass.presentFields);
  onStep?.('upserted');
  return { rowCount: pass.rowCount, ...counts };
}

const STAGE_COLUMNS: readonly StageColumn[] = PRODUCT_IMPORT_STAGE_COLUMNS;

/** The same pass on this thread (a file small enough to import in the request). */
async function runPassHere(
  bytes: Buffer,
  encoding: CsvEncoding,
  supplierIds: ReadonlyMap<string, number>,
  lineBreaks: ProductImportLineBreaks,
  onRows: (chunk: Buffer, count: number) => void,
) {
  const { rowCount, layout } = await runProductCsvPass({
    bytes,
    encoding,
    supplierIds,
    lineBreaks,
    onBatch: async (rows) => onRows(Buffer.from(copyText(rows, STAGE_COLUMNS)), rows.length),
  });
  return { rowCount, presentFields: layout.presentFields };
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
  // The background import will want the worker: it starts while this request validates.
  warmUpCsvWorker();
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
