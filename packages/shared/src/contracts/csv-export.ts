import type { z } from 'zod';
import { requiredEnum } from '../validation/fields.ts';

/**
 * CSV export (`POST /api/{resource}/export`): the resource's search body plus the file's encoding.
 * utf8 is UTF-8 with a BOM (Excel then reads it as UTF-8); sjis is Shift_JIS as Windows writes it
 * (CP932), for older Excel and the tools of Japanese warehouses.
 */
export const CSV_ENCODINGS = ['utf8', 'sjis'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

export const CSV_ENCODING_LABELS: Record<CsvEncoding, string> = {
  utf8: 'UTF-8',
  sjis: 'Shift_JIS',
};

export const csvEncodingSchema = requiredEnum(CSV_ENCODINGS).default('utf8');

/** The export body of a resource: its search body (paging ignored) plus `encoding`. */
export function csvExportSchema<Shape extends z.ZodRawShape>(searchSchema: z.ZodObject<Shape>) {
  return searchSchema.extend({ encoding: csvEncodingSchema });
}
