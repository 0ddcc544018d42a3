import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { CSV_ENCODINGS } from '../contracts/csv-export.ts';
import { requiredEnum } from '../validation/fields.ts';

/** The product CSV registration API (商品CSV登録): the body is the file's raw bytes. */
export const productImportEndpoints = {
  validate: endpoint('POST', '/api/products/csv_import/validate'),
  import: endpoint('POST', '/api/products/csv_import'),
  template: endpoint('GET', '/api/products/csv_import/template'),
} as const;

/** The largest file accepted: 50 MB. */
export const PRODUCT_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** 自動判定 or a forced encoding. */
export const PRODUCT_IMPORT_ENCODINGS = ['auto', ...CSV_ENCODINGS] as const;
export type ProductImportEncoding = (typeof PRODUCT_IMPORT_ENCODINGS)[number];
export const PRODUCT_IMPORT_ENCODING_LABELS: Record<ProductImportEncoding, string> = {
  auto: '自動判定',
  utf8: 'UTF-8',
  sjis: 'Shift_JIS',
};

/** What the import does with a line break inside a one-line cell: refuse it, or read it as a space. */
export const PRODUCT_IMPORT_LINE_BREAKS = ['keep', 'space'] as const;
export type ProductImportLineBreaks = (typeof PRODUCT_IMPORT_LINE_BREAKS)[number];

export const productImportQuerySchema = z.object({
  encoding: requiredEnum(PRODUCT_IMPORT_ENCODINGS).default('auto'),
  lineBreaks: requiredEnum(PRODUCT_IMPORT_LINE_BREAKS).default('keep'),
});
export const productTemplateQuerySchema = z.object({
  encoding: requiredEnum(CSV_ENCODINGS).default('utf8'),
});

/** A file that passed validation: its rows and the encoding it was read in. */
export const productImportValidationSchema = z.object({
  rowCount: z.number(),
  encoding: z.enum(CSV_ENCODINGS),
});
export type ProductImportValidation = z.infer<typeof productImportValidationSchema>;

/** Imported at once (created/updated), or handed to the background process (processId). */
export const productImportResultSchema = z.object({
  rowCount: z.number(),
  created: z.number().nullable(),
  updated: z.number().nullable(),
  processId: z.string().nullable(),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;

/** One line's errors, keyed by the column's header (spec §8, the first collector's 行目 shape). */
export type ProductImportLineError = { 行目: number; エラー: Record<string, string[]> };
