import { z } from 'zod';
import { isBlank, japaneseErrorMap } from './error-map.ts';
import { dateMaxMessage, dateMinMessage } from './messages.ts';
import { BUSINESS_DATE_MAX, BUSINESS_DATE_MIN } from '../dates/business-dates.ts';

const ja = { error: japaneseErrorMap } as const;

export type DateBounds = { min?: string; max?: string };

/**
 * A real calendar day written YYYY-MM-DD (what the date pickers and the API exchange), within the
 * bounds (default the business range) → {min}以降 / {max}以前の日付を入力してください.
 */
export function requiredDate({
  min = BUSINESS_DATE_MIN,
  max = BUSINESS_DATE_MAX,
}: DateBounds = {}) {
  // YYYY-MM-DD strings compare like the days they name.
  return z.iso
    .date({ ...ja, abort: true })
    .refine((day) => day >= min, { message: dateMinMessage(min), abort: true })
    .refine((day) => day <= max, { message: dateMaxMessage(max) });
}

/** Like {@link requiredDate}, but blank, null or missing becomes null. */
export function optionalDate(bounds: DateBounds = {}) {
  return z.preprocess((value) => (isBlank(value) ? null : value), requiredDate(bounds).nullable());
}
