/** A CSV column: its header (Japanese, as the list page shows it) and how a row gives its cell. */
export type CsvColumn<T> = {
  header: string;
  value: (row: T) => string | number | bigint | null | undefined;
};

/** Line ends are CRLF (RFC 4180, and what Excel writes). */
export const CSV_LINE_END = '\r\n';

// A spreadsheet reads a text cell starting with one of these as a formula (or its start).
const FORMULA_START = /^[=+\-@\t\r]/;
// A cell holding one of these must be quoted (RFC 4180 §2.6).
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: a text that a spreadsheet would run as a formula gets a leading single quote (OWASP's
 * CSV-injection advice), then the cell is quoted when it must be. Numbers are written as they are:
 * -5 is a number, not a formula.
 */
export function csvCell(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly (string | number | bigint | null | undefined)[]): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END;
}

export const csvHeaderLine = <T>(columns: readonly CsvColumn<T>[]) =>
  csvLine(columns.map((column) => column.header));

export const csvRowLines = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]) =>
  rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');

/** The whole text of a small CSV: the header line, then one line per row. */
export function csvText<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvHeaderLine(columns) + csvRowLines(columns, rows);
}
