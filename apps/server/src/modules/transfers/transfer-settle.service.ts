import { TRANSFER_MESSAGES as M, type TransferDetailDto } from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { notFound } from '../../http/app-error.ts';
import { cancelTransferSchedule, scheduleArrivals } from '../inbound/index.ts';
import { applyStockChanges, stockIdFor, transferIn, type StockActor } from '../stocks/index.ts';
import { returningLots } from './transfer-lots.service.ts';
import { transferStatusOf, settledLine } from './transfer-rules.ts';
import { recordTransferChange, transferView } from './transfer-audit.ts';
import {
  lockTransfer,
  transferLinesOf,
  updateTransfer,
  updateTransferLine,
} from './transfers.repository.ts';
import type { StockTransferRow } from './transfers.table.ts';
import { transferMeta, transferOf, transferRefusal } from './transfers.service.ts';

// 在庫移動 to an external warehouse after registration (decision 071): its schedule's arrivals
// complete it, its cancellation sends the rest back to the source. Lock order: schedule, transfer,
// stock rows — the same as a receipt's (the schedule first), so the two never deadlock.

/** Adopts the schedule's arrivals and cancellation into the locked transfer (and the source's stock). */
async function settle(tx: Tx, actor: StockActor, row: StockTransferRow) {
  if (row.receivingScheduleId === null || row.status === 'cancelled') return;
  const arrivals = await scheduleArrivals(tx, actor, row.receivingScheduleId);
  if (!arrivals) return;
  const byProduct = new Map(arrivals.lines.map((line) => [line.productId, line]));
  const before = await transferView(tx, actor.scope, row.id);
  const lines = await transferLinesOf(tx, row.id);
  const meta = transferMeta(row);
  const settled = [];
  const returns = [];
  for (const line of lines) {
    const next = settledLine(line, byProduct.get(line.productId));
    settled.push(next);
    if (next.receivedQty === line.receivedQty && next.returnedQty === line.returnedQty) continue;
    await updateTransferLine(tx, line.id, next);
    const back = next.returnedQty - line.returnedQty;
    if (back > 0) {
      const stockId = await stockIdFor(tx, actor, line.productId, row.sourceWarehouseId);
      // A lot product's pieces go back into the lots they left (decision 065).
      const lots = await returningLots(tx, line.id, back);
      const inLots = lots?.reduce((sum, lot) => sum + lot.quantity, 0) ?? 0;
      for (const lot of lots ?? []) {
        const lotRef = { lotNo: lot.lotNo, expiresOn: lot.expiresOn };
        returns.push({ ...transferIn(stockId, lot.quantity, meta), lot: lotRef });
      }
      if (back > inLots) returns.push(transferIn(stockId, back - inLots, meta));
    }
  }
  if (returns.length > 0) await applyStockChanges(tx, actor, returns);
  const status = transferStatusOf(settled);
  if (status !== row.status) await updateTransfer(tx, row, { status });
  await recordTransferChange(tx, actor, row.id, before);
}

/** The warehouse jobs' hook (ScheduleSettled): a schedule's receipts or cancellation changed. */
export async function settleTransferOfSchedule(
  tx: Tx,
  scope: OrganisationScope,
  scheduleId: number,
) {
  const row = await lockTransfer(tx, scope, { scheduleId });
  if (row) await settle(tx, { scope, userId: null }, row);
}

/**
 * キャンセル while nothing arrived: the schedule is cancelled (at once, or asked of the warehouse
 * that holds it) and what is 移動中 goes back to the source when it is.
 */
export async function cancelTransfer(
  db: Database,
  actor: StockActor,
  id: number,
): Promise<TransferDetailDto> {
  const { scope } = actor;
  const found = await transferOf(db, scope, id);
  await db.transaction(async (tx) => {
    // The schedule first (see above), then the transfer.
    if (found.receivingScheduleId) await scheduleArrivals(tx, actor, found.receivingScheduleId);
    const row = await lockTransfer(tx, scope, { id });
    if (!row) throw notFound(M.notFound);
    if (row.status === 'cancelled') throw transferRefusal(M.alreadyCancelled);
    if (row.receivingScheduleId === null || row.status !== 'in_transit') {
      throw transferRefusal(M.notCancellable);
    }
    const outcome = await cancelTransferSchedule(
      tx,
      actor,
      row.receivingScheduleId,
      `在庫移動 ${row.number} のキャンセル`,
    );
    if (outcome === 'received') throw transferRefusal(M.notCancellable);
    if (outcome === 'cancelled') await settle(tx, actor, row);
  });
  return transferOf(db, scope, id);
}
