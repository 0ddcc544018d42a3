import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUTOFF_HOUR,
  defaultRangeEnd,
  isAfterCutoff,
  isPastDay,
  todayJst,
  tomorrowJst,
} from './business-dates.ts';
import { formatDate, formatDateSlash, formatDateTime } from './format.ts';
import { addDays, isCalendarDate, toJst, toJstDate } from './jst.ts';

// Explicit instants make the results independent of the machine's zone; each block also runs
// under a changed process TZ to catch code that leaks the local zone through dayjs.
const ZONES = ['Asia/Tokyo', 'UTC', 'America/Los_Angeles'];

// 2024-03-31 23:59:59 JST and 2024-04-01 00:00:00 JST, i.e. the same UTC day 14:59:59 / 15:00:00.
const JUST_BEFORE_MIDNIGHT = new Date('2024-03-31T14:59:59.999Z');
const MIDNIGHT = new Date('2024-03-31T15:00:00.000Z');

describe.each(ZONES)('with the process in %s', (zone) => {
  const originalZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = originalZone;
  });

  it.each([
    [JUST_BEFORE_MIDNIGHT, '2024-03-31', '2024-04-01', '2024-04-30'],
    [MIDNIGHT, '2024-04-01', '2024-04-02', '2024-05-01'],
    [new Date('2024-02-28T15:00:00Z'), '2024-02-29', '2024-03-01', '2024-03-30'],
    [new Date('2024-12-31T15:30:00Z'), '2025-01-01', '2025-01-02', '2025-01-31'],
    ['2024-03-31T23:59:59+09:00', '2024-03-31', '2024-04-01', '2024-04-30'],
    [Date.UTC(2024, 2, 31, 15), '2024-04-01', '2024-04-02', '2024-05-01'],
  ])('at %j: today %s, tomorrow %s, range end %s', (now, today, tomorrow, rangeEnd) => {
    expect(todayJst(now)).toBe(today);
    expect(tomorrowJst(now)).toBe(tomorrow);
    expect(defaultRangeEnd(now)).toBe(rangeEnd);
  });

  it.each([
    ['2024-03-30', JUST_BEFORE_MIDNIGHT, true],
    ['2024-03-31', JUST_BEFORE_MIDNIGHT, true], // today is before tomorrow, hence past
    ['2024-04-01', JUST_BEFORE_MIDNIGHT, false],
    ['2024-03-31', MIDNIGHT, true],
    ['2024-04-01', MIDNIGHT, true],
    ['2024-04-02', MIDNIGHT, false],
    [new Date('2024-03-31T15:00:00Z'), MIDNIGHT, true], // an instant is read as its JST day
    [new Date('2024-04-01T15:00:00Z'), MIDNIGHT, false],
    ['2024-02-30', MIDNIGHT, false],
    ['not a date', MIDNIGHT, false],
  ])('isPastDay(%j) at %j is %s', (date, now, expected) => {
    expect(isPastDay(date, now)).toBe(expected);
  });

  it.each([
    ['2024-04-01T03:59:59.999Z', false], // 12:59:59.999 JST
    ['2024-04-01T04:00:00.000Z', false], // 13:00:00.000 JST is not after 13:00
    ['2024-04-01T04:00:00.001Z', true],
    ['2024-04-01T14:59:59.999Z', true], // 23:59:59.999 JST
    ['2024-04-01T15:00:00.000Z', false], // 00:00 JST, a new day
  ])('isAfterCutoff at %s is %s', (iso, expected) => {
    expect(isAfterCutoff(new Date(iso))).toBe(expected);
  });

  it('takes another cut-off hour', () => {
    expect(isAfterCutoff(new Date('2024-04-01T05:30:00Z'), 15)).toBe(false); // 14:30 JST
    expect(isAfterCutoff(new Date('2024-04-01T06:30:00Z'), 15)).toBe(true); // 15:30 JST
  });

  it.each([
    [JUST_BEFORE_MIDNIGHT, '2024-03-31', '2024/03/31', '2024-03-31 23:59:59'],
    [MIDNIGHT, '2024-04-01', '2024/04/01', '2024-04-01 00:00:00'],
    ['2024-04-01T00:00:00Z', '2024-04-01', '2024/04/01', '2024-04-01 09:00:00'],
    ['2024-04-01 08:30:00', '2024-04-01', '2024/04/01', '2024-04-01 08:30:00'], // Tokyo wall time
    ['2024-04-01', '2024-04-01', '2024/04/01', '2024-04-01 00:00:00'],
    ['2024-02-30', '', '', ''],
    ['garbage', '', '', ''],
    [null, '', '', ''],
    [undefined, '', '', ''],
  ])('formats %j as %s, %s, %s', (value, date, slash, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateSlash(value)).toBe(slash);
    expect(formatDateTime(value)).toBe(dateTime);
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-4-01', false],
    ['２０２４-04-01', false],
  ])('isCalendarDate(%s) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('takes the JST day of an instant', () => {
    expect(toJstDate(new Date('2024-03-31T15:00:00Z'))).toBe('2024-04-01');
  });

  // JST is a fixed +09:00 (no summer time since 1951), whatever the machine's zone.
  it('reckons JST days, hours and weekdays from any instant or Tokyo wall time', () => {
    const instant = toJst(new Date('2024-03-31T16:30:00Z'));
    expect(instant.format('YYYY-MM-DD HH:mm')).toBe('2024-04-01 01:30');
    expect(instant.startOf('day').toISOString()).toBe('2024-03-31T15:00:00.000Z');
    expect(instant.startOf('day').add(13, 'hour').toISOString()).toBe('2024-04-01T04:00:00.000Z');
    expect(toJst('2024-04-07T12:00:00+09:00').day()).toBe(0); // a Sunday
    expect(toJst('2024-04-01 08:30:00').toISOString()).toBe('2024-03-31T23:30:00.000Z');
    expect(toJst('2024-04-01').toISOString()).toBe('2024-03-31T15:00:00.000Z');
    expect(toJst('2024-07-01T00:00:00Z').format('HH:mm')).toBe('09:00'); // summer: still +9
    expect(toJst('not a date').isValid()).toBe(false);
  });

  it('uses the real clock by default', () => {
    const before = todayJst(new Date());
    const result = todayJst();
    expect([before, todayJst(new Date())]).toContain(result);
    expect(CUTOFF_HOUR).toBe(13);
  });
});
