import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEDULE,
  entryOf,
  isInWindow,
  scheduledWithHandlers,
  slotOf,
} from './schedule.ts';

// 2030-01-01 in JST is UTC+9: JST 08:00 is 23:00 UTC the day before.
const jst = (time: string) => Date.parse(`2030-01-01T${time}:00+09:00`);
const shipmentSearch = entryOf(DEFAULT_SCHEDULE.shipment_search!);

describe('schedule windows', () => {
  it('runs shipment search every 30 minutes from 8:00 to 21:00 JST, both ends included', () => {
    const slotStarts = ['07:30', '08:00', '08:30', '12:00', '20:30', '21:00', '21:30', '03:00'].map(
      (time) => slotOf(shipmentSearch, jst(time) + 5 * 60_000).startsAt,
    );
    expect(slotStarts.map((start) => isInWindow(shipmentSearch, start))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('aligns 30-minute slots on the JST hour and half hour', () => {
    expect(slotOf(shipmentSearch, jst('08:29')).startsAt).toBe(jst('08:00'));
    expect(slotOf(shipmentSearch, jst('08:30')).startsAt).toBe(jst('08:30'));
  });

  it('wraps a window past midnight, and runs an entry without one at any time', () => {
    const night = { everyMinutes: 60, window: { from: '22:00', to: '06:00' } };
    expect(isInWindow(night, jst('23:00'))).toBe(true);
    expect(isInWindow(night, jst('05:00'))).toBe(true);
    expect(isInWindow(night, jst('12:00'))).toBe(false);
    expect(isInWindow(entryOf(10), jst('03:00'))).toBe(true);
  });

  it('keeps only the operations that have a handler', () => {
    expect(
      scheduledWithHandlers(DEFAULT_SCHEDULE, (base) => base === 'inbound_result_search'),
    ).toEqual({ inbound_result_search: 10 });
  });
});
