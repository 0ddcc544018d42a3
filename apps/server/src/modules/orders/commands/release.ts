import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inScope } from '../../../db/organisation-scope.ts';
import { arrayLiteral, rowsAsArrays } from '../../../db/row-arrays.ts';
import { applyStockChangesInBulk, type StockActor } from '../../stocks/index.ts';
import {
  heldAllocationsOf,
  lotOf,
  orderReference,
  type HeldAllocation,
} from './held-allocation.ts';
import { lockOrders } from './lock.ts';
import { refreshOrderStatuses } from './status.ts';

/** Pieces of one allocation to give back: all of it when `quantity` is left out. */
export type Release = { allocation: HeldAllocation; quantity?: number };

/**
 * THE release path, bulk and partial alike: the stock service takes the pieces off `allocated`
 * (one lock and ledger pass for every row), then one statement ends each allocation given back
 * whole, shrinks each given back in part (a released row records those pieces, as history) and
 * takes the pieces off their lines. The caller holds the orders' locks.
 */
export async function releaseAllocations(
  tx: Tx,
  actor: StockActor,
  releases: readonly Release[],
  note: string | null = null,
) {
  const pieces = releases
    .map(({ allocation, quantity }) => ({
      allocation,
      quantity: Math.min(quantity ?? allocation.quantity, allocation.quantity),
    }))
    .filter((piece) => piece.quantity > 0);
  if (pieces.length === 0) return 0;
  await applyStockChangesInBulk(
    tx,
    actor,
    pieces.map((piece) => piece.allocation.stockId),
    () =>
      pieces.map(({ allocation, quantity }) => ({
        stockId: allocation.stockId,
        kind: 'release' as const,
        deltas: { allocated: -quantity },
        meta: { reference: orderReference(allocation.orderId), note },
        ...lotOf(allocation),
      })),
  );
  const given = rowsAsArrays(
    pieces,
    [
      { name: 'id', type: 'int8', value: (p) => p.allocation.id },
      { name: 'quantity', type: 'int4', value: (p) => p.quantity },
    ],
    'g',
  );
  // Allocation ids are bigint: one int8[] parameter, as db/sql.ts's intArray is for int4 ids.
  const ids = sql`${arrayLiteral(
    pieces.map((piece) => piece.allocation.id),
    'int8',
  )}::bigint[]`;
  const { scope } = actor;
  await tx.execute(sql`
    with g as (select * from ${given}),
    ended as (
      update order_allocations a set state = 'released', ended_at = now()
        from g
       where a.id = g.id
         and ${inScope('a', scope, sql`a.id = any(${ids}) and a.state = 'active' and g.quantity >= a.quantity`)}
      returning a.order_line_id, a.quantity
    ), shrunk as (
      update order_allocations a set quantity = a.quantity - g.quantity
        from g
       where a.id = g.id
         and ${inScope('a', scope, sql`a.id = any(${ids}) and a.state = 'active' and g.quantity < a.quantity`)}
      returning a.organisation_id, a.order_id, a.order_line_id, a.warehouse_id, a.stock_id,
                g.quantity, a.method, a.priority, a.rank, a.reason, a.lot_no
    ), kept as (
      insert into order_allocations (organisation_id, order_id, order_line_id, warehouse_id,
             stock_id, quantity, method, priority, rank, reason, lot_no, state, created_by, ended_at)
      select organisation_id, order_id, order_line_id, warehouse_id, stock_id, quantity, method,
             priority, rank, reason, lot_no, 'released', ${actor.userId}::uuid, now() from shrunk
    )
    update order_lines l set allocated_qty = l.allocated_qty - e.quantity
      from (select order_line_id, sum(quantity)::int as quantity
              from (select order_line_id, quantity from ended
                    union all select order_line_id, quantity from shrunk) both_kinds
             group by order_line_id) e
     where l.id = e.order_line_id and ${inScope('l', scope)}`);
  return pieces.reduce((sum, piece) => sum + piece.quantity, 0);
}

/**
 * Gives every active allocation of these orders back to stock and derives their status again
 * (未引当 unless shipped or cancelled), with `note` as their allocation note. Takes the orders'
 * lock (lockOrders), as allocation and shipping do. Returns the pieces released.
 */
export async function releaseOrders(
  tx: Tx,
  actor: StockActor,
  orderIds: readonly number[],
  note: string,
) {
  const locked = await lockOrders(tx, actor.scope, [...new Set(orderIds)]);
  const ids = locked.map((order) => order.id);
  if (ids.length === 0) return 0;
  const held = await heldAllocationsOf(tx, actor.scope, ids);
  const released = await releaseAllocations(
    tx,
    actor,
    held.map((allocation) => ({ allocation })),
  );
  await refreshOrderStatuses(tx, actor.scope, ids, { note });
  return released;
}
