import { describe, expect, it } from 'vitest';
import { STOCK_LOCATION_MESSAGES as L, STOCK_MESSAGES as S } from '@logi/shared';
import { inApplyOrder, refusalsOf, type DifferingLine } from './stocktake-differences.ts';

// 確定's rule per shelf (decision 069 § counts by shelf), pure: what a count may take off a shelf,
// and the order its lines go through the stock service.

const A = 1;
const B = 2;
const line = (productId: number, locationId: number | null, expected: number, counted: number) =>
  ({ productId, locationId, expected, counted }) satisfies DifferingLine;
const code = (id: number | null) => (id === null ? '棚番未設定' : id === A ? 'A-01' : 'B-01');

describe('a count applied per shelf', () => {
  it('puts a row’s increases before its decreases', () => {
    const lines = [line(7, A, 5, 0), line(3, null, 1, 2), line(7, B, 0, 5)];
    expect(inApplyOrder(lines).map((l) => [l.productId, l.locationId])).toEqual([
      [3, null],
      [7, B],
      [7, A],
    ]);
  });

  it('refuses a shelf emptied during the count, and 棚番未設定 holding fewer than counted off', () => {
    // Row: 10 on hand, 6 on A-01, 1 on B-01 — 3 on no shelf.
    const shelves = new Map([
      [A, 6],
      [B, 1],
    ]);
    const refused = refusalsOf(
      [line(1, A, 6, 6), line(1, B, 4, 0), line(1, null, 5, 1)],
      () => ({ onHand: 10, allocated: 0 }),
      () => shelves,
      code,
    );
    expect(refused).toEqual([
      { productId: 1, shelf: 'B-01', why: L.countShort('B-01', 1, 4) },
      { productId: 1, shelf: '棚番未設定', why: L.countShort('棚番未設定', 3, 4) },
    ]);
  });

  it('refuses a row falling below what is allocated, and a row on no shelf going below 0', () => {
    const none = new Map<number, number>();
    const refused = refusalsOf(
      [line(1, A, 4, 2), line(2, null, 3, 0)],
      (productId) => (productId === 1 ? { onHand: 4, allocated: 3 } : { onHand: 2, allocated: 0 }),
      (productId) => (productId === 1 ? new Map([[A, 4]]) : none),
      code,
    );
    expect(refused).toEqual([
      { productId: 1, shelf: null, why: S.belowAllocated(3) },
      { productId: 2, shelf: null, why: S.negativeOnHand(2) },
    ]);
  });

  it('lets pieces move between shelves of a row whose allocation they cover', () => {
    const refused = refusalsOf(
      [line(1, B, 0, 4), line(1, A, 4, 0)],
      () => ({ onHand: 4, allocated: 4 }),
      () => new Map([[A, 4]]),
      code,
    );
    expect(refused).toEqual([]);
  });
});
