import type { ProductFormValues } from '@logi/shared';

/** A stage column as COPY's text format spells it (the order is the COPY statement's). */
export type StageColumn = {
  field: keyof ProductFormValues;
  type: 'text' | 'int4' | 'int2' | 'bool';
};

/**
 * Rows staged between two collections of the COPY text already sent (runtime-flags.ts, decision
 * 029), on either side of the worker: V8 would let it pile up by ~100 MB before collecting.
 */
export const GARBAGE_EVERY_ROWS = 50_000;

// COPY's text format: a backslash, tab, line feed or carriage return inside a value is escaped.
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return String(value).replace(SPECIAL, (c) => ESCAPED[c]!);
}

/** The rows as COPY text lines (tab-separated, \N for null), in the stage's column order. */
export function copyText(rows: readonly ProductFormValues[], columns: readonly StageColumn[]) {
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let index = 0; index < columns.length; index += 1) {
      if (index > 0) line += '\t';
      line += cellOf(row[columns[index]!.field]);
    }
    text += `${line}\n`;
  }
  return text;
}
