import {
  PRODUCT_IMPORT_TEXTS as TEXTS,
  STOCK_QUANTITY_MAX,
  STOCKTAKE_MESSAGES as M,
  type CsvEncoding,
  type OrderCsvLineError,
  type StocktakeLineDto,
} from '@logi/shared';
import type { CsvColumn } from '../../http/csv-export.ts';
import {
  csvLines,
  CsvRejection,
  CsvSyntaxError,
  decodedChunks,
  MAX_RECORD_CHARACTERS,
} from '../product-import/index.ts';

// 棚卸表 (count sheet): the CSV a count goes out as and comes back in (decision 069).

const CODE = '商品コード';
const SHELF = '棚番';
const COUNT = '実棚数';
/** Rows listed at most; the message gives the full count. */
const MAX_SHOWN = 1000;

/**
 * The sheet's columns, rows along the walk: 棚番 (empty: 棚番未設定), the product, 理論在庫 only
 * when the count is not blind, 実棚数 left empty to fill.
 */
export const sheetColumns = (blind: boolean): CsvColumn<StocktakeLineDto>[] => [
  { header: SHELF, value: (row) => row.locationCode ?? '' },
  { header: CODE, value: (row) => row.productCode },
  { header: 'JANコード', value: (row) => row.janCode },
  { header: '商品名', value: (row) => row.productName },
  ...(blind ? [] : [{ header: '理論在庫', value: (row: StocktakeLineDto) => row.expected }]),
  { header: COUNT, value: () => '' },
];

/** A filled row: its product code and 棚番 ('' for 棚番未設定), and the count typed. */
export type SheetCount = { line: number; code: string; shelf: string; counted: number };

/** The file's refused rows, in the imports' 行目 shape. */
export class SheetErrors {
  private readonly byRow = new Map<number, Record<string, string[]>>();
  add(row: number, column: string, message: string) {
    const errors = this.byRow.get(row) ?? {};
    (errors[column] ??= []).push(message);
    this.byRow.set(row, errors);
  }
  get size() {
    return this.byRow.size;
  }
  refusal() {
    const rows = [...this.byRow.keys()].sort((a, b) => a - b).slice(0, MAX_SHOWN);
    const shown: OrderCsvLineError[] = rows.map((row) => ({
      行目: row,
      エラー: this.byRow.get(row)!,
    }));
    const message =
      this.size > shown.length ? TEXTS.moreErrors(shown.length, this.size) : TEXTS.invalidRows;
    return new CsvRejection(message, shown);
  }
}

const cellText = (cell: string | undefined) => (cell ?? '').normalize('NFKC').trim();

function records(bytes: Buffer, encoding: CsvEncoding) {
  try {
    return [...csvLines(decodedChunks(bytes, encoding), MAX_RECORD_CHARACTERS)];
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw new CsvRejection(
      error.reason === 'unclosedQuote'
        ? TEXTS.unclosedQuote(error.line)
        : TEXTS.recordTooLong(error.line),
    );
  }
}

/**
 * The filled sheet's counts: columns found by their headers (商品コード, 実棚数, and 棚番 when
 * there — a sheet without it counts 棚番未設定; others ignored), rows with an empty 実棚数 skipped
 * (left uncounted). Unreadable rows go to `errors`.
 */
export function readSheet(bytes: Buffer, encoding: CsvEncoding, errors: SheetErrors): SheetCount[] {
  const [header, ...rows] = records(bytes, encoding);
  if (!header) throw new CsvRejection(TEXTS.emptyFile);
  const names = header.cells.map(cellText);
  const codeAt = names.indexOf(CODE);
  const countAt = names.indexOf(COUNT);
  const shelfAt = names.indexOf(SHELF);
  if (codeAt < 0) throw new CsvRejection(M.noCodeColumn);
  if (countAt < 0) throw new CsvRejection(M.noCountColumn);
  const counts: SheetCount[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, cells } of rows) {
    if (cells.every((cell) => cellText(cell) === '')) continue;
    const code = cellText(cells[codeAt]);
    const countText = cellText(cells[countAt]);
    const shelf = shelfAt < 0 ? '' : cellText(cells[shelfAt]);
    if (!code) {
      errors.add(line, CODE, M.rowNoCode);
      continue;
    }
    const key = `${code}\t${shelf}`;
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      errors.add(
        line,
        CODE,
        shelf ? M.rowRepeatedOnLocation(code, shelf, earlier) : M.rowRepeated(code, earlier),
      );
    } else firstLine.set(key, line);
    if (countText === '') continue;
    const counted = /^[0-9]{1,9}$/.test(countText) ? Number(countText) : NaN;
    if (!(counted <= STOCK_QUANTITY_MAX)) errors.add(line, COUNT, M.rowBadCount(countText));
    else counts.push({ line, code, shelf, counted });
  }
  return counts;
}

export const SHEET_CODE_COLUMN = CODE;
