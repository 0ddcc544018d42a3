import type { Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import type { MovedLot } from '../stocks/index.ts';
import {
  lineLotsOf,
  lockTransfer,
  transferLinesOf,
  updateLineLot,
} from './transfers.repository.ts';
import type { StockTransferLineLotRow } from './transfers.table.ts';

// The lots of a transfer to an external warehouse (decision 065): the pieces left the source in
// known lots, so they arrive — or go back — in those lots unless the warehouse reports another.

const dueOf = (lot: StockTransferLineLotRow) => lot.quantity - lot.receivedQty - lot.returnedQty;

/**
 * Takes `quantity` pieces from the lots still due (the `first` lot before the others, then first
 * expiry first), noting each on `field` of its row; answers the lots taken.
 */
async function takeDue(
  tx: Tx,
  lots: readonly StockTransferLineLotRow[],
  quantity: number,
  field: 'receivedQty' | 'returnedQty',
  first?: string,
) {
  const ordered = [...lots].sort((a, b) => Number(b.lotNo === first) - Number(a.lotNo === first));
  const taken: MovedLot[] = [];
  let left = quantity;
  for (const lot of ordered) {
    const pieces = Math.min(left, dueOf(lot));
    if (pieces <= 0) continue;
    await updateLineLot(tx, lot.id, {
      receivedQty: lot.receivedQty + (field === 'receivedQty' ? pieces : 0),
      returnedQty: lot.returnedQty + (field === 'returnedQty' ? pieces : 0),
    });
    taken.push({ lotNo: lot.lotNo, expiresOn: lot.expiresOn, quantity: pieces });
    left -= pieces;
  }
  return taken;
}

/** The lots of one product's line of a transfer (none: not a lot product, or no such line). */
async function productLots(tx: Tx, transferId: number, productId: number) {
  const line = (await transferLinesOf(tx, transferId)).find((l) => l.productId === productId);
  return line ? lineLotsOf(tx, [line.id]) : [];
}

/**
 * The warehouse jobs' ArrivalLots hook: pieces of a transfer's schedule arrived; they are the
 * lots that left the source (the reported lot first). Null when the schedule carries no transfer
 * or the product no lots.
 */
export async function arrivalLotsOfSchedule(
  tx: Tx,
  scope: OrganisationScope,
  scheduleId: number,
  arrival: { productId: number; quantity: number; reported: MovedLot | null },
): Promise<MovedLot[] | null> {
  const transfer = await lockTransfer(tx, scope, { scheduleId });
  if (!transfer) return null;
  const lots = await productLots(tx, transfer.id, arrival.productId);
  if (lots.length === 0) return null;
  return takeDue(tx, lots, arrival.quantity, 'receivedQty', arrival.reported?.lotNo);
}

/** Pieces of a line going back to the source: the lots still due, first expiry first. */
export async function returningLots(tx: Tx, lineId: number, quantity: number) {
  const lots = await lineLotsOf(tx, [lineId]);
  return lots.length === 0 ? null : takeDue(tx, lots, quantity, 'returnedQty');
}
