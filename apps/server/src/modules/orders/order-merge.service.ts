import {
  ORDER_MERGE_MESSAGES as M,
  ORDER_MESSAGES,
  ORDER_SPLIT_MESSAGES,
  orderActionApplies,
  type OrderMergeResult,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { inScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { heldAllocationsOf } from './commands/held-allocation.ts';
import { lockOrders, type LockedOrder } from './commands/lock.ts';
import { leaveMergeGroups, mergeGroupsOf, mergeOrders } from './commands/merge.ts';
import { orderView, recordOrderChange } from './order-changes.ts';
import { splitOrderNumbersAmong } from './order-split.service.ts';
import type { OrderActor } from './orders-intake.service.ts';

// 同梱する and 同梱解除 (decision 063): all or nothing, before 出荷指示, audited per order.

const refuse = (message: string) => new AppError('validation', message);
const numbersOf = (orders: readonly LockedOrder[]) => orders.map((order) => order.orderNumber);

/**
 * The checked orders and every order already merged with them, locked once in id order (THE
 * lock); an id that is not the organisation's is a 404.
 */
async function lockWithGroups(tx: Tx, actor: OrderActor, orderIds: readonly number[]) {
  const checked = [...new Set(orderIds)];
  const groups = await mergeGroupsOf(tx, actor.scope, checked);
  const all = [...new Set([...checked, ...[...groups.values()].flat()])].sort((a, b) => a - b);
  const orders = await lockOrders(tx, actor.scope, all);
  if (orders.filter((order) => checked.includes(order.id)).length !== checked.length)
    throw notFound(ORDER_MESSAGES.orderNotFound);
  return { orders, checked, groups };
}

/** Runs a change of the orders' 同梱 and records each order's 変更履歴 against its view before. */
async function auditedChange(
  tx: Tx,
  actor: OrderActor,
  orders: readonly LockedOrder[],
  change: () => Promise<void>,
) {
  const before = await Promise.all(orders.map((order) => orderView(tx, actor.scope, order.id)));
  await change();
  for (const [index, order] of orders.entries())
    await recordOrderChange(tx, actor, order.id, before[index]!);
}

/** 同梱する: the orders (and those already merged with them) become one parcel, or none do. */
export async function mergeSelected(
  db: Database,
  actor: OrderActor,
  orderIds: readonly number[],
): Promise<OrderMergeResult> {
  return db.transaction(async (tx) => {
    const { orders } = await lockWithGroups(tx, actor, orderIds);
    const late = orders.filter((order) => !orderActionApplies('merge', order.status));
    if (late.length > 0) throw refuse(M.notBeforeInstruction(numbersOf(late)));
    if (orders.length < 2) throw refuse(M.tooFew);
    const ids = orders.map((order) => order.id);
    const split = await splitOrderNumbersAmong(tx, actor, ids);
    if (split.length > 0) throw refuse(ORDER_SPLIT_MESSAGES.splitCannotMerge(split));
    const { rows } = await tx.execute<{ shops: number; recipients: number }>(sql`
      select count(distinct shop_id)::int as shops, count(distinct recipient_key)::int as recipients
        from orders where ${inScope('orders', actor.scope)} and id = any(${intArray(ids)})`);
    if (rows[0]!.shops > 1) throw refuse(M.differentShops);
    if (rows[0]!.recipients > 1) throw refuse(M.differentRecipients);
    const held = await heldAllocationsOf(tx, actor.scope, ids);
    if (new Set(held.map((allocation) => allocation.warehouseId)).size > 1)
      throw refuse(M.differentWarehouses);
    await auditedChange(tx, actor, orders, async () => {
      await leaveMergeGroups(tx, actor.scope, ids);
      await mergeOrders(tx, actor.scope, ids);
    });
    return { message: M.done(numbersOf(orders)), orderNumbers: numbersOf(orders) };
  });
}

/** 同梱解除: every group a checked order is in is undone, before 出荷指示 only. */
export async function unmergeSelected(
  db: Database,
  actor: OrderActor,
  orderIds: readonly number[],
): Promise<OrderMergeResult> {
  return db.transaction(async (tx) => {
    const { orders, checked, groups } = await lockWithGroups(tx, actor, orderIds);
    const merged = new Set([...groups.values()].flat());
    const alone = orders.filter((order) => checked.includes(order.id) && !merged.has(order.id));
    if (alone.length > 0) throw refuse(M.notMerged(numbersOf(alone)));
    const late = orders.filter((order) => !orderActionApplies('merge', order.status));
    if (late.length > 0) throw refuse(M.instructed(numbersOf(late)));
    await auditedChange(tx, actor, orders, () =>
      leaveMergeGroups(
        tx,
        actor.scope,
        orders.map((order) => order.id),
      ),
    );
    return { message: M.undone(numbersOf(orders)), orderNumbers: numbersOf(orders) };
  });
}
