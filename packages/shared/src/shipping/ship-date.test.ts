import { describe, expect, it } from 'vitest';
import { businessDayFrom, shipDateFor } from './ship-date.ts';

// 2026-11-21 is a Saturday, 2026-11-22 a Sunday (JST).
describe('shipDateFor', () => {
  it('is today before the cut-off and the next day after it', () => {
    expect(shipDateFor('2026-11-24T12:59:59+09:00', 13)).toBe('2026-11-24');
    expect(shipDateFor('2026-11-24T13:00:00+09:00', 13)).toBe('2026-11-24');
    expect(shipDateFor('2026-11-24T13:00:01+09:00', 13)).toBe('2026-11-25');
  });

  it('skips Sunday: Saturday after the cut-off ships on Monday, Sunday itself too', () => {
    expect(shipDateFor('2026-11-21T15:00:00+09:00', 13)).toBe('2026-11-23');
    expect(shipDateFor('2026-11-22T09:00:00+09:00', 13)).toBe('2026-11-23');
    expect(shipDateFor('2026-11-21T09:00:00+09:00', 13)).toBe('2026-11-21');
  });

  it('follows the organisation cut-off hour, in JST whatever the server zone', () => {
    expect(shipDateFor('2026-11-24T01:30:00Z', 10)).toBe('2026-11-25');
    expect(businessDayFrom('2026-11-22')).toBe('2026-11-23');
  });
});
