import { ALLOCATION_MESSAGES as M } from '@logi/shared';
import type { OrderPlan, PlannedAllocation, StockBook } from './allocation-plan.ts';

/**
 * FEFO (decision 065): a ロット管理 product's row offers only the free pieces of its lots whose
 * 賞味期限 is on or after the cutoff (today + 引当不可日数; expired lots never), and each planned
 * allocation takes them first expiry first, one allocation row per lot, its reason naming the lot.
 */

export type RunLot = { lotNo: string; expiresOn: string | null; onHand: number; allocated: number };
/** A row's lots as a run knows them, and the first 賞味期限 it may allocate. */
export type LotBook = {
  cutoff: string;
  lots: readonly RunLot[];
  /**
   * Its free pieces at the cutoff, kept once asked: a batch offers every row of its products
   * (about all of them), and a book is not changed once a batch has handed it to the run.
   */
  free?: number;
};

/** Free pieces of the book's lots allowed at `cutoff` (the book's own unless a later one). */
function lotFree(book: LotBook, cutoff = book.cutoff) {
  let free = 0;
  for (const lot of book.lots)
    if (lot.expiresOn === null || lot.expiresOn >= cutoff)
      free += Math.max(0, lot.onHand - lot.allocated);
  return free;
}

/** Pieces FEFO may take from a row: its allocatable lots' free pieces (the aggregate's otherwise). */
export function allocatable(row: { onHand: number; allocated: number; lots?: LotBook }) {
  const free = row.onHand - row.allocated;
  if (!row.lots) return free;
  row.lots.free ??= lotFree(row.lots);
  return Math.min(free, row.lots.free);
}

/** The later of two cutoffs (a shop's 引当不可日数 may ask more days than the product's). */
const later = (book: LotBook, cutoff?: string) =>
  cutoff !== undefined && cutoff > book.cutoff ? cutoff : book.cutoff;

/**
 * Splits one order's planned allocations on lot rows over the lots, FEFO, none before `cutoff`
 * (its shop's) either. A row's lots (`read`: as the run knows them) are copied once per batch,
 * into `left` (what the batch's plans leave, for its next orders); the plan is changed in place.
 */
export function takeOrderLots(
  plan: OrderPlan,
  read: (stockId: number) => LotBook | undefined,
  left: Map<number, LotBook>,
  cutoff?: string,
) {
  plan.allocations = plan.allocations.flatMap((a) => {
    let book = left.get(a.stockId);
    if (!book) {
      const first = read(a.stockId);
      if (!first) return [a];
      book = { cutoff: first.cutoff, lots: first.lots.map((lot) => ({ ...lot })) };
      left.set(a.stockId, book);
    }
    return fromLots(a, later(book, cutoff), book.lots as RunLot[]);
  });
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
  lotsOf: (stockId: number) => LotBook | undefined,
  cutoff: string,
  plan: () => T,
): T {
  const narrowed = rows.flatMap((row) => {
    const slot = book.slot(row.productId, row.warehouseId);
    const rowLots = lotsOf(row.id);
    if (!slot || slot.stockId !== row.id || !rowLots) return [];
    const before = slot.available;
    slot.available = Math.min(before, lotFree(rowLots, later(rowLots, cutoff)));
    return [{ slot, before, offered: slot.available }];
  });
  const result = plan();
  for (const { slot, before, offered } of narrowed)
    slot.available = before - (offered - slot.available);
  return result;
}

function fromLots(a: PlannedAllocation, cutoff: string, lots: RunLot[]) {
  const taken: PlannedAllocation[] = [];
  let wanted = a.quantity;
  for (const lot of lots) {
    if (wanted === 0) break;
    if (lot.expiresOn !== null && lot.expiresOn < cutoff) continue;
    const pieces = Math.min(wanted, lot.onHand - lot.allocated);
    if (pieces <= 0) continue;
    lot.allocated += pieces;
    wanted -= pieces;
    const reason = `${a.reason}（${M.lotChoice(lot.lotNo, lot.expiresOn)}）`;
    taken.push({ ...a, quantity: pieces, lotNo: lot.lotNo, reason });
  }
  return taken;
}
