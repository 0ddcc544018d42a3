import { POSTAL_HYPHEN_POSITION } from './constants.ts';

const FULL_WIDTH_DIGIT = /[０-９]/g;
const NON_DIGIT = /\D/g;
const WHITESPACE = /\s+/g;
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;
const ASCII_LOWER = /[a-z]/g;
/** Kanji, full-width katakana (not ヵ ヶ), digits and capitals: text every step leaves unchanged. */
const ALREADY_SEARCH_KEY = /^[\u3005\u3006\u4e00-\u9fff\u30a1-\u30f4\u30fb\u30fc0-9A-Z]*$/;
const KATAKANA_HIRAGANA_OFFSET = 0x60;
const FULL_WIDTH_OFFSET = 0xfee0;

/** Spec §5: full-width digits become half-width, every other non-digit is dropped. */
export function normalizeCodeInput(input: string): string {
  return input
    .replace(FULL_WIDTH_DIGIT, (digit) =>
      String.fromCharCode(digit.charCodeAt(0) - FULL_WIDTH_OFFSET),
    )
    .replace(NON_DIGIT, '');
}

function hiraganaToKatakana(text: string): string {
  return text.replace(HIRAGANA, (kana) =>
    String.fromCharCode(kana.charCodeAt(0) + KATAKANA_HIRAGANA_OFFSET),
  );
}

/** Half-width katakana and hiragana become full-width katakana (NFKC also folds full-width ASCII). */
export function toFullWidthKatakana(text: string): string {
  return hiraganaToKatakana(text.normalize('NFKC'));
}

/**
 * The form both addresses and queries take before comparing: full-width katakana, no whitespace,
 * half-width ASCII in upper case, small ヶ/ヵ read as ケ/カ (霞ヶ関 and 霞ケ関 are the same place).
 */
export function toSearchKey(text: string): string {
  if (ALREADY_SEARCH_KEY.test(text)) return text;
  return toFullWidthKatakana(text)
    .replace(WHITESPACE, '')
    .replace(ASCII_LOWER, (letter) => letter.toUpperCase())
    .replaceAll('ヶ', 'ケ')
    .replaceAll('ヵ', 'カ');
}

/** Spec §9 hyphenation: a hyphen after the first 3 digits. */
export function formatZipcode(zipcode: string, hyphen: boolean): string {
  if (!hyphen || zipcode.length <= POSTAL_HYPHEN_POSITION) return zipcode;
  return `${zipcode.slice(0, POSTAL_HYPHEN_POSITION)}-${zipcode.slice(POSTAL_HYPHEN_POSITION)}`;
}

/** Number of characters as a person counts them (code points, not UTF-16 units). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
