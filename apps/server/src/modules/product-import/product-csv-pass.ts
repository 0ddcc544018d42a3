import {
  PRODUCT_IMPORT_TEXTS as TEXTS,
  type CsvEncoding,
  type ProductFormValues,
  type ProductImportLineBreaks,
  type ProductImportLineError,
} from '@logi/shared';
import { CpuSlices } from '../../cpu-slices.ts';
import { ShardedMap } from '../../sharded-map.ts';
import { csvRecords } from './product-csv-records.ts';
import { readHeader, type CsvLayout } from './product-csv-header.ts';
import { ProductCsvRejection } from './product-csv-rejection.ts';
import { convertRow, type FieldErrors, type RowOutcome } from './product-csv-row.ts';

/** Line errors answered at most; the message gives the full count. */
export const MAX_SHOWN_LINE_ERRORS = 1000;
const BATCH_ROWS = 5000;

export type ProductCsvPass = {
  bytes: Buffer;
  encoding: CsvEncoding;
  supplierIds: ReadonlyMap<string, number>;
  /** A line break inside a one-line cell: refused (keep) or read as a space. */
  lineBreaks?: ProductImportLineBreaks;
  /** Receives the valid rows in batches while no row has failed yet (the import stages them). */
  onBatch?: (rows: CheckedRow[], layout: CsvLayout) => Promise<void>;
};

/** A valid row and the line its record starts on. */
export type CheckedRow = { line: number; values: ProductFormValues };

export type ProductCsvPassResult = { rowCount: number; layout: CsvLayout };

function widthError(layout: CsvLayout, cells: readonly string[]): RowOutcome | null {
  const { width } = layout;
  if (cells.length > width) return { errors: { row: [TEXTS.tooManyCells(width, cells.length)] } };
  if (cells.length < width) return { errors: { row: [TEXTS.tooFewCells(width, cells.length)] } };
  return null;
}

/**
 * One streamed pass over every row: the header, then each row's shape, width and code (no code twice
 * in a file). Every failing line is collected; any failure refuses the whole file at the end. The
 * pass runs in CPU slices, so other requests are answered while a 50 MB file is read.
 */
export async function runProductCsvPass(pass: ProductCsvPass): Promise<ProductCsvPassResult> {
  const records = csvRecords(pass.bytes, pass.encoding);
  const first = records.next();
  if (first.done) throw new ProductCsvRejection(TEXTS.emptyFile);
  const layout = readHeader(first.value.cells);
  const firstLineOf = new ShardedMap<number>();
  const shown: ProductImportLineError[] = [];
  let failedRows = 0;
  let rowCount = 0;
  let batch: CheckedRow[] = [];
  const slices = new CpuSlices();
  for (const { line, cells } of records) {
    if (slices.spent) await slices.pause();
    rowCount += 1;
    const outcome =
      widthError(layout, cells) ?? convertRow(layout, cells, pass.supplierIds, pass.lineBreaks);
    let errors: FieldErrors | null = 'errors' in outcome ? outcome.errors : null;
    if ('values' in outcome) {
      const code = outcome.values.productCode;
      const earlier = firstLineOf.get(code);
      if (earlier === undefined) firstLineOf.set(code, line);
      else errors = { productCode: [TEXTS.duplicateCode(code, earlier)] };
      if (!errors && failedRows === 0 && pass.onBatch) {
        batch.push({ line, values: outcome.values });
        if (batch.length >= BATCH_ROWS) {
          await pass.onBatch(batch, layout);
          batch = [];
        }
      }
    }
    if (errors) {
      failedRows += 1;
      if (shown.length < MAX_SHOWN_LINE_ERRORS) shown.push({ 行目: line, エラー: errors });
    }
  }
  if (rowCount === 0) throw new ProductCsvRejection(TEXTS.headerOnly);
  if (failedRows > 0) {
    const message =
      failedRows > shown.length ? TEXTS.moreErrors(shown.length, failedRows) : TEXTS.invalidRows;
    throw new ProductCsvRejection(message, shown);
  }
  if (batch.length > 0 && pass.onBatch) await pass.onBatch(batch, layout);
  return { rowCount, layout };
}
