import { addDays, type DateLike, type Instant, toJst, toJstDate } from './jst.ts';

/**
 * The business date range: every date the app stores or searches by lies within it, so year
 * 0000 or 275760 never reaches PostgreSQL (which refuses year 0) and reports stay meaningful.
 * Here, not beside the zod date fields, so the first load can use it without zod (decision 024).
 */
export const BUSINESS_DATE_MIN = '2000-01-01';
export const BUSINESS_DATE_MAX = '2099-12-31';

/** Spec §9: an "after 13:00" check exists, so the cut-off hour is 13 (JST). */
export const CUTOFF_HOUR = 13;

/** Spec §9: the default range end is today plus 30 days. */
export const DEFAULT_RANGE_DAYS = 30;

/** Today in Japan, YYYY-MM-DD. */
export function todayJst(now: Instant = new Date()): string {
  // A Date or epoch milliseconds by the fixed +9 h offset: a list asks this per request, and
  // dayjs's parse and format cost more than the rest of its date work (decision 067).
  const ms = now instanceof Date ? now.getTime() : typeof now === 'number' ? now : NaN;
  const shifted = new Date(ms + JST_OFFSET_MS);
  // Years 0–9999 only (toISOString writes others as ±YYYYYY; an invalid date throws).
  const year = shifted.getUTCFullYear();
  if (year >= 0 && year <= 9999) return shifted.toISOString().slice(0, 10);
  return toJst(now).format('YYYY-MM-DD');
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Spec §9: tomorrow is today plus 1 day (JST). */
export function tomorrowJst(now: Instant = new Date()): string {
  return addDays(todayJst(now), 1);
}

/** Spec §9: the default end of a date range, today plus 30 days (JST). */
export function defaultRangeEnd(now: Instant = new Date()): string {
  return addDays(todayJst(now), DEFAULT_RANGE_DAYS);
}

/**
 * Spec §9: "a past-day check compares against tomorrow" — a day before tomorrow counts as past,
 * so today itself is past (what a picker for "from tomorrow on" dates disables). An invalid date
 * is not past.
 */
export function isPastDay(date: DateLike, now: Instant = new Date()): boolean {
  const day = toJstDate(date);
  return day !== '' && day < tomorrowJst(now);
}

/** True strictly after {hour}:00:00.000 JST of the current day: 13:00:00.000 itself is not after. */
export function isAfterCutoff(now: Instant = new Date(), hour: number = CUTOFF_HOUR): boolean {
  const jst = toJst(now);
  return jst.isAfter(jst.startOf('day').add(hour, 'hour'));
}
