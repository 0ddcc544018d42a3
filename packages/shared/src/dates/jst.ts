import dayjs, { type Dayjs } from 'dayjs';
// The `.js` suffix is required by Node's ESM resolver (dayjs has no exports map); Vite accepts it too.
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** Business dates and times are Japan's, whatever the zone of the machine running the code. */
export const TIME_ZONE = 'Asia/Tokyo';

/**
 * Japan's offset from UTC in minutes. Japan has kept no summer time since 1951, so a fixed offset
 * is the zone for every business date; dayjs's timezone plugin asked Intl for each conversion and
 * took most of a dashboard request's CPU (decision 033).
 */
const JST_OFFSET_MINUTES = 9 * 60;

/** An instant: a Date, epoch milliseconds, a Dayjs, or an ISO string carrying its offset. */
export type Instant = Date | number | string | Dayjs;

/** A calendar date (YYYY-MM-DD) or an instant, whose calendar day is then taken in JST. */
export type DateLike = Instant;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const OFFSET_SUFFIX = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The given instant (default: now) as a Dayjs in Asia/Tokyo. */
export function toJst(instant: Instant = new Date()): Dayjs {
  // A string without an offset names a Tokyo wall-clock time, never the machine's local time.
  if (typeof instant === 'string' && !OFFSET_SUFFIX.test(instant)) {
    return dayjs.utc(instant).subtract(JST_OFFSET_MINUTES, 'minute').utcOffset(JST_OFFSET_MINUTES);
  }
  return dayjs(instant).utcOffset(JST_OFFSET_MINUTES);
}

/** True for a YYYY-MM-DD string naming a real calendar day. */
export function isCalendarDate(value: string): boolean {
  return CALENDAR_DATE.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;
}

/** The JST calendar day (YYYY-MM-DD) of a date or instant; '' when it is not a valid date. */
export function toJstDate(value: DateLike): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    return isCalendarDate(value) ? value : '';
  }
  const jst = toJst(value);
  return jst.isValid() ? jst.format('YYYY-MM-DD') : '';
}

/** Calendar arithmetic on a YYYY-MM-DD day, done in UTC so no zone can shift it. */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}
