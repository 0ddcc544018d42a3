import {
  ORDER_CSV_COLUMNS,
  PRODUCT_IMPORT_TEXTS as TEXTS,
  type MallSkippedOrder,
  type OrderFileFormat,
  type ProductImportEncoding,
} from '@logi/shared';
import { CpuSlices } from '../../../cpu-slices.ts';
import {
  csvRecords,
  CsvRejection,
  resolveEncoding,
  type CsvRecord,
} from '../../product-import/index.ts';
import { FULL_LAYOUT, readOrderRecords, type KnownCodes } from '../order-csv.ts';
import { AMAZON_LAYOUT } from './amazon.ts';
import { headerKey, type MallLayout, type MallRow } from './mall-layout.ts';
import { RAKUTEN_LAYOUT } from './rakuten.ts';
import { SHOPIFY_LAYOUT } from './shopify.ts';
import { tsvRecords } from './tsv-records.ts';
import { YAHOO_LAYOUT } from './yahoo.ts';

export type MallFormat = Exclude<OrderFileFormat, 'own'>;

const LAYOUTS: Record<MallFormat, MallLayout> = {
  rakuten: RAKUTEN_LAYOUT,
  amazon: AMAZON_LAYOUT,
  yahoo: YAHOO_LAYOUT,
  shopify: SHOPIFY_LAYOUT,
};

/** Our product codes of the shop's SKUs that have a SKU mapping (decision 021). */
export type MappedSkus = (skus: readonly string[]) => Promise<ReadonlyMap<string, string>>;

const POSITION = new Map<string, number>(
  ORDER_CSV_COLUMNS.map((column, position) => [column.field, position]),
);
const SHOP = POSITION.get('shopCode')!;
const PRODUCT = POSITION.get('productCode')!;

/** Where each of the layout's fields sits in the file's header; a missing required one refuses it. */
function mallHeader(layout: MallLayout, cells: readonly string[]) {
  const positions = new Map(cells.map((cell, position) => [headerKey(cell), position] as const));
  const index = new Map<string, number>();
  for (const [key, headers] of Object.entries(layout.columns)) {
    const position = headers.map(headerKey).find((header) => positions.has(header));
    if (position !== undefined) index.set(key, positions.get(position)!);
  }
  const missing = layout.required.filter((key) => !index.has(key));
  if (missing.length > 0) {
    const names = missing.map((key) => layout.columns[key]![0]).join('、');
    throw new CsvRejection(TEXTS.badHeader, [TEXTS.missingColumns(names)]);
  }
  return index;
}

/** A mall row as a record of our layout, for the shop chosen on the page. */
function ourCells(row: MallRow, shopCode: string) {
  const cells = new Array<string>(ORDER_CSV_COLUMNS.length).fill('');
  for (const [field, value] of Object.entries(row)) {
    const position = field === 'sku' ? PRODUCT : POSITION.get(field);
    if (position !== undefined && value !== undefined) cells[position] = value;
  }
  cells[SHOP] = shopCode;
  return cells;
}

/** The orders the mall's own status keeps out, on their first line: none of their rows is read. */
function withoutSkipped(rows: readonly { line: number; row: MallRow }[]) {
  const skipped = new Map<string, MallSkippedOrder>();
  const firstLine = new Map<string, number>();
  for (const { line, row } of rows) {
    if (!firstLine.has(row.orderNumber)) firstLine.set(row.orderNumber, line);
    if (row.skip && !skipped.has(row.orderNumber))
      skipped.set(row.orderNumber, {
        line: firstLine.get(row.orderNumber)!,
        orderNumber: row.orderNumber,
        reason: row.skip,
      });
  }
  return {
    kept: skipped.size === 0 ? rows : rows.filter(({ row }) => !skipped.has(row.orderNumber)),
    skipped: [...skipped.values()],
  };
}

/**
 * A mall's own order file read into our intake: each row translated into our layout, the mall's
 * SKUs resolved through the shop's SKU mappings (else taken as our product codes), then checked
 * and grouped exactly as a file of ours (readOrderRecords). Line numbers are the mall file's.
 */
export async function readMallOrderFile(
  bytes: Buffer,
  format: MallFormat,
  requested: ProductImportEncoding,
  shopCode: string,
  { mappedSkus, knownCodes }: { mappedSkus: MappedSkus; knownCodes: KnownCodes },
) {
  const layout = LAYOUTS[format];
  const encoding = await resolveEncoding(bytes, requested);
  const records =
    layout.separator === 'tab' ? tsvRecords(bytes, encoding) : csvRecords(bytes, encoding);
  const head = records.next();
  if (head.done) throw new CsvRejection(TEXTS.emptyFile);
  const index = mallHeader(layout, head.value.cells);
  const slices = new CpuSlices();
  const rows: { line: number; row: MallRow }[] = [];
  for (const { line, cells } of records) {
    if (slices.spent) await slices.pause();
    const row = layout.row((key) => {
      const position = index.get(key);
      return position === undefined ? '' : (cells[position] ?? '').trim();
    });
    if (row) rows.push({ line, row });
  }
  const { kept, skipped } = withoutSkipped(rows);
  const translated = kept.map(({ line, row }): CsvRecord => ({
    line,
    cells: ourCells(row, shopCode),
  }));
  // Every order kept out by its status: nothing to take in, and no error either.
  if (translated.length === 0 && skipped.length > 0)
    return {
      rowCount: 0,
      values: [],
      skipped,
      refusalOf: async () => new CsvRejection(TEXTS.invalidRows),
    };
  const skus = [...new Set(translated.map((record) => record.cells[PRODUCT]!))];
  const mapped = await mappedSkus(skus.filter((sku) => sku !== ''));
  for (const record of translated) {
    const code = mapped.get(record.cells[PRODUCT]!);
    if (code !== undefined) record.cells[PRODUCT] = code;
  }
  return { ...(await readOrderRecords(translated, FULL_LAYOUT, knownCodes)), skipped };
}
