import { ALLOCATION_MESSAGES as M } from '@logi/shared';
import type { OrderPlan, PlannedAllocation } from './allocation-plan.ts';

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

/**
 * Splits the plans' allocations on lot rows over the lots, FEFO, in the plans' order (oldest order
 * first). Changes the plans in place; answers each lot row's book as the plans leave it.
 */
export function takeLots(plans: Map<number, OrderPlan>, books: ReadonlyMap<number, LotBook>) {
  const left = new Map<number, LotBook>();
  for (const plan of plans.values()) {
    if (!plan.allocations.some((a) => books.has(a.stockId))) continue;
    plan.allocations = plan.allocations.flatMap((a) => {
      const book = left.get(a.stockId) ?? books.get(a.stockId);
      if (!book) return [a];
      const lots = book.lots.map((lot) => ({ ...lot }));
      left.set(a.stockId, { cutoff: book.cutoff, lots });
      return fromLots(a, book, lots);
    });
  }
  return left;
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
