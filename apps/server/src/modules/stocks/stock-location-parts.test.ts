import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { allocatedAlongWalk, freeAt, placeChange, type Shelf } from './stock-location-parts.ts';

// The pure shelf rules of the stock service (decision 066): where increases land, what decreases
// take, where allocated pieces are taken to lie.

const shelf = (id: number, code: string, routeOrder: number, pickable = true): Shelf => ({
  id,
  code,
  routeOrder,
  pickable,
});
// Reserve R (route 1) is walked after the pickable shelves B (route 20) and A (route 30).
const SHELVES = new Map(
  [shelf(1, 'A', 30), shelf(2, 'B', 20), shelf(3, 'R', 1, false)].map((s) => [s.id, s]),
);
const rule = { id: null, named: false };

describe('placeChange', () => {
  it('puts an increase on the target, or on no shelf', () => {
    const places = new Map([[1, 2]]);
    expect(placeChange(places, SHELVES, 2, 5, { id: 2, named: false })).toBe(2);
    expect(placeChange(places, SHELVES, 7, 3, rule)).toBeNull();
    expect([...places]).toEqual([
      [1, 2],
      [2, 5],
    ]);
  });

  it('takes a decrease along the walk (pickable by route, reserve last), then from no shelf', () => {
    const places = new Map([
      [1, 4],
      [2, 3],
      [3, 5],
    ]);
    expect(placeChange(places, SHELVES, 12, -2, rule)).toBe(2);
    expect(placeChange(places, SHELVES, 10, -3, rule)).toBeNull();
    expect([...places]).toEqual([
      [1, 2],
      [2, 0],
      [3, 5],
    ]);
    // 3 on no shelf: the shelves give 7, no shelf the last 1.
    expect(placeChange(places, SHELVES, 10, -8, rule)).toBeNull();
    expect([...places.values()]).toEqual([0, 0, 0]);
  });

  it('refuses a named decrease beyond what the shelf holds', () => {
    const places = new Map([[1, 2]]);
    expect(() => placeChange(places, SHELVES, 5, -3, { id: 1, named: true })).toThrow(AppError);
    expect(placeChange(places, SHELVES, 5, -3, { id: null, named: true })).toBeNull();
    expect(() => placeChange(places, SHELVES, 2, -1, { id: null, named: true })).toThrow(AppError);
  });
});

describe('allocated pieces along the walk', () => {
  it('lie on the first shelves of the walk, then on no shelf; 移動可能数 is what is left', () => {
    const places = new Map([
      [1, 4],
      [2, 3],
      [3, 5],
    ]);
    const { perShelf, unplaced } = allocatedAlongWalk(places, SHELVES, 5);
    expect([...perShelf]).toEqual([
      [2, 3],
      [1, 2],
      [3, 0],
    ]);
    expect(unplaced).toBe(0);
    const row = { onHand: 14, allocated: 5 };
    expect([1, 2, 3, null].map((id) => freeAt(places, SHELVES, row, id))).toEqual([2, 0, 5, 2]);
    expect(freeAt(places, SHELVES, { onHand: 14, allocated: 14 }, null)).toBe(0);
  });
});
