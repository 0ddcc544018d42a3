import { ALLOCATION_MESSAGES as M } from '@logi/shared';
import type { OrderPlan, PlannedAllocation, StockBook } from './allocation-plan.ts';

/**
 * FEFO (decision 065): a ロット管理 product's row offers only the free pieces of its lots whose
 * 賞味期限 is on or after the cutoff (today + 引当不可日数; expired lots never), and each planned
 * allocation takes them first expiry first, one allocation row per lot, its reason naming the lot.
 */

export type RunLot = { lotNo: string; expiresOn: string | null; onHand: number; allocated: number };
/** A row's lots as a run knows them, and the first 賞味期限 it may allocate. */
export type LotBook = { cutoff: string; lots: readonly RunLot[] };

const allocatableLot = (book: LotBook, lot: RunLot) =>
  lot.expiresOn === null || lot.expiresOn >= book.cutoff;

/** Pieces FEFO may take from a row: its allocatable lots' free pieces (the aggregate's otherwise). */
export function allocatable(row: { onHand: number; allocated: number; lots?: LotBook }) {
  const free = row.onHand - row.allocated;
  if (!row.lots) return free;
  let lotFree = 0;
  for (const lot of row.lots.lots)
    if (allocatableLot(row.lots, lot)) lotFree += Math.max(0, lot.onHand - lot.allocated);
  return Math.min(free, lotFree);
}

/** The later of two cutoffs (a shop's 引当不可日数 may ask more days than the product's). */
const later = (book: LotBook, cutoff?: string) =>
  cutoff !== undefined && cutoff > book.cutoff ? { ...book, cutoff } : book;

/**
 * Splits the plans' allocations on lot rows over the lots, FEFO, in the plans' order (oldest order
 * first), none before `cutoff` (the plans' shop's) either. Changes the plans in place; answers
 * each lot row's book as the plans leave it.
 */
export function takeLots(
  plans: Map<number, OrderPlan>,
  books: ReadonlyMap<number, LotBook>,
  cutoff?: string,
) {
  const left = new Map<number, LotBook>();
  for (const plan of plans.values()) {
    if (!plan.allocations.some((a) => books.has(a.stockId))) continue;
    plan.allocations = plan.allocations.flatMap((a) => {
      const book = left.get(a.stockId) ?? books.get(a.stockId);
      if (!book) return [a];
      const lots = book.lots.map((lot) => ({ ...lot }));
      left.set(a.stockId, { cutoff: book.cutoff, lots });
      return fromLots(a, later(book, cutoff), lots);
    });
  }
  return left;
}

/** Takes one order's plan from the lots (`books` and `left` updated to what it leaves). */
export function takeOrderLots(
  plan: OrderPlan,
  books: Map<number, LotBook>,
  left: Map<number, LotBook>,
  cutoff?: string,
) {
  for (const [id, book] of takeLots(new Map([[0, plan]]), books, cutoff)) {
    books.set(id, book);
    left.set(id, book);
  }
}

/**
 * Plans one order of a shop with its own 引当不可日数 (decision 065): while `plan` runs, the lot
 * rows `rows` offer only free pieces of lots on or after the later cutoff (lots as the batch's
 * earlier plans left them); afterwards each row's slot is what it offered before, less what the
 * order took.
 */
export function withShopCutoff<T>(
  book: StockBook,
  rows: readonly { id: number; productId: number; warehouseId: number }[],
  lots: ReadonlyMap<number, LotBook>,
  cutoff: string,
  plan: () => T,
): T {
  const narrowed = rows.flatMap((row) => {
    const slot = book.slot(row.productId, row.warehouseId);
    const rowLots = lots.get(row.id);
    if (!slot || slot.stockId !== row.id || !rowLots) return [];
    const before = slot.available;
    const shop = later(rowLots, cutoff);
    let free = 0;
    for (const lot of shop.lots)
      if (allocatableLot(shop, lot)) free += Math.max(0, lot.onHand - lot.allocated);
    slot.available = Math.min(before, free);
    return [{ slot, before, offered: slot.available }];
  });
  const result = plan();
  for (const { slot, before, offered } of narrowed)
    slot.available = before - (offered - slot.available);
  return result;
}

function fromLots(a: PlannedAllocation, book: LotBook, lots: RunLot[]) {
  const taken: PlannedAllocation[] = [];
  let wanted = a.quantity;
  for (const lot of lots) {
    if (wanted === 0) break;
    if (!allocatableLot(book, lot)) continue;
    const pieces = Math.min(wanted, lot.onHand - lot.allocated);
    if (pieces <= 0) continue;
    lot.allocated += pieces;
    wanted -= pieces;
    const reason = `${a.reason}（${M.lotChoice(lot.lotNo, lot.expiresOn)}）`;
    taken.push({ ...a, quantity: pieces, lotNo: lot.lotNo, reason });
  }
  return taken;
}

/** Pieces the plans take from each lot, per stock row (for the check under the locks). */
export function takenPerLot(plans: Map<number, OrderPlan>) {
  const taken = new Map<number, Map<string, number>>();
  for (const plan of plans.values())
    for (const a of plan.allocations) {
      if (a.lotNo === undefined || a.lotNo === null) continue;
      const lots = taken.get(a.stockId) ?? new Map<string, number>();
      lots.set(a.lotNo, (lots.get(a.lotNo) ?? 0) + a.quantity);
      taken.set(a.stockId, lots);
    }
  return taken;
}
