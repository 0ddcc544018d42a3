import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_TEXTS as TEXTS,
  type ProductCsvColumn,
} from '@logi/shared';
import { ProductCsvRejection } from './product-csv-rejection.ts';

/** Where each column sits in the file (null: absent, its fallback applies) and the header's width. */
export type CsvLayout = {
  columns: readonly { column: ProductCsvColumn; index: number | null }[];
  width: number;
  /** The fields the file gives: an update changes only these. */
  presentFields: readonly ProductCsvColumn['field'][];
};

const BY_HEADER = new Map(PRODUCT_CSV_COLUMNS.map((column) => [column.header, column]));

/** Reads the header row by the columns' Japanese names; unknown, duplicated or missing required columns refuse the file. */
export function readHeader(cells: readonly string[]): CsvLayout {
  const names = cells.map((cell) => cell.replace(/^\uFEFF/, '').trim());
  const indexOf = new Map<string, number>();
  const unknown: string[] = [];
  const duplicated: string[] = [];
  names.forEach((name, index) => {
    if (name === '') return; // a trailing empty column (Excel's stray comma) names nothing
    if (!BY_HEADER.has(name)) unknown.push(name);
    else if (indexOf.has(name)) duplicated.push(name);
    else indexOf.set(name, index);
  });
  const missing = PRODUCT_CSV_COLUMNS.filter(
    (column) => column.required && !indexOf.has(column.header),
  ).map((column) => column.header);
  const problems = [
    ...(unknown.length > 0 ? [TEXTS.unknownColumns(unknown.join('、'))] : []),
    ...(duplicated.length > 0 ? [TEXTS.duplicateColumns(duplicated.join('、'))] : []),
    ...(missing.length > 0 ? [TEXTS.missingColumns(missing.join('、'))] : []),
  ];
  if (problems.length > 0) throw new ProductCsvRejection(TEXTS.badHeader, problems);
  const columns = PRODUCT_CSV_COLUMNS.map((column) => ({
    column,
    index: indexOf.get(column.header) ?? null,
  }));
  return {
    columns,
    width: names.length,
    presentFields: columns.filter(({ index }) => index !== null).map(({ column }) => column.field),
  };
}
