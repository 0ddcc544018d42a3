import {
  ALLOCATION_MESSAGES,
  orderActionApplies,
  type MallCancelOutcome,
  type MallSkippedOrder,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inScope } from '../../../db/organisation-scope.ts';
import { textArray } from '../../../db/sql.ts';
import { cancelOrder } from '../commands/cancel.ts';
import { lockOrders } from '../commands/lock.ts';
import { releaseOrders } from '../commands/release.ts';
import { refreshOrderStatuses } from '../commands/status.ts';
import type { OrderActor } from '../orders-intake.service.ts';

/**
 * Orders imported earlier that the mall's later file says are cancelled (decision 061): one not
 * yet instructed is cancelled here, its allocation given back; one already instructed (or later)
 * is left for the operator, since the warehouse may be working on it. Returns the skipped list
 * with what became of each earlier order.
 */
export async function cancelEarlierImports(
  db: Database,
  actor: OrderActor,
  shopId: number,
  skipped: readonly MallSkippedOrder[],
): Promise<MallSkippedOrder[]> {
  const numbers = skipped.filter((order) => order.reason === 'cancelled').map((o) => o.orderNumber);
  if (numbers.length === 0) return [...skipped];
  const outcomes = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; order_number: string }>(sql`
      select id, order_number from orders
       where ${inScope('orders', actor.scope, sql`shop_id = ${shopId}`, sql`order_number = any(${textArray(numbers)})`)}`);
    const locked = await lockOrders(
      tx,
      actor.scope,
      rows.map((row) => row.id),
    );
    const outcome = new Map<string, MallCancelOutcome>();
    const toCancel: number[] = [];
    for (const order of locked) {
      if (order.status === 'cancelled') outcome.set(order.orderNumber, 'already');
      else if (orderActionApplies('edit', order.status)) {
        toCancel.push(order.id);
        outcome.set(order.orderNumber, 'cancelled');
      } else outcome.set(order.orderNumber, 'operator');
    }
    if (toCancel.length > 0) {
      await releaseOrders(tx, actor, toCancel, ALLOCATION_MESSAGES.released);
      for (const id of toCancel) await cancelOrder(tx, actor.scope, id);
      await refreshOrderStatuses(tx, actor.scope, toCancel);
    }
    return outcome;
  });
  return skipped.map((order) => {
    const earlier = order.reason === 'cancelled' ? outcomes.get(order.orderNumber) : undefined;
    return earlier ? { ...order, earlier } : order;
  });
}
