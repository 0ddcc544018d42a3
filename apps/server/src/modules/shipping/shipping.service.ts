import {
  ALLOCATION_MESSAGES,
  ORDER_MERGE_MESSAGES as MERGE,
  SHIPPING_MESSAGES as M,
  orderActionApplies,
  type MarkShippedValues,
  type ShippingCancelValues,
} from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueProcess } from '../jobs/index.ts';
import {
  cancelOrder,
  cancelOrderRest,
  mergeGroupsOf,
  refreshOrderStatus,
  releaseOrders,
} from '../orders/index.ts';
import { findExternalWarehouses, warehouseSummaries } from '../warehouses/index.ts';
import { cancelInstructionHere, type ShippingActor } from './shipping-instructions.ts';
import type { ShippingInstructionRow } from './shipping-instructions.table.ts';
import type { ShippingOrder } from '../../read-models/shipping/index.ts';
import { lockInstructionsOfOrders, updateInstruction } from './shipping.repository.ts';
import { PerWarehouse, lockedOrders, result, type Skipped } from './shipping-action-parts.ts';
import { shipInstruction } from './ship-instructions.ts';

// The bulk actions of 引当管理 on the checked orders. Each order either moves or is skipped with
// its reason (listed in the answer); nothing is half done for one order.

const stateRefusal = (message: string) => new AppError('validation', message);

/** Each merged order's 同梱 group (its members in id order: the first is the parcel's lead). */
async function groupsByOrder(tx: Tx, actor: ShippingActor, orderIds: readonly number[]) {
  const groupOf = new Map<number, number[]>();
  for (const group of (await mergeGroupsOf(tx, actor.scope, orderIds)).values())
    for (const id of group) groupOf.set(id, group);
  return groupOf;
}

const isOpen = (row: ShippingInstructionRow) => !['cancelled', 'shipped'].includes(row.status);
/** 出荷作業中 or 検品済: the goods are off the shelf, so 出荷保留 and キャンセル are refused. */
const isBeingWorked = (row: ShippingInstructionRow) =>
  row.status === 'working' || row.status === 'inspected';

/** 出荷保留: own warehouses' and unsent instructions at once, sent ones through 出荷保留 per warehouse. */
export async function suspendInstructions(db: Database, actor: ShippingActor, orderIds: number[]) {
  return db.transaction(async (tx) => {
    const orders = await lockedOrders(tx, actor, orderIds);
    const instructions = await lockInstructionsOfOrders(tx, actor.scope, orderIds);
    const warehouses = await warehouseSummaries(
      tx,
      actor.scope,
      instructions.map((row) => row.warehouseId),
    );
    const skipped: Skipped = [];
    const toSuspend = new PerWarehouse();
    for (const order of orders) {
      const mine = instructions.filter((row) => row.orderId === order.id && isOpen(row));
      if (mine.some(isBeingWorked)) {
        skipped.push({ orderNumber: order.orderNumber, reason: M.working });
        continue;
      }
      if (!orderActionApplies('suspend', order.status) || mine.length === 0) {
        skipped.push({ orderNumber: order.orderNumber, reason: M.notSuspendable });
        continue;
      }
      for (const row of mine.filter((candidate) => candidate.status !== 'on_hold')) {
        const sent =
          ['accepted'].includes(row.status) && warehouses.get(row.warehouseId)?.type !== 'own';
        if (sent) toSuspend.add(row.warehouseId, row.id);
        else await updateInstruction(tx, row, { status: 'on_hold' });
      }
      await refreshOrderStatus(tx, actor.scope, order.id);
    }
    for (const [warehouseId, ids] of toSuspend.ids) {
      await enqueueProcess(tx, {
        organisationId: actor.scope.organisationId,
        userId: actor.userId,
        action: 'shipping_suspend',
        payload: { warehouseId, instructionIds: ids },
      });
    }
    const changed = orders.length - skipped.length;
    const queued = toSuspend.ids.size > 0 ? '倉庫への出荷保留を依頼しました。' : '';
    return result(`${changed}件の受注を出荷保留にしました。${queued}`, changed, skipped);
  });
}

/** The order is キャンセル once nothing of it is left at a warehouse: the rest is given back. */
export async function closeCancelledOrder(tx: Tx, actor: ShippingActor, order: { id: number }) {
  await releaseOrders(tx, actor, [order.id], ALLOCATION_MESSAGES.released);
  await cancelOrder(tx, actor.scope, order.id);
  await refreshOrderStatus(tx, actor.scope, order.id);
}

/** Closes an instructed parcel's orders: the order and, for a 同梱 parcel, every order in it. */
export async function closeCancelledParcel(tx: Tx, actor: ShippingActor, orderId: number) {
  const groups = await mergeGroupsOf(tx, actor.scope, [orderId]);
  const members = [...groups.values()][0] ?? [orderId];
  for (const id of members) await closeCancelledOrder(tx, actor, { id });
}

/**
 * キャンセル: refused for an order the warehouse is working on (出荷作業中) or that is closed.
 * Instructions the warehouse holds are cancelled there first (出荷キャンセル, per warehouse); the
 * rest here at once. The order is キャンセル, its allocation given back, once none is left there.
 */
export async function cancelOrders(
  db: Database,
  actor: ShippingActor,
  values: ShippingCancelValues,
) {
  return db.transaction(async (tx) => {
    const orders = await lockedOrders(tx, actor, values.orderIds);
    const instructions = await lockInstructionsOfOrders(tx, actor.scope, values.orderIds);
    const warehouses = await warehouseSummaries(
      tx,
      actor.scope,
      instructions.map((row) => row.warehouseId),
    );
    const skipped: Skipped = [];
    const toCancel = new PerWarehouse();
    const groupOf = await groupsByOrder(tx, actor, values.orderIds);
    const numberOf = new Map(orders.map((order) => [order.id, order.orderNumber]));
    for (const order of orders) {
      const group = groupOf.get(order.id);
      // An instructed 同梱 parcel holds its orders' goods together: cancelled whole, by its lead.
      const parcel = group && !orderActionApplies('merge', order.status) ? group : [order.id];
      const skip = (reason: string) =>
        parcel.forEach((id) => skipped.push({ orderNumber: numberOf.get(id) ?? '', reason }));
      if (!parcel.every((id) => numberOf.has(id))) {
        skipped.push({ orderNumber: order.orderNumber, reason: MERGE.cancelInstructedGroup });
        continue;
      }
      if (parcel[0] !== order.id) continue;
      const mine = instructions.filter((row) => row.orderId === order.id && isOpen(row));
      if (mine.some(isBeingWorked)) {
        skip(M.working);
        continue;
      }
      if (!orderActionApplies('cancel', order.status)) {
        skip(M.alreadyClosed);
        continue;
      }
      if (order.status === 'partially_shipped') {
        await cancelOrderRest(tx, actor, order.id, values.reason);
        continue;
      }
      let atWarehouse = 0;
      for (const row of mine) {
        const held =
          ['accepted', 'on_hold'].includes(row.status) &&
          warehouses.get(row.warehouseId)?.type !== 'own';
        if (held) {
          toCancel.add(row.warehouseId, row.id);
          atWarehouse += 1;
        } else await cancelInstructionHere(tx, actor, row, values.reason);
      }
      if (atWarehouse > 0) continue;
      if (parcel.length > 1) await closeCancelledParcel(tx, actor, order.id);
      else await closeCancelledOrder(tx, actor, order);
    }
    for (const [warehouseId, ids] of toCancel.ids) {
      await enqueueProcess(tx, {
        organisationId: actor.scope.organisationId,
        userId: actor.userId,
        action: 'shipping_cancel',
        payload: { warehouseId, instructionIds: ids, reason: values.reason },
      });
    }
    const changed = orders.length - skipped.length;
    const queued = toCancel.ids.size > 0 ? '倉庫へのキャンセルを依頼しました。' : '';
    return result(`${changed}件の受注をキャンセルしました。${queued}`, changed, skipped);
  });
}

/**
 * 出荷済にする (own warehouse): its open instructions of the order ship with the parcel's carrier,
 * tracking number and date; stock falls through the stock service.
 */
export async function markShipped(db: Database, actor: ShippingActor, values: MarkShippedValues) {
  return db.transaction(async (tx) => {
    // A 同梱 order's parcel is its group's lead's instruction: the whole group ships with it.
    const parcel = (await groupsByOrder(tx, actor, [values.orderId])).get(values.orderId);
    const locked = await lockedOrders(tx, actor, parcel ?? [values.orderId]);
    const order = locked.find((candidate) => candidate.id === values.orderId);
    const instructions = await lockInstructionsOfOrders(
      tx,
      actor.scope,
      parcel ?? [values.orderId],
    );
    const warehouses = await warehouseSummaries(
      tx,
      actor.scope,
      instructions.map((row) => row.warehouseId),
    );
    const own = instructions.filter(
      (row) =>
        ['accepted', 'working', 'inspected'].includes(row.status) &&
        warehouses.get(row.warehouseId)?.type === 'own',
    );
    if (own.length === 0) {
      const ownAtAll = instructions.some((row) => warehouses.get(row.warehouseId)?.type === 'own');
      throw stateRefusal(ownAtAll ? M.nothingToMarkShipped : M.notOwnWarehouse);
    }
    for (const row of own) {
      await shipInstruction(tx, actor, row, {
        shippedOn: values.shippedOn,
        carrier: values.carrier,
        trackingNumber: values.trackingNumber,
        shippedAt: new Date(),
      });
    }
    await refreshOrderStatus(tx, actor.scope, order!.id);
    return result(`受注 ${order!.orderNumber} を出荷済にしました。`, 1, []);
  });
}

/** 出荷状況を取得: 出荷ステータス検索, 出荷実績検索 and 出荷不可検索 on every external warehouse. */
export async function fetchShippingResults(db: Database, actor: ShippingActor) {
  const external = await findExternalWarehouses(db, actor.scope);
  if (external.length === 0) throw stateRefusal(M.noExternalWarehouse);
  return db.transaction(async (tx) => {
    for (const action of [
      'shipping_status_search',
      'shipment_search',
      'shipping_ng_search',
    ] as const) {
      await enqueueProcess(tx, {
        organisationId: actor.scope.organisationId,
        userId: actor.userId,
        action,
        payload: {},
      });
    }
    return result('出荷状況の取得を開始しました。', 0, []);
  });
}

export type { ShippingOrder };
