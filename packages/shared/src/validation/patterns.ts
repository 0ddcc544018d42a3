import { z } from 'zod';
import { japaneseErrorMap } from './error-map.ts';
import { INVALID_FORMAT_MESSAGE } from './messages.ts';
import { hasUnstorableCharacters, TEXT_MAX } from './text-fields.ts';

/*
 * Spec §5 shared format patterns. They accept ASCII digits only: full-width digits (０-９) fail, as
 * they would on the server; callers that want to accept them normalise with toHalfWidthDigits first.
 */

/** 3 digits, an optional hyphen, 4 digits: 1000001 or 100-0001. */
export const POSTAL_CODE_PATTERN = /^[0-9]{3}-?[0-9]{4}$/;
/** 0 then 9 to 12 digits or hyphens: 10 to 13 characters in all. */
export const PHONE_PATTERN = /^0[0-9-]{9,12}$/;
/** 0, or digits without a leading zero. */
export const NON_NEGATIVE_INTEGER_PATTERN = /^(?:0|[1-9][0-9]*)$/;
/** Digits without a leading zero; 0 is not allowed. */
export const POSITIVE_INTEGER_PATTERN = /^[1-9][0-9]*$/;
/** ASCII letters, digits and hyphens only (codes such as 商品コード). */
export const ALPHANUMERIC_HYPHEN_PATTERN = /^[A-Za-z0-9-]+$/;
/** Exactly 13 digits (a JAN code; the check digit is not verified here). */
export const THIRTEEN_DIGITS_PATTERN = /^[0-9]{13}$/;

/**
 * Spec: "must start with http:// or {host}". {host} is not shown; the default takes it to be
 * https://, so the rule reads "http:// or https://". Only the prefix is checked.
 */
export function urlStartPattern(host = 'https://'): RegExp {
  const escaped = host.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^(?:http://|${escaped})`);
}
export const URL_START_PATTERN = urlStartPattern();

/** Replaces full-width digits ０-９ by 0-9 and leaves everything else alone. */
export function toHalfWidthDigits(value: string): string {
  return value.replace(/[０-９]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 0x30),
  );
}

const ja = { error: japaneseErrorMap } as const;

/**
 * A trimmed, required string matching `pattern`, at most `max` characters (default
 * {@link TEXT_MAX}) and free of control characters and lone surrogates even where the pattern only
 * checks a prefix (a URL); blank → 必須項目です, mismatch → 形式が間違っています.
 */
export function patternString(pattern: RegExp, max: number = TEXT_MAX) {
  return z
    .string(ja)
    .trim()
    .min(1, { ...ja, abort: true })
    .max(max, ja)
    .refine((value) => !hasUnstorableCharacters(value), {
      message: INVALID_FORMAT_MESSAGE,
      abort: true,
    })
    .regex(pattern, ja);
}

export const postalCodeSchema = () => patternString(POSTAL_CODE_PATTERN);
export const phoneSchema = () => patternString(PHONE_PATTERN);
export const nonNegativeIntegerStringSchema = () => patternString(NON_NEGATIVE_INTEGER_PATTERN);
export const positiveIntegerStringSchema = () => patternString(POSITIVE_INTEGER_PATTERN);
export const alphanumericHyphenSchema = (max?: number) =>
  patternString(ALPHANUMERIC_HYPHEN_PATTERN, max);
export const thirteenDigitsSchema = () => patternString(THIRTEEN_DIGITS_PATTERN);
export const urlStartSchema = (max?: number, host?: string) =>
  patternString(urlStartPattern(host), max);
