import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import type { Lot } from './stock-lot-parts.ts';
import type { Shelf } from './stock-location-parts.ts';
import {
  coveredLotPlaces,
  lotsAtPlace,
  placeLotMoves,
  type LotPlaces,
} from './stock-lot-location-parts.ts';

// The pure lot × shelf rules of the stock service (decision 066 § lot × shelf).

const shelf = (id: number, code: string, routeOrder: number, pickable = true): Shelf => ({
  id,
  code,
  routeOrder,
  pickable,
});
// Walk: B (route 20), A (route 30), then reserve R.
const SHELVES = new Map(
  [shelf(1, 'A', 30), shelf(2, 'B', 20), shelf(3, 'R', 1, false)].map((s) => [s.id, s]),
);
const lot = (lotNo: string, expiresOn: string | null, onHand: number, allocated = 0): Lot => ({
  lotNo,
  expiresOn,
  onHand,
  allocated,
});
const E = lot('E', '2027-01-31', 6);
const F = lot('F', '2027-06-30', 4);
const flat = (lp: LotPlaces) =>
  [...lp]
    .flatMap(([no, p]) => [...p].filter(([, n]) => n > 0).map(([id, n]) => `${no}@${id}=${n}`))
    .sort();
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return Object.values((error as AppError).fieldErrors ?? {}).flat()[0];
  }
  throw new Error('not refused');
};

describe('coveredLotPlaces', () => {
  it('splits shelf pieces no lot covers over the lots first expiry first, shelves along the walk', () => {
    const places = new Map([
      [1, 3],
      [2, 5],
    ]);
    const covered = coveredLotPlaces(new Map(), places, [F, E], SHELVES);
    expect(flat(covered)).toEqual(['E@1=1', 'E@2=5', 'F@1=2']);
  });

  it('trims what a lot or a shelf no longer holds, latest lot first', () => {
    const stored: LotPlaces = new Map([
      ['E', new Map([[1, 9]])],
      ['F', new Map([[1, 2]])],
    ]);
    const covered = coveredLotPlaces(stored, new Map([[1, 5]]), [E, F], SHELVES);
    expect(flat(covered)).toEqual(['E@1=5']);
  });
});

describe('lotsAtPlace', () => {
  const lp: LotPlaces = new Map([
    ['E', new Map([[1, 2]])],
    ['F', new Map([[1, 3]])],
  ]);
  it('takes the lots on that shelf first expiry first, only their free pieces', () => {
    expect(lotsAtPlace(lp, [E, F], 1, 4, SHELVES)).toEqual([
      { lotNo: 'E', quantity: -2 },
      { lotNo: 'F', quantity: -2 },
    ]);
    const allocatedE = lot('E', '2027-01-31', 6, 6);
    expect(lotsAtPlace(lp, [allocatedE, F], 1, 3, SHELVES)).toEqual([{ lotNo: 'F', quantity: -3 }]);
  });
  it('takes 棚番未設定 pieces of each lot at null, and refuses beyond the place', () => {
    expect(lotsAtPlace(lp, [E, F], null, 5, SHELVES)).toEqual([
      { lotNo: 'E', quantity: -4 },
      { lotNo: 'F', quantity: -1 },
    ]);
    expect(refusal(() => lotsAtPlace(lp, [E, F], 2, 1, SHELVES))).toBe(
      'Bの在庫が不足しています（在庫: 0、必要数: 1）',
    );
  });
});

describe('placeLotMoves', () => {
  const start = (): LotPlaces =>
    new Map([
      [
        'E',
        new Map([
          [1, 2],
          [2, 1],
        ]),
      ],
      ['F', new Map([[1, 3]])],
    ]);
  const placesOf = (lp: LotPlaces) => {
    const p = new Map<number, number>();
    for (const m of lp.values()) for (const [id, n] of m) p.set(id, (p.get(id) ?? 0) + n);
    return p;
  };

  it('moves a change naming lot and shelf exactly there, refused beyond that lot there', () => {
    const lp = start();
    const places = placesOf(lp);
    const at = placeLotMoves(lp, places, SHELVES, [E, F], [{ lotNo: 'F', quantity: -2 }], {
      id: 1,
      named: true,
    });
    expect(at).toBe(1);
    expect(flat(lp)).toEqual(['E@1=2', 'E@2=1', 'F@1=1']);
    expect(places.get(1)).toBe(3);
    const move = [{ lotNo: 'E', quantity: -2 }];
    expect(
      refusal(() => placeLotMoves(lp, places, SHELVES, [E, F], move, { id: 2, named: true })),
    ).toBe('Bのロット「E」の在庫が不足しています（在庫: 1、必要数: 2）');
  });

  it('takes a lot without a shelf along the walk of its shelves, then its 棚番未設定', () => {
    const lp = start();
    const places = placesOf(lp);
    const at = placeLotMoves(lp, places, SHELVES, [E, F], [{ lotNo: 'E', quantity: -5 }], {
      id: null,
      named: false,
    });
    expect(at).toBeNull();
    expect(flat(lp)).toEqual(['F@1=3']);
    expect([...places]).toEqual([
      [1, 3],
      [2, 0],
    ]);
  });

  it('puts an increase on the target shelf, or leaves it 棚番未設定', () => {
    const lp = start();
    const places = placesOf(lp);
    const moves = [{ lotNo: 'N', quantity: 4 }];
    expect(placeLotMoves(lp, places, SHELVES, [E, F], moves, { id: 3, named: false })).toBe(3);
    expect(
      placeLotMoves(lp, places, SHELVES, [E, F], moves, { id: null, named: false }),
    ).toBeNull();
    expect(flat(lp)).toContain('N@3=4');
    expect(places.get(3)).toBe(4);
  });

  it('never takes more of a lot 棚番未設定 than it holds there', () => {
    const lp = start();
    const move = [{ lotNo: 'E', quantity: -4 }];
    expect(
      refusal(() =>
        placeLotMoves(lp, placesOf(lp), SHELVES, [E, F], move, { id: null, named: true }),
      ),
    ).toBe('棚番未設定のロット「E」の在庫が不足しています（在庫: 3、必要数: 4）');
  });
});
