import { ALLOCATION_MESSAGES as M, orderActionApplies, type ReleaseSummary } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { lockOrders, releaseOrders } from '../orders/index.ts';
import type { StockActor } from '../stocks/index.ts';
import { ORDER_NOT_FOUND } from './allocation-engine.ts';
import { countOrders } from '../../read-models/allocation/index.ts';

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
      M.released,
    );
    return { released: held.length, skipped: locked.length - held.length };
  });
}
