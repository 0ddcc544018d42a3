import type { ProductFormValues } from '@logi/shared';
import type { CheckedRow } from './product-csv-pass.ts';

/** A stage column as COPY's text format spells it (the order is the COPY statement's). */
export type StageColumn = {
  field: keyof ProductFormValues;
  type: 'text' | 'int4' | 'int2' | 'bool';
};

/**
 * Rows staged between two collections of the COPY text already sent (runtime-flags.ts, decision
 * 029): V8 would let it pile up by ~100 MB before collecting. Every 10,000 rows the server's peak
 * for a 100,000-row import was +22 MB, every 50,000 +71 MB (decision 022's figures).
 */
export const GARBAGE_EVERY_ROWS = 10_000;

// COPY's text format: a backslash, tab, line feed or carriage return inside a value is escaped.
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return String(value).replace(SPECIAL, (c) => ESCAPED[c]!);
}

/** What a staged line starts with: its upload, its place in the file and its 仕入先コード. */
export type StageKeys = {
  organisationId: string;
  uploadId: string;
  /** The seq of the batch's first row. */
  firstSeq: number;
  supplierCodeOf: (supplierId: number) => string | undefined;
};

/**
 * The rows as COPY text lines (tab-separated, \\N for null): the stage's keys (organisation,
 * upload, seq, line, supplier code), then the products columns in the stage's order.
 */
export function copyText(
  rows: readonly CheckedRow[],
  columns: readonly StageColumn[],
  keys: StageKeys,
) {
  const prefix = `${keys.organisationId}\t${keys.uploadId}\t`;
  let text = '';
  for (let at = 0; at < rows.length; at += 1) {
    const { line: lineNo, values } = rows[at]!;
    const supplierId = values.supplierId;
    const code =
      supplierId === null || supplierId === undefined ? null : keys.supplierCodeOf(supplierId);
    let line = `${prefix}${keys.firstSeq + at}\t${lineNo}\t${cellOf(code)}`;
    for (const column of columns) line += `\t${cellOf(values[column.field])}`;
    text += `${line}\n`;
  }
  return text;
}
