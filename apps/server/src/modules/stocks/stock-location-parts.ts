import { STOCK_LOCATION_LABELS as L, STOCK_LOCATION_MESSAGES as M } from '@logi/shared';
import { stockRefusal } from './stocks.service.ts';

/**
 * How a change of a stock row's on_hand lands on its shelves (stock per location, decision 066).
 * Pure: the stock service has locked the row; pieces on no shelf (棚番未設定) are the row's on_hand
 * minus what the shelves hold.
 */

export type Shelf = { id: number; code: string; routeOrder: number; pickable: boolean };
/** A row's pieces per shelf id (shelves holding none may be absent or 0). */
export type Places = Map<number, number>;

/** The picker's walk: pickable shelves by 順路 then code, reserve shelves after them. */
export const byWalk = (a: Shelf, b: Shelf) =>
  Number(b.pickable) - Number(a.pickable) ||
  a.routeOrder - b.routeOrder ||
  a.code.localeCompare(b.code);

export const placedSum = (places: Places) => [...places.values()].reduce((s, n) => s + n, 0);

/** The shelves of `places` in walk order (unknown ids, which the keys exclude, are skipped). */
export function walk(places: Places, shelves: ReadonlyMap<number, Shelf>): Shelf[] {
  return [...places.keys()]
    .map((id) => shelves.get(id))
    .filter((s): s is Shelf => s !== undefined)
    .sort(byWalk);
}

/**
 * Applies `delta` pieces to `places` (changed in place) for a row holding `onHand` before it:
 * an increase goes to `target` (else 棚番未設定); a decrease takes from a named `target` (null:
 * 棚番未設定), else along the walk and then 棚番未設定. Returns the one shelf the pieces moved
 * at, or null (棚番未設定, or several shelves) — what the ledger row names.
 */
export function placeChange(
  places: Places,
  shelves: ReadonlyMap<number, Shelf>,
  onHand: number,
  delta: number,
  target: { id: number | null; named: boolean },
): number | null {
  if (delta === 0) return null;
  if (delta > 0) {
    if (target.id !== null) places.set(target.id, (places.get(target.id) ?? 0) + delta);
    return target.id;
  }
  const wanted = -delta;
  if (target.named) {
    const has = target.id === null ? onHand - placedSum(places) : (places.get(target.id) ?? 0);
    const name = target.id === null ? L.unplaced : (shelves.get(target.id)?.code ?? '');
    if (has < wanted) throw stockRefusal(M.countShort(name, has, wanted));
    if (target.id !== null) places.set(target.id, has - wanted);
    return target.id;
  }
  let left = wanted;
  const touched: number[] = [];
  for (const shelf of walk(places, shelves)) {
    if (left === 0) break;
    const n = Math.min(left, places.get(shelf.id) ?? 0);
    if (n === 0) continue;
    places.set(shelf.id, places.get(shelf.id)! - n);
    touched.push(shelf.id);
    left -= n;
  }
  // The rest comes off 棚番未設定 (the aggregate's check proved the row holds them).
  return left === 0 && touched.length === 1 ? touched[0]! : null;
}

/**
 * Where the row's allocated pieces lie: assigned along the walk (the picking list names these
 * shelves), then to 棚番未設定. Returns the allocated pieces per shelf id and of 棚番未設定.
 */
export function allocatedAlongWalk(
  places: Places,
  shelves: ReadonlyMap<number, Shelf>,
  allocated: number,
) {
  const perShelf = new Map<number, number>();
  let left = allocated;
  for (const shelf of walk(places, shelves)) {
    const n = Math.min(left, places.get(shelf.id) ?? 0);
    perShelf.set(shelf.id, n);
    left -= n;
  }
  return { perShelf, unplaced: left };
}

/** 棚移動's check: the free pieces at the source (its pieces less the allocated ones lying there). */
export function freeAt(
  places: Places,
  shelves: ReadonlyMap<number, Shelf>,
  row: { onHand: number; allocated: number },
  source: number | null,
) {
  const { perShelf, unplaced } = allocatedAlongWalk(places, shelves, row.allocated);
  if (source === null) return row.onHand - placedSum(places) - unplaced;
  return (places.get(source) ?? 0) - (perShelf.get(source) ?? 0);
}
