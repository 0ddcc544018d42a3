import type { LotPart, LotRef } from './stock-lot-parts.ts';
import type { Deltas } from './stocks.service.ts';

/**
 * The bulk path's named allocations (decision 065 § FEFO at scale): a lot row whose changes all
 * allocate (or give back) pieces of a lot they name needs none of its lots read under the lock —
 * each lot gains its pieces in one statement that also checks them (stock-lots.ts
 * `addToNamedLots`), so an allocation run reads and sends only the lots its plans take.
 */

type Change = { stockId: number; deltas: Deltas; lot?: LotRef };
/** Allocated pieces one change adds to (or takes from) the lot it names. */
export type NamedLotDelta = { stockId: number; lotNo: string; allocated: number };

const isNamedAllocation = (change: Change) =>
  change.lot !== undefined &&
  !change.lot.expiresOn &&
  (change.deltas.onHand ?? 0) === 0 &&
  (change.deltas.nonSellable ?? 0) === 0;

/** The lot rows among `lotRows` whose every change is a named allocation (their lots stay unread). */
export function unreadLotRows(lotRows: readonly number[], changes: readonly Change[]) {
  const unread = new Set(lotRows);
  for (const change of changes) if (!isNamedAllocation(change)) unread.delete(change.stockId);
  return unread;
}

/** A named allocation as its one lot part (the ledger's row), its pieces noted in `deltas`. */
export function namedPart(change: Change, deltas: NamedLotDelta[]): LotPart[] {
  const allocated = change.deltas.allocated ?? 0;
  if (allocated === 0) return [];
  const lotNo = change.lot!.lotNo;
  deltas.push({ stockId: change.stockId, lotNo, allocated });
  return [{ lotNo, expiresOn: null, deltas: { onHand: 0, allocated, nonSellable: 0 } }];
}
