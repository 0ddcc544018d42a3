import { CUTOFF_HOUR, isAfterCutoff, todayJst } from '../dates/business-dates.ts';
import { addDays, type Instant, toJst } from '../dates/jst.ts';

/** Sunday is not a business day (spec §9); every other day is. */
export function isBusinessDay(date: string): boolean {
  return toJst(`${date}T12:00:00+09:00`).day() !== 0;
}

/** The first business day on or after `date`. */
export function businessDayFrom(date: string): string {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * 出荷予定日 of an instruction sent `now`: today before the cut-off hour (JST), else the next
 * day; moved on to a business day either way.
 */
export function shipDateFor(now: Instant = new Date(), cutoffHour: number = CUTOFF_HOUR): string {
  const today = todayJst(now);
  return businessDayFrom(isAfterCutoff(now, cutoffHour) ? addDays(today, 1) : today);
}
