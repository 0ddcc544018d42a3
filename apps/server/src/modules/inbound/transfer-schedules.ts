import { todayJst } from '@logi/shared';
import type { Tx } from '../../db/client.ts';
import { enqueueProcess } from '../jobs/index.ts';
import type { MovedLot, StockActor } from '../stocks/index.ts';
import { recordScheduleChange, scheduleView } from './receiving-schedules.audit.ts';
import { linesOf, lockSchedule } from './receiving-schedules.repository.ts';
import { applyCancellation, insertSchedule } from './receiving-schedules.service.ts';

// 在庫移動 to an external warehouse travels as an inbound schedule (decision 071): the transfers
// module makes and cancels it here, in its own transaction; the warehouse jobs send it as usual.

/** Called in the transaction that changed a schedule's arrivals or cancelled it. */
export type ScheduleSettled = (tx: Tx, scheduleId: number) => Promise<void>;

/**
 * The lots pieces arriving on a schedule are in (decision 065): a transfer's schedule answers the
 * lots that left the source, and notes the arrival against them (the reported lot first). Null:
 * no lots known (the receipt books as it would without the hook).
 */
export type ArrivalLots = (
  tx: Tx,
  scheduleId: number,
  arrival: { productId: number; quantity: number; reported: MovedLot | null },
) => Promise<MovedLot[] | null>;

/** A 入荷区分 在庫移動 schedule for today, sent by the usual 入荷予定登録 process. */
export async function storeTransferSchedule(
  tx: Tx,
  actor: StockActor,
  values: {
    warehouseId: number;
    vendorId: number;
    note: string | null;
    lines: { productId: number; quantity: number }[];
  },
) {
  const row = await insertSchedule(tx, actor, {
    header: {
      kind: 'transfer',
      warehouseId: values.warehouseId,
      vendorId: values.vendorId,
      scheduledDate: todayJst(),
      note: values.note,
    },
    lines: values.lines.map((line) => ({
      productId: line.productId,
      scheduledQty: line.quantity,
    })),
    isOwn: false,
  });
  return { id: row.id, number: row.number };
}

/** Pieces arrived per product (sellable + defective) and whether the schedule is cancelled. */
export async function scheduleArrivals(tx: Tx, actor: StockActor, scheduleId: number) {
  const row = await lockSchedule(tx, actor.scope, scheduleId);
  if (!row) return null;
  const lines = await linesOf(tx, scheduleId);
  return {
    cancelled: row.status === 'cancelled',
    lines: lines.map((line) => ({
      productId: line.productId,
      arrived: line.receivedQty + line.nonSellableQty,
      cancelled: line.cancelledAt !== null,
    })),
  };
}

/**
 * Cancels a transfer's schedule while nothing arrived: at once when the warehouse does not hold
 * it yet ('cancelled'), else by 入荷予定キャンセル ('requested', settled when the warehouse accepts).
 */
export async function cancelTransferSchedule(
  tx: Tx,
  actor: StockActor,
  scheduleId: number,
  reason: string,
): Promise<'cancelled' | 'requested' | 'received'> {
  const row = await lockSchedule(tx, actor.scope, scheduleId);
  if (!row || row.status === 'cancelled') return 'cancelled';
  const lines = await linesOf(tx, scheduleId);
  if (lines.some((line) => line.receivedQty + line.nonSellableQty > 0)) return 'received';
  if (['unsynced', 'sync_error'].includes(row.status)) {
    const before = await scheduleView(tx, actor.scope, scheduleId);
    await applyCancellation(tx, row, undefined, reason);
    await recordScheduleChange(tx, actor, scheduleId, before);
    return 'cancelled';
  }
  await enqueueProcess(tx, {
    organisationId: actor.scope.organisationId,
    userId: actor.userId,
    action: 'inbound_cancel',
    payload: { warehouseId: row.warehouseId, scheduleId, reason },
  });
  return 'requested';
}
