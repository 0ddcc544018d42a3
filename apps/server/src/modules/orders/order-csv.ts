import {
  ORDER_CSV_COLUMNS,
  ORDER_LABELS,
  ORDER_MESSAGES,
  orderInputSchema,
  PRODUCT_IMPORT_TEXTS as TEXTS,
  type OrderCsvColumn,
  type OrderCsvLineError,
  type OrderValues,
  type ProductImportEncoding,
} from '@logi/shared';
import type { z } from 'zod';
import { CpuSlices } from '../../cpu-slices.ts';
import { ShardedMap } from '../../sharded-map.ts';
import {
  csvRecords,
  CsvRejection,
  resolveEncoding,
  type CsvRecord,
} from '../product-import/index.ts';
import type { IntakeProblem } from './intake-checks.ts';

/** Line errors answered at most; the message gives the full count. */
const MAX_SHOWN = 1000;
const BY_HEADER = new Map(ORDER_CSV_COLUMNS.map((column) => [column.header, column]));
const HEADER_OF = new Map<string, string>(Object.entries(ORDER_LABELS));
const SHOP_CODE = ORDER_CSV_COLUMNS.find((column) => column.field === 'shopCode')!;
const PRODUCT_CODE = ORDER_CSV_COLUMNS.find((column) => column.field === 'productCode')!;

/** Which of the file's shop and product codes the organisation has (the route asks the database). */
export type KnownCodes = (
  shopCodes: readonly string[],
  productCodes: readonly string[],
) => Promise<{ shops: ReadonlySet<string>; products: ReadonlySet<string> }>;

/** One order of the file: its rows' line numbers (the first carries the order's own columns). */
type CsvOrder = {
  lines: number[];
  input: Record<string, unknown> & { lines: Record<string, unknown>[] };
};

/** The errors of a file, by line then column; the file is refused when any exist. */
class LineErrors {
  private readonly byLine = new Map<number, Record<string, string[]>>();
  add(line: number, header: string, message: string) {
    const errors = this.byLine.get(line) ?? {};
    // The panel shows messages alone (spec §8): each names its column, as the product CSV's do.
    (errors[header] ??= []).push(message.startsWith(header) ? message : `${header}：${message}`);
    this.byLine.set(line, errors);
  }
  has(line: number, header: string) {
    return this.byLine.get(line)?.[header] !== undefined;
  }
  get size() {
    return this.byLine.size;
  }
  refusal() {
    // The first lines in the file's order: line numbers sorted as a typed array (tens of
    // thousands of them take milliseconds that way, a comparator sort a long stall).
    const first = Int32Array.from(this.byLine.keys()).sort().subarray(0, MAX_SHOWN);
    const shown: OrderCsvLineError[] = Array.from(first, (line) => ({
      行目: line,
      エラー: this.byLine.get(line)!,
    }));
    const message =
      this.size > shown.length ? TEXTS.moreErrors(shown.length, this.size) : TEXTS.invalidRows;
    return new CsvRejection(message, shown);
  }
}

function readHeader(cells: readonly string[]) {
  const names = cells.map((cell) => cell.replace(/^\uFEFF/, '').trim());
  const index = new Map<OrderCsvColumn, number>();
  const unknown: string[] = [];
  const duplicated: string[] = [];
  names.forEach((name, position) => {
    if (name === '') return;
    const column = BY_HEADER.get(name);
    if (!column) unknown.push(name);
    else if (index.has(column)) duplicated.push(name);
    else index.set(column, position);
  });
  const missing = ORDER_CSV_COLUMNS.filter((c) => c.required && !index.has(c)).map((c) => c.header);
  const problems = [
    ...(unknown.length > 0 ? [TEXTS.unknownColumns(unknown.join('、'))] : []),
    ...(duplicated.length > 0 ? [TEXTS.duplicateColumns(duplicated.join('、'))] : []),
    ...(missing.length > 0 ? [TEXTS.missingColumns(missing.join('、'))] : []),
  ];
  if (problems.length > 0) throw new CsvRejection(TEXTS.badHeader, problems);
  return { index, width: names.length };
}

const isNumeric = (column: OrderCsvColumn) =>
  column.integer === true || (column.level === 'line' && column.field !== 'productCode');

// A whole number as written (1, 1980), a name as its code (宅急便); anything else is left as text
// for the schema to refuse.
const cellValue = (column: OrderCsvColumn, cell: string | undefined) => {
  const text = (cell ?? '').trim();
  if (text === '') return undefined;
  if (column.values && Object.hasOwn(column.values, text)) return column.values[text];
  if (isNumeric(column) && /^-?\d{1,12}$/.test(text)) return Number(text);
  return text;
};

/** Issues of one order's schema check, on the rows and columns they concern. */
function addIssues(errors: LineErrors, order: CsvOrder, issues: readonly z.core.$ZodIssue[]) {
  for (const issue of issues) {
    const [first, index, field] = issue.path;
    if (first === 'lines' && typeof index === 'number') {
      const line = order.lines[index] ?? order.lines[0]!;
      errors.add(
        line,
        HEADER_OF.get(String(field ?? 'productCode')) ?? '商品コード',
        issue.message,
      );
    } else {
      errors.add(
        order.lines[0]!,
        HEADER_OF.get(String(first ?? 'orderNumber')) ?? '受注番号',
        issue.message,
      );
    }
  }
}

/** A code cell's text on its line: the shop on an order's first row, the product on every row. */
type CodeCell = { line: number; code: string };
const codeText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Unknown shop and product codes, on the cells naming them, in the same answer as the format
 * errors (issue 29 §5); a cell already refused for its format is not looked up.
 */
async function addUnknownCodes(
  errors: LineErrors,
  knownCodes: KnownCodes,
  shopCells: readonly CodeCell[],
  productCells: readonly CodeCell[],
) {
  const unchecked = (header: string) => (cell: CodeCell) => !errors.has(cell.line, header);
  const shops = shopCells.filter(unchecked(SHOP_CODE.header));
  const products = productCells.filter(unchecked(PRODUCT_CODE.header));
  const known = await knownCodes(
    shops.map((cell) => cell.code),
    products.map((cell) => cell.code),
  );
  for (const cell of shops)
    if (!known.shops.has(cell.code))
      errors.add(cell.line, SHOP_CODE.header, ORDER_MESSAGES.notRegistered(cell.code));
  for (const cell of products)
    if (!known.products.has(cell.code))
      errors.add(cell.line, PRODUCT_CODE.header, ORDER_MESSAGES.notRegistered(cell.code));
}

/**
 * The file's orders (one row per order line, the order's columns repeated), checked row by row,
 * order by order and against the organisation's shops and products; any error refuses the file
 * with every line's errors in the 行目 shape. Read in CPU slices, so other requests are answered
 * meanwhile.
 */
export async function readOrderCsv(
  bytes: Buffer,
  requested: ProductImportEncoding,
  knownCodes: KnownCodes,
) {
  const records = csvRecords(bytes, await resolveEncoding(bytes, requested));
  const head = records.next();
  if (head.done) throw new CsvRejection(TEXTS.emptyFile);
  return readOrderRecords(records, readHeader(head.value.cells), knownCodes);
}

/** Where each of our columns sits in a record, and how many cells a record may have. */
export type OrderRecordLayout = { index: ReadonlyMap<OrderCsvColumn, number>; width: number };

/** Every column of our layout in its own order: the shape a mall's file is translated into. */
export const FULL_LAYOUT: OrderRecordLayout = {
  index: new Map(ORDER_CSV_COLUMNS.map((column, position) => [column, position])),
  width: ORDER_CSV_COLUMNS.length,
};

/**
 * The orders of records in our layout (a file of ours, or a mall's translated): grouped, checked
 * and refused as one; shared so every format has the same validation and errors.
 */
export async function readOrderRecords(
  records: Iterable<CsvRecord>,
  layout: OrderRecordLayout,
  knownCodes: KnownCodes,
) {
  const slices = new CpuSlices();
  const errors = new LineErrors();
  // The orders in the file's order, found by shop and number (a file may hold 100,000s).
  const orders: (CsvOrder & { firstCells: Map<OrderCsvColumn, unknown> })[] = [];
  const orderOf = new ShardedMap<(typeof orders)[number]>();
  const shopCells: CodeCell[] = [];
  const productCells: CodeCell[] = [];
  let rowCount = 0;
  for (const { line, cells } of records) {
    if (slices.spent) await slices.pause();
    rowCount += 1;
    if (cells.length > layout.width) {
      errors.add(line, '行', TEXTS.tooManyCells(layout.width, cells.length));
      continue;
    }
    const value = (column: OrderCsvColumn) => {
      const position = layout.index.get(column);
      return position === undefined ? undefined : cellValue(column, cells[position]);
    };
    const key = `${String(value(ORDER_CSV_COLUMNS[0]!) ?? '')}\u0000${String(value(ORDER_CSV_COLUMNS[1]!) ?? '')}`;
    const lineValues = Object.fromEntries(
      ORDER_CSV_COLUMNS.filter((c) => c.level === 'line').map((c) => [c.field, value(c)]),
    );
    const productCode = codeText(value(PRODUCT_CODE));
    if (productCode !== undefined) productCells.push({ line, code: productCode });
    const existing = orderOf.get(key);
    if (!existing) {
      const shopCode = codeText(value(SHOP_CODE));
      if (shopCode !== undefined) shopCells.push({ line, code: shopCode });
      const firstCells = new Map(
        ORDER_CSV_COLUMNS.filter((c) => c.level === 'order').map((c) => [c, value(c)]),
      );
      const input = Object.fromEntries([...firstCells].map(([c, v]) => [c.field, v]));
      const order = { lines: [line], input: { ...input, lines: [lineValues] }, firstCells };
      orders.push(order);
      orderOf.set(key, order);
      continue;
    }
    // A later row of the order may leave the order's columns blank, or repeat them unchanged.
    for (const [column, first] of existing.firstCells) {
      const cell = value(column);
      if (cell !== undefined && cell !== first)
        errors.add(line, column.header, `${existing.lines[0]}行目と異なります`);
    }
    existing.lines.push(line);
    existing.input.lines.push(lineValues);
  }
  if (rowCount === 0) throw new CsvRejection(TEXTS.headerOnly);
  const parsed: { order: CsvOrder; values: OrderValues }[] = [];
  for (const order of orders) {
    if (slices.spent) await slices.pause();
    const result = orderInputSchema.safeParse(order.input);
    if (result.success) parsed.push({ order, values: result.data });
    else addIssues(errors, order, result.error.issues);
  }
  await addUnknownCodes(errors, knownCodes, shopCells, productCells);
  if (errors.size > 0) throw errors.refusal();
  return {
    rowCount,
    values: parsed.map((entry) => entry.values),
    /** The intake's refusals on the rows of the file they concern. */
    async refusalOf(problems: readonly IntakeProblem[]) {
      const lineErrors = new LineErrors();
      for (const problem of problems) {
        if (slices.spent) await slices.pause();
        const { lines } = parsed[problem.order]!.order;
        const line = problem.line === undefined ? lines[0]! : lines[problem.line]!;
        lineErrors.add(line, HEADER_OF.get(problem.field) ?? problem.field, problem.message);
      }
      return lineErrors.refusal();
    },
  };
}
