import { z } from 'zod';
import { BUSINESS_DATE_MAX, BUSINESS_DATE_MIN } from '../dates/business-dates.ts';
import { requiredString } from '../validation/fields.ts';
import { INVALID_FORMAT_MESSAGE } from '../validation/messages.ts';

// 2024-04-01, 2024/04/01 09:30, 2024-04-01T09:30:00+09:00, 2024-04-01T00:30:00.000Z.
const ORDERED_AT =
  /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An order's time as shops and Excel write it, read as JST when it names no offset; the instant
 * as ISO 8601, or null when the text names no real moment in the business range.
 */
export function parseOrderedAt(text: string): string | null {
  const match = ORDERED_AT.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = match;
  const day = `${y}-${mo}-${d}`;
  if (day < BUSINESS_DATE_MIN || day > BUSINESS_DATE_MAX) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  // A day that would roll over (02-30) is no real day.
  const calendar = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (calendar.toISOString().slice(0, 10) !== day) return null;
  const offset = zone === undefined ? '+09:00' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const fraction = /\.\d{1,3}/.exec(text)?.[0] ?? '';
  const instant = new Date(`${day}T${h}:${mi}:${s}${fraction}${offset}`);
  if (Number.isNaN(instant.getTime())) return null;
  return instant.toISOString();
}

/** 受注日時: required; any spelling parseOrderedAt reads → its ISO instant. */
export function orderedAtField() {
  return requiredString(40).transform((text, ctx) => {
    const instant = parseOrderedAt(text);
    if (instant === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_FORMAT_MESSAGE });
      return z.NEVER;
    }
    return instant;
  });
}
