import { z } from 'zod';
import { isBlank, japaneseErrorMap } from './error-map.ts';
import { requiredInteger } from './integer-fields.ts';

/*
 * The field builders every schema is made of, web or server. They carry the Japanese error map
 * themselves, so they speak Japanese even where installJapaneseZodMessages() has not run, and
 * they keep every value within what its column can hold: texts are bounded and free of control
 * characters, integers fit int4, dates lie in the business range, path ids are positive int4.
 */
export * from './date-fields.ts';
export * from './integer-fields.ts';
export * from './text-fields.ts';

const ja = { error: japaneseErrorMap } as const;

/** A defined boolean: undefined or null → 必須項目です (spec §5: isImportant, isPublished). */
export function requiredBoolean() {
  return z.boolean(ja);
}

/** One of the given values; blank → 必須項目です, anything else → 形式が間違っています. */
export function requiredEnum<const T extends readonly string[]>(values: T) {
  return z.enum(values, ja);
}

/** Wraps a schema so that a blank, null or missing input is accepted and becomes null. */
export function blankToNull<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (isBlank(value) ? null : value), schema.nullable());
}

/** An update body: the form's fields plus the version they were loaded at (the optimistic lock). */
export function withLoadedVersion<Shape extends z.ZodRawShape>(form: z.ZodObject<Shape>) {
  return form.extend({ version: requiredInteger({ min: 1 }) });
}
