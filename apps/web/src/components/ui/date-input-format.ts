import dayjs from 'dayjs';

/** Spec §9: every date picker shows and takes dates as YYYY-MM-DD. */
export const DATE_INPUT_FORMAT = 'YYYY-MM-DD';

const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

/**
 * Strict parser for typed dates: YYYY-MM-DD (or YYYY/MM/DD, also zero-less months and days).
 * Rejects partial input and impossible days (2025-02-30) instead of letting dayjs guess.
 */
export function parseTypedDate(text: string): string | null {
  const normalised = text
    .trim()
    .replace(/[０-９／－]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  const match = ISO_DATE.exec(normalised);
  if (!match) return null;
  const [, year, month, day] = match;
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const parsed = dayjs(iso);
  return parsed.isValid() && parsed.format(DATE_INPUT_FORMAT) === iso ? iso : null;
}
