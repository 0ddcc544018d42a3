import { ALLOCATION_MESSAGES as M, orderActionApplies, type ReleaseSummary } from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { applyStockChangesInBulk, type StockActor } from '../stocks/index.ts';
import { ORDER_NOT_FOUND } from './allocation.engine.ts';
import {
  activeAllocations,
  countOrders,
  lockOrders,
  markOrdersReleased,
  markReleased,
} from './allocation.repository.ts';

/**
 * Gives every active allocation of these orders back to stock (through the stock service), and
 * sets them 未引当 (shipped and cancelled orders keep their status). In the caller's transaction:
 * the shipping side calls it on cancel and on the NG list's actions. Returns the pieces released.
 */
export async function releaseOrders(tx: Tx, actor: StockActor, orderIds: readonly number[]) {
  const { scope } = actor;
  if (orderIds.length === 0) return 0;
  const locked = await lockOrders(
    tx,
    scope,
    [...new Set(orderIds)].sort((a, b) => a - b),
  );
  const ids = locked.map((order) => order.id);
  if (ids.length === 0) return 0;
  const active = await activeAllocations(tx, scope, ids);
  await applyStockChangesInBulk(
    tx,
    actor,
    active.map((a) => a.stock_id),
    () =>
      active.map((a) => ({
        stockId: a.stock_id,
        kind: 'release' as const,
        deltas: { allocated: -a.quantity },
        meta: { reference: { type: 'order', id: a.order_id } },
      })),
  );
  await markReleased(
    tx,
    scope,
    active.map((a) => a.id),
  );
  await markOrdersReleased(tx, scope, ids, M.released);
  return active.reduce((sum, a) => sum + a.quantity, 0);
}

/** 引当解除 from the page: the selected 一部引当/引当済 orders; others are skipped and counted. */
export async function releaseSelected(
  db: Database,
  actor: StockActor,
  orderIds: readonly number[],
): Promise<ReleaseSummary> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  if ((await countOrders(db, actor.scope, ids)) !== ids.length) throw notFound(ORDER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const locked = await lockOrders(tx, actor.scope, ids);
    const held = locked.filter((order) => orderActionApplies('release', order.status));
    await releaseOrders(
      tx,
      actor,
      held.map((order) => order.id),
    );
    return { released: held.length, skipped: locked.length - held.length };
  });
}
