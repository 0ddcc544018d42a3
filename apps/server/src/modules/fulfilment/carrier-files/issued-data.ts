import { CARRIER_FILE_MESSAGES as M, type CsvEncoding, type DeliveryCarrier } from '@logi/shared';
import {
  csvLines,
  CsvRejection,
  CsvSyntaxError,
  decodedChunks,
  MAX_RECORD_CHARACTERS,
} from '../../product-import/index.ts';
import { type IssuedColumn, type IssuedLayout, ISSUED_LAYOUTS } from './issued-layouts.ts';

/** One parcel the carrier's software issued: the order it belongs to and its tracking number. */
export type IssuedShipment = {
  /** Its line in the file. */
  row: number;
  orderNumber: string;
  carrier: DeliveryCarrier;
  trackingNumber: string;
  /** YYYY-MM-DD. */
  shippedOn: string;
};

/** A row that could not be read (its line in the file), or the file itself (row null). */
export type IssuedDataError = { row: number | null; message: string };

export type IssuedData = { shipments: IssuedShipment[]; errors: IssuedDataError[] };

/**
 * The file's text in the encoding resolveEncoding (the imports' one detection) found or the user
 * chose; a byte it cannot decode answers the imports' message instead.
 */
function decoded(bytes: Buffer, encoding: CsvEncoding): { text: string } | { error: string } {
  try {
    return { text: [...decodedChunks(bytes, encoding)].join('') };
  } catch (error) {
    if (error instanceof CsvRejection) return { error: error.message };
    throw error;
  }
}

// Header cells compare without width, spacing or case differences (ｅ飛伝 exports vary).
const headerKey = (cell: string) => cell.normalize('NFKC').replace(/\s/g, '').toLowerCase();

type Columns = { trackingNumber: number; orderNumber: number; shippedOn: number };

/** The three columns, by header name when the first row names the tracking column, else by position. */
function columnsOf(layout: IssuedLayout, firstRow: readonly string[]) {
  const keys = firstRow.map(headerKey);
  const named = (column: IssuedColumn) =>
    keys.findIndex((key) => column.names.some((name) => headerKey(name) === key));
  const fields = ['trackingNumber', 'orderNumber', 'shippedOn'] as const;
  if (named(layout.trackingNumber) >= 0) {
    const found = Object.fromEntries(fields.map((field) => [field, named(layout[field])]));
    const missing = fields.find((field) => found[field]! < 0);
    if (missing) return { error: M.noColumn(layout[missing].names[0]!) };
    return { columns: found as Columns, headerRow: true };
  }
  if (fields.some((field) => layout[field].position === null))
    return { error: M.noColumn(layout.trackingNumber.names[0]!) };
  const positions = Object.fromEntries(fields.map((field) => [field, layout[field].position]));
  return { columns: positions as Columns, headerRow: false };
}

const DATE = /^([0-9]{4})[/-]?([0-9]{1,2})[/-]?([0-9]{1,2})$/;

/** YYYY/MM/DD, YYYY-MM-DD, YYYYMMDD or YYYY/M/D → YYYY-MM-DD, if it is a real day. */
function isoDate(text: string): string | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function shipmentOf(
  layout: IssuedLayout,
  columns: Columns,
  cells: readonly string[],
  row: number,
): IssuedShipment | IssuedDataError {
  const cell = (index: number) => (cells[index] ?? '').normalize('NFKC').trim();
  const orderNumber = cell(columns.orderNumber);
  const tracking = cell(columns.trackingNumber);
  const shipped = cell(columns.shippedOn);
  if (!orderNumber) return { row, message: M.rowNoOrderNumber(row) };
  if (!tracking) return { row, message: M.rowNoTrackingNumber(row) };
  const trackingNumber = tracking.replace(/[-\s]/g, '');
  if (!layout.trackingPattern.test(trackingNumber))
    return { row, message: M.rowInvalidTrackingNumber(row, tracking) };
  const shippedOn = isoDate(shipped);
  if (!shippedOn) return { row, message: M.rowInvalidDate(row, shipped) };
  return { row, orderNumber, carrier: layout.carrier, trackingNumber, shippedOn };
}

/** The file's records, read by the imports' one CSV reader; a quote left open or an endless record refuses the file. */
function recordsOf(text: string) {
  try {
    return [...csvLines([text], MAX_RECORD_CHARACTERS)];
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    const message =
      error.reason === 'unclosedQuote' ? M.unclosedQuote(error.line) : M.recordTooLong(error.line);
    return { error: { row: error.line, message } };
  }
}

/**
 * The tracking numbers a carrier's issued-data file gives back, per row, with the rows it could
 * not read (Japanese, with the line number). Pure: applying them to orders is the caller's; the
 * encoding is resolveEncoding's (product-import), as every import finds it.
 */
export function parseIssuedData(
  carrier: DeliveryCarrier,
  bytes: Buffer,
  encoding: CsvEncoding,
): IssuedData {
  const layout = ISSUED_LAYOUTS[carrier];
  const text = decoded(bytes, encoding);
  if ('error' in text) return { shipments: [], errors: [{ row: null, message: text.error }] };
  const records = recordsOf(text.text);
  if ('error' in records) return { shipments: [], errors: [records.error] };
  if (records.length === 0) return { shipments: [], errors: [] };
  const found = columnsOf(layout, records[0]!.cells);
  if ('error' in found) return { shipments: [], errors: [{ row: null, message: found.error! }] };
  const shipments: IssuedShipment[] = [];
  const errors: IssuedDataError[] = [];
  for (let index = found.headerRow ? 1 : 0; index < records.length; index++) {
    const { cells, line } = records[index]!;
    const result = shipmentOf(layout, found.columns, cells, line);
    if ('message' in result) errors.push(result);
    else shipments.push(result);
  }
  return { shipments, errors };
}
