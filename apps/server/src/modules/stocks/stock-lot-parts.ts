import { STOCK_MESSAGES as M } from '@logi/shared';
import { stockRefusal, type Deltas, type Figures } from './stocks.service.ts';

/**
 * How one change of a ロット管理 product's stock row splits over its lots (decision 065). Pure: the
 * stock service has locked the row and its lots and writes one ledger row per part.
 */

/** The lot a change names: receipts name it with its 賞味期限, allocations and their follow-ups by number. */
export type LotRef = { lotNo: string; expiresOn?: string | null };
export type Lot = { lotNo: string; expiresOn: string | null; onHand: number; allocated: number };
export type LotPart = { lotNo: string; expiresOn: string | null; deltas: Required<Deltas> };
/** Pieces of one lot a change took (a negative on_hand delta) or brought. */
export type MovedLot = { lotNo: string; expiresOn: string | null; quantity: number };
export const movedLots = (parts: readonly LotPart[]): MovedLot[] =>
  parts.map((p) => ({ lotNo: p.lotNo, expiresOn: p.expiresOn, quantity: p.deltas.onHand }));

/** Pieces that came in without a lot (a count, a sync, stock from before ロット管理). */
export const UNKNOWN_LOT = '';

/** First expiry first; the ロット不明 lot (no expiry) last. */
export const byExpiry = (a: Lot, b: Lot) =>
  (a.expiresOn ?? '9999-12-31').localeCompare(b.expiresOn ?? '9999-12-31') ||
  a.lotNo.localeCompare(b.lotNo);

const zero = (): Required<Deltas> => ({ onHand: 0, allocated: 0, nonSellable: 0 });

/**
 * The lots of a row after `row` (the aggregate before the change): any pieces of the aggregate
 * the lots do not hold (stock from before ロット管理 was switched on) join the ロット不明 lot first.
 */
export function coveredLots(lots: readonly Lot[], row: Figures): Lot[] {
  const copies = lots.map((lot) => ({ ...lot })).sort(byExpiry);
  const onHandGap = row.onHand - copies.reduce((sum, lot) => sum + lot.onHand, 0);
  const allocatedGap = row.allocated - copies.reduce((sum, lot) => sum + lot.allocated, 0);
  if (onHandGap > 0 || allocatedGap > 0) {
    let unknown = copies.find((lot) => lot.lotNo === UNKNOWN_LOT);
    if (!unknown) {
      unknown = { lotNo: UNKNOWN_LOT, expiresOn: null, onHand: 0, allocated: 0 };
      copies.push(unknown);
    }
    unknown.onHand += Math.max(0, onHandGap, allocatedGap);
    unknown.allocated += Math.max(0, allocatedGap);
  }
  return copies;
}

/**
 * The parts of a change on `lots` (sorted by expiry, changed in place). A named lot takes the
 * whole change; otherwise the documented rule: shipping and releases take allocated pieces
 * (shipping first expiry first, releases last expiry first), an allocation takes free pieces of
 * unexpired lots first expiry first, a decrease takes free pieces first expiry first, an increase
 * goes to the earliest unexpired lot (else ロット不明). Non-sellable pieces ride on the first part.
 */
export function lotParts(lots: Lot[], deltas: Deltas, today: string, lot?: LotRef): LotPart[] {
  const parts = new Map<Lot, Required<Deltas>>();
  const move = (target: Lot, onHand: number, allocated: number) => {
    const part = parts.get(target) ?? zero();
    part.onHand += onHand;
    part.allocated += allocated;
    target.onHand += onHand;
    target.allocated += allocated;
    parts.set(target, part);
  };
  let onHand = deltas.onHand ?? 0;
  let allocated = deltas.allocated ?? 0;
  if (lot) {
    if (onHand !== 0 || allocated !== 0) move(namedLot(lots, lot, onHand), onHand, allocated);
  } else {
    const shipped = allocated < 0 && onHand < 0 ? Math.min(-allocated, -onHand) : 0;
    take(
      lots,
      shipped,
      (l) => l.allocated,
      (l, n) => move(l, -n, -n),
    );
    onHand += shipped;
    allocated += shipped;
    if (allocated < 0)
      take(
        [...lots].reverse(),
        -allocated,
        (l) => l.allocated,
        (l, n) => move(l, 0, -n),
      );
    const unexpired = lots.filter((l) => l.expiresOn === null || l.expiresOn >= today);
    if (allocated > 0)
      take(
        unexpired,
        allocated,
        (l) => l.onHand - l.allocated,
        (l, n) => move(l, 0, n),
      );
    if (onHand < 0)
      take(
        lots,
        -onHand,
        (l) => l.onHand - l.allocated,
        (l, n) => move(l, -n, 0),
      );
    if (onHand > 0) move(unexpired[0] ?? namedLot(lots, { lotNo: UNKNOWN_LOT }, onHand), onHand, 0);
  }
  const result = [...parts].map(([l, d]) => ({
    lotNo: l.lotNo,
    expiresOn: l.expiresOn,
    deltas: d,
  }));
  const first = result[0] ?? {
    lotNo: lot?.lotNo ?? UNKNOWN_LOT,
    expiresOn: lot?.expiresOn ?? null,
    deltas: zero(),
  };
  first.deltas.nonSellable = deltas.nonSellable ?? 0;
  return result.length > 0 || first.deltas.nonSellable !== 0 ? [first, ...result.slice(1)] : [];
}

/** Takes `wanted` pieces from the lots in turn, as many as `has` says each holds. */
function take(
  lots: Lot[],
  wanted: number,
  has: (lot: Lot) => number,
  taken: (lot: Lot, n: number) => void,
) {
  let left = wanted;
  for (const lot of lots) {
    if (left === 0) break;
    const n = Math.min(left, Math.max(0, has(lot)));
    if (n > 0) taken(lot, n);
    left -= n;
  }
  // The aggregate's own check already refused what the row cannot give; lots always cover it.
  if (left > 0)
    throw stockRefusal(M.lotShort(lots[0]?.lotNo ?? UNKNOWN_LOT, wanted - left, wanted));
}

/** The lot a change names, made at zero when pieces come in (a receipt's first of that lot). */
function namedLot(lots: Lot[], ref: LotRef, onHand: number): Lot {
  const known = lots.find((l) => l.lotNo === ref.lotNo);
  if (known) {
    if (ref.expiresOn && known.expiresOn !== ref.expiresOn)
      throw stockRefusal(M.lotExpiryMismatch(ref.lotNo, known.expiresOn ?? M.unknownLot), 'lotNo');
    return known;
  }
  if (onHand <= 0) throw stockRefusal(M.lotNotFound(ref.lotNo), 'lotNo');
  const made = { lotNo: ref.lotNo, expiresOn: ref.expiresOn ?? null, onHand: 0, allocated: 0 };
  lots.push(made);
  lots.sort(byExpiry);
  return made;
}

/** Refuses a lot's figures that break the rules (the table's check is the backstop). */
export function checkLots(lots: readonly Lot[]) {
  for (const lot of lots) {
    if (lot.allocated < 0) throw stockRefusal(M.overRelease(0));
    if (lot.allocated > lot.onHand || lot.onHand < 0)
      throw stockRefusal(M.lotShort(lot.lotNo || M.unknownLot, lot.onHand, lot.allocated));
  }
}
