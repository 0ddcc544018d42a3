import {
  STOCK_LOCATION_LABELS as L,
  STOCK_LOCATION_MESSAGES as M,
  STOCK_MESSAGES as S,
} from '@logi/shared';
import { byExpiry, type Lot } from './stock-lot-parts.ts';
import { placedSum, walk, type Places, type Shelf } from './stock-location-parts.ts';
import { stockRefusal } from './stocks.service.ts';

/**
 * Lot × shelf (decision 066 § lot × shelf): how a ロット管理 row's change lands on its lots' shelves.
 * Pure: the service has locked the row. Per shelf the lots sum to the shelf's pieces; per lot the
 * shelves hold at most its on_hand, the rest being the lot's 棚番未設定.
 */

/** A row's pieces per lot number, per shelf id. */
export type LotPlaces = Map<string, Places>;
/** Where a change takes or puts: a named shelf id, named null (棚番未設定), or the rule's (not named). */
export type PlaceTarget = { id: number | null; named: boolean };
/** One lot's pieces a change takes (negative) or brings. */
export type LotMove = { lotNo: string; quantity: number };

const placesOf = (lotPlaces: LotPlaces, lotNo: string) => {
  const places = lotPlaces.get(lotNo) ?? new Map<number, number>();
  lotPlaces.set(lotNo, places);
  return places;
};
/** A lot's pieces on no shelf. */
export const lotUnplaced = (lotPlaces: LotPlaces, lot: Lot) =>
  lot.onHand - placedSum(lotPlaces.get(lot.lotNo) ?? new Map());
const lotAt = (lotPlaces: LotPlaces, lot: Lot, place: number | null) =>
  place === null ? lotUnplaced(lotPlaces, lot) : (lotPlaces.get(lot.lotNo)?.get(place) ?? 0);
const add = (places: Places, id: number, n: number) => places.set(id, (places.get(id) ?? 0) + n);
const lotName = (lotNo: string) => lotNo || S.unknownLot;
const placeName = (shelves: ReadonlyMap<number, Shelf>, id: number | null) =>
  id === null ? L.unplaced : (shelves.get(id)?.code ?? '');

/**
 * The row's lot × shelf made to agree with its shelves and lots (`lots` before the change), in a
 * copy: pieces beyond a lot's on_hand or a shelf's leave the latest lots first, and a shelf's pieces
 * no lot covers (stock from before lot × shelf) are taken from the lots' 棚番未設定, first expiry first.
 */
export function coveredLotPlaces(
  stored: LotPlaces,
  places: Places,
  lots: readonly Lot[],
  shelves: ReadonlyMap<number, Shelf>,
): LotPlaces {
  const sorted = [...lots].sort(byExpiry);
  const result: LotPlaces = new Map(
    sorted.map((lot) => [lot.lotNo, new Map(stored.get(lot.lotNo))]),
  );
  for (const lot of sorted) {
    let over = -lotUnplaced(result, lot);
    for (const shelf of walk(result.get(lot.lotNo)!, shelves).reverse()) {
      if (over <= 0) break;
      const n = Math.min(over, result.get(lot.lotNo)!.get(shelf.id) ?? 0);
      add(result.get(lot.lotNo)!, shelf.id, -n);
      over -= n;
    }
  }
  const all = new Map(
    [...places.keys(), ...[...result.values()].flatMap((p) => [...p.keys()])].map((id) => [id, 0]),
  );
  // Shelves along the walk: the first shelves get the first lots, as the picker takes them.
  for (const { id } of walk(all, shelves)) {
    let gap = (places.get(id) ?? 0) - sorted.reduce((s, lot) => s + lotAt(result, lot, id), 0);
    for (const lot of gap < 0 ? [...sorted].reverse() : sorted) {
      if (gap === 0) break;
      const n =
        gap < 0 ? -Math.min(-gap, lotAt(result, lot, id)) : Math.min(gap, lotUnplaced(result, lot));
      if (n !== 0) add(result.get(lot.lotNo)!, id, n);
      gap -= n;
    }
  }
  return result;
}

/**
 * The lots a decrease at one place takes when the change names no lot: that place's lots first
 * expiry first (expired first), each as far as `has` allows (a count: the lot's free pieces too).
 * Refused when the place's lots cannot give `wanted`.
 */
export function lotsAtPlace(
  lotPlaces: LotPlaces,
  lots: readonly Lot[],
  place: number | null,
  wanted: number,
  shelves: ReadonlyMap<number, Shelf>,
  has: (lot: Lot, atPlace: number) => number = (lot, at) =>
    Math.min(at, lot.onHand - lot.allocated),
): LotMove[] {
  const taken: LotMove[] = [];
  let left = wanted;
  for (const lot of [...lots].sort(byExpiry)) {
    if (left === 0) break;
    const n = Math.min(left, Math.max(0, has(lot, lotAt(lotPlaces, lot, place))));
    if (n > 0) taken.push({ lotNo: lot.lotNo, quantity: -n });
    left -= n;
  }
  if (left > 0) throw stockRefusal(M.countShort(placeName(shelves, place), wanted - left, wanted));
  return taken;
}

/**
 * Lands the lots' moves (`moved`, from the lot rule) on `lotPlaces` and the row's `places` (both
 * changed in place; `lots` as before the change): an increase goes to `target` (null: 棚番未設定);
 * a decrease takes a named place's pieces of that lot (refused beyond them), else the lot's shelves
 * along the walk, then its 棚番未設定. Returns the one shelf the pieces moved at, else null.
 */
export function placeLotMoves(
  lotPlaces: LotPlaces,
  places: Places,
  shelves: ReadonlyMap<number, Shelf>,
  lots: readonly Lot[],
  moved: readonly LotMove[],
  target: PlaceTarget,
): number | null {
  const touched = new Set<number | null>();
  const move = (lotNo: string, id: number | null, n: number) => {
    touched.add(id);
    if (id === null || n === 0) return;
    add(placesOf(lotPlaces, lotNo), id, n);
    add(places, id, n);
  };
  for (const { lotNo, quantity } of moved) {
    if (quantity > 0) move(lotNo, target.id, quantity);
    if (quantity >= 0) continue;
    const lot = lots.find((l) => l.lotNo === lotNo) ?? {
      lotNo,
      expiresOn: null,
      onHand: 0,
      allocated: 0,
    };
    if (target.named) {
      const has = lotAt(lotPlaces, lot, target.id);
      if (has < -quantity)
        throw stockRefusal(
          M.lotShort(placeName(shelves, target.id), lotName(lotNo), has, -quantity),
        );
      move(lotNo, target.id, quantity);
      continue;
    }
    let left = -quantity;
    for (const shelf of walk(placesOf(lotPlaces, lotNo), shelves)) {
      const n = Math.min(left, lotPlaces.get(lotNo)!.get(shelf.id) ?? 0);
      if (n > 0) move(lotNo, shelf.id, -n);
      left -= n;
    }
    // The rest is the lot's 棚番未設定 (the lot rule proved the lot holds them).
    if (left > 0) move(lotNo, null, -left);
  }
  const [only] = touched;
  return touched.size === 1 ? (only ?? null) : null;
}
