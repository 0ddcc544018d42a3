import { toJst, type BaseActionCode } from '@logi/shared';

/** Runs every `everyMinutes`, and only for slots starting within `from`–`to` (JST, inclusive). */
export type ScheduleEntry = { everyMinutes: number; window?: { from: string; to: string } };
/** A bare number is an interval in minutes at any time of day. */
export type Schedule = Partial<Record<BaseActionCode, ScheduleEntry | number>>;

/**
 * What `npm start` runs (JOB_SCHEDULE unset outside tests): result and status searches every 10
 * minutes, shipment search every 30 minutes from 8:00 to 21:00 JST, 整合性チェック daily. An entry
 * whose operation has no handler yet is left out when the engine starts (scheduledWithHandlers).
 */
export const DEFAULT_SCHEDULE: Schedule = {
  inbound_status_search: 10,
  inbound_result_search: 10,
  shipping_status_search: 10,
  shipping_ng_search: 10,
  customer_return_search: 10,
  shipment_search: { everyMinutes: 30, window: { from: '08:00', to: '21:00' } },
  // 整合性チェック once a day: a day's slot starts at 09:00 JST (slots count from the epoch).
  reconciliation: 24 * 60,
};

export const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const entryOf = (value: ScheduleEntry | number): ScheduleEntry =>
  typeof value === 'number' ? { everyMinutes: value } : value;

/** The slot `now` falls in; slots are counted from the epoch, so every server agrees on them. */
export function slotOf(entry: ScheduleEntry, now: number): { index: number; startsAt: number } {
  const length = entry.everyMinutes * 60_000;
  const index = Math.floor(now / length);
  return { index, startsAt: index * length };
}

/** True when the slot's start lies in the entry's window (JST wall clock); always without one. */
export function isInWindow(entry: ScheduleEntry, slotStartsAt: number): boolean {
  if (!entry.window) return true;
  const time = toJst(slotStartsAt).format('HH:mm');
  const { from, to } = entry.window;
  // A window past midnight (from > to), e.g. 22:00–06:00, wraps.
  return from <= to ? time >= from && time <= to : time >= from || time <= to;
}

/** The schedule without the operations nothing can run (no handler registered). */
export function scheduledWithHandlers(
  schedule: Schedule,
  hasHandler: (base: BaseActionCode) => boolean,
): Schedule {
  return Object.fromEntries(
    Object.entries(schedule).filter(([base]) => hasHandler(base as BaseActionCode)),
  ) as Schedule;
}
