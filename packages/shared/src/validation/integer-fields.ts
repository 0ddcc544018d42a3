import { z } from 'zod';
import { japaneseErrorMap } from './error-map.ts';
import { INVALID_FORMAT_MESSAGE } from './messages.ts';

const ja = { error: japaneseErrorMap } as const;

/** PostgreSQL `integer` (int4) bounds: every integer column and serial id fits within them. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

export type IntegerBounds = { min?: number; max?: number };

/**
 * A whole number within the bounds, which default to the int4 column range (a wider column passes
 * its own); blank ('' from an emptied number input) → 必須項目です.
 */
export function requiredInteger({ min = INT4_MIN, max = INT4_MAX }: IntegerBounds = {}) {
  // Not z.int(): its own safe-integer bound would add a second, meaningless maximum message.
  return z
    .number(ja)
    .refine(Number.isInteger, { message: INVALID_FORMAT_MESSAGE, abort: true })
    .min(min, ja)
    .max(max, ja);
}

/**
 * An optional link to another record (a select that can be cleared): absent or null is none, else
 * a positive int4 id. A string, even a blank one, is 形式が間違っています rather than none: forms
 * send null, so a blank string is a caller meaning something else (decision 040).
 */
export function optionalRecordId() {
  return z.preprocess(
    (value, ctx) => {
      if (value === undefined) return null;
      if (typeof value !== 'string') return value;
      ctx.addIssue({ code: 'custom', message: INVALID_FORMAT_MESSAGE, input: value });
      return z.NEVER;
    },
    requiredInteger({ min: 1 }).nullable(),
  );
}

// An optional sign and decimal digits; anything else ('1e3', '0x10', '1.0') stays a string.
const DECIMAL_INTEGER = /^[+-]?[0-9]+$/;

/**
 * A whole number written in a query string (`?page=2`), within the same bounds as
 * {@link requiredInteger}; '1e3', 'abc' or '' → 形式が間違っています / 必須項目です.
 */
export function queryInteger(bounds: IntegerBounds = {}) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value),
    requiredInteger(bounds),
  );
}

// Canonical decimal spelling only: no sign, no leading zeros, no exponent, no spaces.
const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/**
 * A path id (`/show/:id`): the canonical decimal spelling of a positive int4 → that number.
 * Anything else (abc, 0, 01, 1.5, 1e3, 2147483648) fails with 形式が間違っています; a route
 * answers that as "not found" — use {@link parseIdParam}.
 */
export function idParam() {
  return z
    .string(ja)
    .regex(ID_PATTERN, ja)
    .transform(Number)
    .pipe(requiredInteger({ min: 1 }));
}

const idParamSchema = idParam();

/** The id a path segment names, or null when it cannot name a row (the route then answers 404). */
export function parseIdParam(raw: unknown): number | null {
  const result = idParamSchema.safeParse(raw);
  return result.success ? result.data : null;
}
