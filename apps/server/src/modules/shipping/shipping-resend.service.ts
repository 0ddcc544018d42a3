import { SHIPPING_MESSAGES as M, type ShippingActionResult } from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import { AppError, notFound, stale } from '../../http/app-error.ts';
import { lockOrders } from '../orders/index.ts';
import { enqueueSend, type ShippingActor } from './shipping-instructions.ts';
import type { ShippingInstructionRow } from './shipping-instructions.table.ts';
import {
  lockInstruction,
  lockInstructionsOfOrders,
  updateInstruction,
} from './shipping.repository.ts';

// 再送信: 連携エラー instructions (a send that failed as a whole, e.g. an outage longer than the
// retries) go to their warehouse again under the SAME number. They are 未連携 until the job answers;
// the job first asks the warehouse about the failed send's request (decision 038).

/** Marks the instructions 未連携 and queues one 出荷指示登録 process per warehouse. */
async function queueResend(tx: Tx, actor: ShippingActor, rows: readonly ShippingInstructionRow[]) {
  const byWarehouse = new Map<number, number[]>();
  for (const row of rows) {
    await updateInstruction(tx, row, { status: 'unsynced' });
    byWarehouse.set(row.warehouseId, [...(byWarehouse.get(row.warehouseId) ?? []), row.id]);
  }
  for (const [warehouseId, ids] of byWarehouse) await enqueueSend(tx, actor, warehouseId, ids);
}

/** 再送信 on the checked orders: each one's 連携エラー instructions; an order without one is skipped. */
export async function resendFailedOfOrders(
  db: Database,
  actor: ShippingActor,
  orderIds: number[],
): Promise<ShippingActionResult> {
  return db.transaction(async (tx) => {
    const unique = [...new Set(orderIds)];
    const orders = await lockOrders(tx, actor.scope, unique);
    if (orders.length !== unique.length) throw notFound(M.orderNotFound);
    const instructions = await lockInstructionsOfOrders(tx, actor.scope, unique);
    const failed = instructions.filter((row) => row.status === 'sync_error');
    const skipped = orders
      .filter((order) => !failed.some((row) => row.orderId === order.id))
      .map((order) => ({ orderNumber: order.orderNumber, reason: M.noSyncError }));
    await queueResend(tx, actor, failed);
    const changed = orders.length - skipped.length;
    return { message: M.resendQueued(changed, failed.length), changed, skipped };
  });
}

/** 再送信 of one 連携エラー instruction, at the version the page loaded. */
export async function resendFailedInstruction(
  db: Database,
  actor: ShippingActor,
  id: number,
  version: number,
): Promise<ShippingActionResult> {
  return db.transaction(async (tx) => {
    const row = await lockInstruction(tx, actor.scope, id);
    if (!row) throw notFound(M.instructionNotFound);
    if (row.version !== version) throw stale();
    if (row.status !== 'sync_error') throw new AppError('validation', M.notSyncError);
    await queueResend(tx, actor, [row]);
    return { message: M.resendQueued(1, 1), changed: 1, skipped: [] };
  });
}
