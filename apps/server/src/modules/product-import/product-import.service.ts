import {
  PRODUCT_CSV_COLUMNS,
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
import {
  discardStagedProducts,
  PRODUCT_IMPORT_STAGE_COLUMNS,
  PRODUCT_IMPORT_STAGE_COPY,
  stagedSupplierCodes,
  upsertStagedProducts,
  type UpsertCounts,
} from '../products/index.ts';
import { supplierIdsByCode } from '../suppliers/index.ts';
import { copyText, GARBAGE_EVERY_ROWS, type StageColumn } from './copy-text.ts';
import { resolveEncoding } from './csv-decoding.ts';
import { CopyIn } from './pg-copy-in.ts';
import { MAX_SHOWN_LINE_ERRORS, runProductCsvPass, type CheckedRow } from './product-csv-pass.ts';
import { ProductCsvRejection } from './product-csv-rejection.ts';
import {
  deleteUpload,
  lockProductImport,
  recordUploadRows,
  storeUpload,
} from './product-import.repository.ts';

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

export type StagedUpload = {
  id: string;
  rowCount: number;
  presentFields: readonly (keyof ProductFormValues)[];
};

/**
 * The one pass over the file: every row checked, and the valid ones, while no row has failed,
 * streamed as COPY text into the stage (product_import_rows) with the upload's record, in the
 * caller's transaction. A failing row anywhere abandons the COPY and throws; the transaction takes
 * everything back.
 */
export async function stageProductCsv(
  tx: Tx,
  scope: OrganisationScope,
  bytes: Buffer,
  encoding: CsvEncoding,
  lineBreaks: ProductImportLineBreaks = 'keep',
): Promise<StagedUpload> {
  const supplierIds = await supplierIdsByCode(tx, scope);
  const codeOfId = new Map([...supplierIds].map(([code, id]) => [id, code]));
  const id = await storeUpload(tx, scope, bytes.length, encoding);
  const copy = CopyIn.start(tx, PRODUCT_IMPORT_STAGE_COPY);
  const keys = { organisationId: scope.organisationId, uploadId: id };
  let staged = 0;
  const onBatch = async (rows: CheckedRow[]) => {
    const text = copyText(rows, STAGE_COLUMNS, {
      ...keys,
      firstSeq: staged + 1,
      supplierCodeOf: (supplierId) => codeOfId.get(supplierId),
    });
    copy.write(Buffer.from(text));
    if (
      Math.floor((staged + rows.length) / GARBAGE_EVERY_ROWS) >
      Math.floor(staged / GARBAGE_EVERY_ROWS)
    )
      collectGarbage();
    staged += rows.length;
    await copy.ready();
  };
  let found: { rowCount: number; presentFields: StagedUpload['presentFields'] };
  try {
    const pass = await runProductCsvPass({ bytes, encoding, supplierIds, lineBreaks, onBatch });
    found = { rowCount: pass.rowCount, presentFields: pass.layout.presentFields };
  } catch (error) {
    await copy.abort('the product CSV was refused');
    throw error;
  }
  await copy.end();
  await recordUploadRows(tx, scope, id, found);
  return { id, ...found };
}

/** Staged rows written per statement: the progress bar moves between them. */
const WRITE_ROWS = 5000;

/**
 * Writes a staged upload in the caller's transaction: what can have changed since the file was
 * checked (its suppliers) is re-checked against the stage, the rows are upserted in seq ranges,
 * then the upload and its rows are deleted. onProgress hears the rows written so far.
 */
export async function writeStagedProducts(
  tx: Tx,
  scope: OrganisationScope,
  upload: StagedUpload,
  onProgress?: (done: number) => Promise<void>,
): Promise<UpsertCounts & { rowCount: number }> {
  await recheckSuppliers(tx, scope, upload.id);
  const counts: UpsertCounts = { created: 0, updated: 0 };
  for (let from = 1; from <= upload.rowCount; from += WRITE_ROWS) {
    const to = Math.min(upload.rowCount, from + WRITE_ROWS - 1);
    const written = await upsertStagedProducts(tx, scope, {
      uploadId: upload.id,
      presentFields: upload.presentFields,
      from,
      to,
    });
    counts.created += written.created;
    counts.updated += written.updated;
    await onProgress?.(to);
  }
  // The stage is unlogged: after a PostgreSQL crash it is empty, and the file must be sent again.
  if (counts.created + counts.updated !== upload.rowCount) {
    throw new ProductCsvRejection(TEXTS.uploadMissing);
  }
  await discardStagedProducts(tx, scope, upload.id);
  await deleteUpload(tx, scope, upload.id);
  return { rowCount: upload.rowCount, ...counts };
}

const SUPPLIER_HEADER = PRODUCT_CSV_COLUMNS.find((c) => c.kind === 'supplierCode')!.header;

/** A supplier named by the file and deleted since it was checked refuses the file, by line. */
async function recheckSuppliers(tx: Tx, scope: OrganisationScope, uploadId: string) {
  const current = await supplierIdsByCode(tx, scope);
  const gone = (await stagedSupplierCodes(tx, scope, uploadId))
    .filter((row) => current.get(row.code) !== row.supplier_id)
    .sort((a, b) => a.line - b.line);
  if (gone.length === 0) return;
  throw new ProductCsvRejection(
    TEXTS.invalidRows,
    gone.slice(0, MAX_SHOWN_LINE_ERRORS).map((row) => ({
      行目: row.line,
      エラー: { supplierId: [`${SUPPLIER_HEADER}：${TEXTS.unknownSupplier(row.code)}`] },
    })),
  );
}

const STAGE_COLUMNS: readonly StageColumn[] = PRODUCT_IMPORT_STAGE_COLUMNS;

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
  return db.transaction(async (tx) => {
    await refuseWhileRunning(tx, scope);
    // One pass: the rows are checked (errors at once) and staged; only the write is left.
    const staged = await stageProductCsv(tx, scope, bytes, encoding, lineBreaks);
    if (bytes.length <= backgroundBytes) {
      return { ...(await writeStagedProducts(tx, scope, staged)), processId: null };
    }
    // Committed with the staged rows, or neither exists.
    const payload: CsvImportPayload = {
      kind: 'csv_import',
      uploadId: staged.id,
      rowCount: staged.rowCount,
      lineBreaks,
    };
    const { process } = await enqueueProcess(tx, {
      organisationId: scope.organisationId,
      userId: actor.userId,
      action: PRODUCT_IMPORT_ACTION,
      payload,
    });
    return { rowCount: staged.rowCount, created: null, updated: null, processId: process.id };
  });
}
