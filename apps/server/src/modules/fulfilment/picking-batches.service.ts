import {
  PICKING_BATCH_MESSAGES as M,
  SHIPPING_INSTRUCTION_STATUSES,
  todayJst,
  type PickingBatchStoreValues,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { pickingBatchOf } from '../../read-models/fulfilment/index.ts';
import { lockOrders, refreshOrderStatuses } from '../orders/index.ts';
import {
  instructionsByIds,
  lockInstructionsByIds,
  PICKABLE_STATUSES,
  startPicking,
} from '../shipping/index.ts';
import type { StockActor } from '../stocks/index.ts';
import { warehouseSummaries } from '../warehouses/index.ts';
import { insertBatch, nextBatchNumber } from './picking-batches.repository.ts';

type Skipped = { orderNumber: string; reason: string }[];

/**
 * ピッキングリスト印刷: the checked parcels of one own warehouse become one picking batch and go
 * to 出荷作業中 (one already in a batch moves to this one). A parcel not 受付済 or 出荷作業中 is
 * skipped with its reason; an external warehouse, or several, refuse the whole request.
 */
export async function storePickingBatch(
  db: Database,
  actor: StockActor,
  values: PickingBatchStoreValues,
) {
  const ids = [...new Set(values.instructionIds)];
  return db.transaction(async (tx) => {
    // Orders before instructions, as every shipping action locks them: two never deadlock.
    const seen = await instructionsByIds(tx, actor.scope, ids);
    if (seen.length !== ids.length) throw notFound(M.instructionNotFound);
    const orders = await lockOrders(
      tx,
      actor.scope,
      seen.map((row) => row.orderId),
    );
    const orderNumbers = new Map(orders.map((order) => [order.id, order.orderNumber]));
    const rows = await lockInstructionsByIds(tx, actor.scope, ids);
    const warehouses = await warehouseSummaries(
      tx,
      actor.scope,
      rows.map((row) => row.warehouseId),
    );
    const external = [...warehouses.values()].filter((warehouse) => warehouse.type !== 'own');
    if (external.length > 0)
      throw new AppError('validation', M.notOwnWarehouse(external.map((w) => w.name).join('・')));
    if (warehouses.size > 1)
      throw new AppError(
        'validation',
        M.severalWarehouses([...warehouses.values()].map((w) => w.name).join('・')),
      );
    const skipped: Skipped = [];
    const pickable = rows.filter((row) => {
      if (PICKABLE_STATUSES.includes(row.status)) return true;
      skipped.push({
        orderNumber: orderNumbers.get(row.orderId) ?? row.number,
        reason: M.notPickable(SHIPPING_INSTRUCTION_STATUSES[row.status].label),
      });
      return false;
    });
    if (pickable.length === 0) throw new AppError('validation', M.nothingPickable);
    // The checked order of the request is the printed order.
    const position = new Map(values.instructionIds.map((id, index) => [id, index]));
    pickable.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    const batchId = await insertBatch(
      tx,
      actor.scope,
      {
        number: await nextBatchNumber(tx, actor.scope, todayJst()),
        warehouseId: pickable[0]!.warehouseId,
        createdBy: actor.userId,
      },
      pickable.map((row) => row.id),
    );
    await startPicking(tx, actor, pickable);
    await refreshOrderStatuses(
      tx,
      actor.scope,
      pickable.map((row) => row.orderId),
    );
    return { ...(await pickingBatchOf(tx, actor.scope, batchId)), skipped };
  });
}
