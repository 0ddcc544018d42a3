import { z } from 'zod';
import {
  PRODUCT_CSV_FLAG_VALUES,
  PRODUCT_IMPORT_TEXTS as TEXTS,
  PRODUCT_SALES_STATUSES,
  TEMPERATURE_ZONES,
  productShape,
  type ProductCsvColumn,
  type ProductFormValues,
  type ProductImportLineBreaks,
} from '@logi/shared';
import type { CsvLayout } from './product-csv-header.ts';

const rowSchema = z.object(productShape);
// 備考 may hold line breaks; every other cell is one line (a break there is refused or a space).
const MULTILINE_FIELDS = new Set<string>(['note']);
const LINE_BREAKS = /\r\n|\r|\n/g;
const DECIMAL_INTEGER = /^[+-]?[0-9]+$/;
const SALES_STATUS_BY_LABEL = new Map<string, string>(
  Object.entries(PRODUCT_SALES_STATUSES).map(([code, { label }]) => [label, code]),
);
const ZONE_BY_LABEL = new Map<string, string>(
  Object.entries(TEMPERATURE_ZONES).map(([code, label]) => [label, code]),
);

/** A label column's accepted spellings (its labels, or its codes) and the labels a message lists. */
const LABELLED = {
  salesStatus: { byLabel: SALES_STATUS_BY_LABEL, codes: Object.keys(PRODUCT_SALES_STATUSES) },
  temperatureZone: { byLabel: ZONE_BY_LABEL, codes: Object.keys(TEMPERATURE_ZONES) },
} as const;

/** A label cell that is none of its labels: the message lists what it may be. */
function unknownLabel(kind: ProductCsvColumn['kind'], cell: string): string | null {
  if (cell === '' || (kind !== 'salesStatus' && kind !== 'temperatureZone')) return null;
  const { byLabel, codes } = LABELLED[kind];
  if (byLabel.has(cell) || codes.includes(cell)) return null;
  return TEXTS.oneOf([...byLabel.keys()]);
}

export type FieldErrors = Record<string, string[]>;
export type RowOutcome = { values: ProductFormValues } | { errors: FieldErrors };

/** A cell as the shape's input: numbers, codes and flags from their CSV spelling; anything else stays text (and fails). */
function inputOf(column: ProductCsvColumn, cell: string, supplierIds: ReadonlyMap<string, number>) {
  switch (column.kind) {
    case 'text':
      return cell;
    case 'integer':
      if (cell === '') return null;
      return DECIMAL_INTEGER.test(cell) ? Number(cell) : cell;
    case 'salesStatus':
      return SALES_STATUS_BY_LABEL.get(cell) ?? cell;
    case 'temperatureZone':
      return ZONE_BY_LABEL.get(cell) ?? cell;
    case 'flag':
      return PRODUCT_CSV_FLAG_VALUES[cell] ?? cell;
    case 'supplierCode':
      return cell === '' ? null : (supplierIds.get(cell) ?? cell);
  }
}

/** One data row checked with the product's shape: its values, or its messages by field ("列名：…"). */
export function convertRow(
  layout: CsvLayout,
  cells: readonly string[],
  supplierIds: ReadonlyMap<string, number>,
  lineBreaks: ProductImportLineBreaks = 'keep',
): RowOutcome {
  const input: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const { column, index } of layout.columns) {
    let cell = index === null ? '' : (cells[index] ?? '').trim();
    if (lineBreaks === 'space' && !MULTILINE_FIELDS.has(column.field)) {
      cell = cell.replace(LINE_BREAKS, ' ');
    }
    if (cell === '' && column.fallback !== undefined) cell = column.fallback;
    if (column.kind === 'supplierCode' && cell !== '' && !supplierIds.has(cell)) {
      errors[column.field] = [`${column.header}：${TEXTS.unknownSupplier(cell)}`];
      continue;
    }
    const unknown = unknownLabel(column.kind, cell);
    if (unknown) {
      errors[column.field] = [`${column.header}：${unknown}`];
      continue;
    }
    input[column.field] = inputOf(column, cell, supplierIds);
  }
  const result = rowSchema.safeParse(input);
  if (result.success && Object.keys(errors).length === 0) return { values: result.data };
  const named = new Set(Object.keys(errors)); // already said why; the shape's 必須 would repeat it
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (named.has(field)) continue;
    const header = layout.columns.find(({ column }) => column.field === field)?.column.header;
    (errors[field] ??= []).push(`${header ?? field}：${issue.message}`);
  }
  return { errors };
}
