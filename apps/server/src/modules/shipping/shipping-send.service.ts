import { ORDER_MERGE_MESSAGES, SHIPPING_MESSAGES as M, orderActionApplies } from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import {
  heldAllocationsOf,
  lockOrders,
  mergeGroupsOf,
  refreshOrderStatus,
  type LockedOrder,
} from '../orders/index.ts';
import { warehouseSummaries } from '../warehouses/index.ts';
import { PerWarehouse, result, type Skipped } from './shipping-action-parts.ts';
import {
  createInstruction,
  enqueueSend,
  linesFrom,
  type ShippingActor,
} from './shipping-instructions.ts';

/**
 * The parcels the checked orders ship in: an order alone, or a 同梱 group whole (decision 063) —
 * checking one order of a group instructs all of it. Answers the orders, locked, and the parcels.
 */
async function parcelsOf(tx: Tx, actor: ShippingActor, ids: number[]) {
  const groups = await mergeGroupsOf(tx, actor.scope, ids);
  const members = [...groups.values()].flat();
  const orders = await lockOrders(tx, actor.scope, [...new Set([...ids, ...members])]);
  if (new Set(ids).size !== orders.filter((order) => ids.includes(order.id)).length)
    throw notFound(M.orderNotFound);
  const byId = new Map(orders.map((order) => [order.id, order]));
  const groupOf = new Map<number, number[]>();
  for (const group of groups.values()) for (const id of group) groupOf.set(id, group);
  const parcels: LockedOrder[][] = [];
  const seen = new Set<number>();
  for (const order of orders) {
    if (seen.has(order.id)) continue;
    const parcel = (groupOf.get(order.id) ?? [order.id]).map((id) => byId.get(id)!);
    for (const member of parcel) seen.add(member.id);
    parcels.push(parcel);
  }
  return { orders, parcels };
}

/**
 * 出荷指示: one instruction per checked 引当済 order (or 同梱 group) × warehouse of its active
 * allocations; the external ones go to their warehouse in one 出荷指示登録 process per warehouse.
 * A group ships whole from one warehouse or waits, each of its orders skipped with the reason.
 */
export async function sendInstructions(db: Database, actor: ShippingActor, orderIds: number[]) {
  return db.transaction(async (tx) => {
    const { orders, parcels } = await parcelsOf(tx, actor, orderIds);
    const allocations = await heldAllocationsOf(
      tx,
      actor.scope,
      orders.map((order) => order.id),
    );
    const warehouses = await warehouseSummaries(
      tx,
      actor.scope,
      allocations.map((a) => a.warehouseId),
    );
    const skipped: Skipped = [];
    const toSend = new PerWarehouse();
    let created = 0;
    for (const parcel of parcels) {
      const lead = parcel[0]!;
      const ids = new Set(parcel.map((order) => order.id));
      const mine = allocations.filter((allocation) => ids.has(allocation.orderId));
      const skip = (reason: string) =>
        parcel.forEach((order) => skipped.push({ orderNumber: order.orderNumber, reason }));
      if (parcel.length > 1) {
        const ready =
          parcel.every((order) => order.status === 'allocated') &&
          new Set(mine.map((allocation) => allocation.warehouseId)).size === 1;
        if (!ready) {
          skip(ORDER_MERGE_MESSAGES.groupNotReady);
          continue;
        }
      }
      if (!orderActionApplies('instruct', lead.status)) {
        skip(M.notAllocated);
        continue;
      }
      if (mine.length === 0) {
        skip(M.noActiveAllocation);
        continue;
      }
      for (const warehouseId of new Set(mine.map((allocation) => allocation.warehouseId))) {
        const isOwn = warehouses.get(warehouseId)?.type === 'own';
        const row = await createInstruction(tx, actor, {
          orderId: lead.id,
          warehouseId,
          lines: linesFrom(mine.filter((allocation) => allocation.warehouseId === warehouseId)),
          isOwn,
        });
        if (!isOwn) toSend.add(warehouseId, row.id);
        created += 1;
      }
      await refreshOrderStatus(tx, actor.scope, lead.id);
    }
    for (const [warehouseId, ids] of toSend.ids) await enqueueSend(tx, actor, warehouseId, ids);
    const changed = orders.length - skipped.length;
    return result(`${changed}件の受注に出荷指示を${created}件作成しました。`, changed, skipped);
  });
}
