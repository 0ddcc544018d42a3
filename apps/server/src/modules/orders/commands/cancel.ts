import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inScope, type OrganisationScope } from '../../../db/organisation-scope.ts';
import { rowsAsArrays } from '../../../db/row-arrays.ts';
import { intArray } from '../../../db/sql.ts';
import type { StockActor } from '../../stocks/index.ts';
import { heldAllocationsOf } from './held-allocation.ts';
import { leaveMergeGroups } from './merge.ts';
import { releaseAllocations } from './release.ts';
import { refreshOrderStatus } from './status.ts';

/** Cancels order lines (their allocations are released by the caller first). */
export async function cancelOrderLines(
  tx: Tx,
  scope: OrganisationScope,
  lineIds: readonly number[],
) {
  if (lineIds.length === 0) return;
  await tx.execute(sql`update order_lines set cancelled_at = now()
     where ${inScope(
       'order_lines',
       scope,
       sql`order_lines.id = any(${intArray(lineIds)})`,
       sql`order_lines.cancelled_at is null`,
     )}`);
}

/**
 * Marks the order キャンセル (its status follows through refreshOrderStatus); a merged order
 * leaves its 同梱 group, which ships without it.
 */
export async function cancelOrder(tx: Tx, scope: OrganisationScope, orderId: number) {
  await tx.execute(sql`update orders set cancelled_at = coalesce(cancelled_at, now())
     where ${inScope('orders', scope, sql`orders.id = ${orderId}`)}`);
  await leaveMergeGroups(tx, scope, [orderId]);
}

/**
 * 残数キャンセル: pieces of lines that will never ship (their allocation already given back), with
 * the operator's reason; the line keeps its quantity, the pieces leave what is owed.
 */
export async function cancelLineRests(
  tx: Tx,
  scope: OrganisationScope,
  rests: readonly { orderLineId: number; quantity: number }[],
  reason: string,
) {
  const pieces = rests.filter((rest) => rest.quantity > 0);
  if (pieces.length === 0) return;
  const values = rowsAsArrays(
    pieces,
    [
      { name: 'id', type: 'int4', value: (rest) => rest.orderLineId },
      { name: 'quantity', type: 'int4', value: (rest) => rest.quantity },
    ],
    'r',
  );
  await tx.execute(sql`
    update order_lines l set cancelled_qty = l.cancelled_qty + r.quantity, cancel_reason = ${reason}
      from ${values}
     where l.id = r.id
       and ${inScope('l', scope, sql`l.id = any(${intArray(pieces.map((rest) => rest.orderLineId))})`)}`);
}

/**
 * キャンセル of an order shipped in part (一部出荷): what it still holds goes back to stock and
 * every piece not shipped is cancelled with the reason; the shipped part stays, so the order
 * becomes 出荷済 for what it shipped. The caller holds the order's lock.
 */
export async function cancelOrderRest(tx: Tx, actor: StockActor, orderId: number, reason: string) {
  const held = await heldAllocationsOf(tx, actor.scope, [orderId]);
  await releaseAllocations(
    tx,
    actor,
    held.map((allocation) => ({ allocation })),
    reason,
  );
  // Released, a line's allocated pieces are its shipped ones: the rest is what it still owes.
  await tx.execute(sql`
    update order_lines set cancelled_qty = quantity - allocated_qty, cancel_reason = ${reason}
     where ${inScope(
       'order_lines',
       actor.scope,
       sql`order_id = ${orderId}`,
       sql`cancelled_at is null and quantity - allocated_qty > cancelled_qty`,
     )}`);
  await refreshOrderStatus(tx, actor.scope, orderId);
}
