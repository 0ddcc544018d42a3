import { z } from 'zod';
import { isBlank, japaneseErrorMap } from './error-map.ts';

/*
 * Field schemas that carry the Japanese error map themselves, so they speak Japanese even where
 * installJapaneseZodMessages() has not run.
 */
const ja = { error: japaneseErrorMap } as const;

/** A trimmed, non-empty string of at most `max` characters; blank → 必須項目です. */
export function requiredString(max?: number) {
  const schema = z
    .string(ja)
    .trim()
    .min(1, { ...ja, abort: true });
  return max === undefined ? schema : schema.max(max, ja);
}

/** A trimmed string of at most `max` characters; blank, null or missing becomes null. */
export function optionalString(max?: number) {
  const schema = z.string(ja).trim();
  return (max === undefined ? schema : schema.max(max, ja))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A real calendar day written YYYY-MM-DD (what the date pickers and the API exchange). */
export function requiredDate() {
  return z.iso.date(ja);
}

/** Like {@link requiredDate}, but blank, null or missing becomes null. */
export function optionalDate() {
  return blankToNull(z.iso.date(ja));
}

/** A defined boolean: undefined or null → 必須項目です (spec §5: isImportant, isPublished). */
export function requiredBoolean() {
  return z.boolean(ja);
}

/** One of the given values; blank → 必須項目です, anything else → 形式が間違っています. */
export function requiredEnum<const T extends readonly string[]>(values: T) {
  return z.enum(values, ja);
}

/** A trimmed e-mail address of at most `max` characters. */
export function requiredEmail(max?: number) {
  const trimmed = z.string(ja).trim();
  return (max === undefined ? trimmed : trimmed.max(max, ja)).pipe(z.email(ja));
}

/** A whole number within optional bounds; blank ('' from an emptied number input) → 必須項目です. */
export function requiredInteger(bounds: { min?: number; max?: number } = {}) {
  let schema = z.int(ja);
  if (bounds.min !== undefined) schema = schema.min(bounds.min, ja);
  if (bounds.max !== undefined) schema = schema.max(bounds.max, ja);
  return schema;
}

/** PostgreSQL `integer` (int4) bounds: every integer column and serial id fits within them. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

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
    .pipe(z.int(ja).min(1, ja).max(INT4_MAX, ja));
}

const idParamSchema = idParam();

/** The id a path segment names, or null when it cannot name a row (the route then answers 404). */
export function parseIdParam(raw: unknown): number | null {
  const result = idParamSchema.safeParse(raw);
  return result.success ? result.data : null;
}

/** Wraps a schema so that a blank, null or missing input is accepted and becomes null. */
export function blankToNull<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (isBlank(value) ? null : value), schema.nullable());
}
