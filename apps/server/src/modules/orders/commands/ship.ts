import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inScope } from '../../../db/organisation-scope.ts';
import { arrayLiteral, rowsAsArrays } from '../../../db/row-arrays.ts';
import { applyStockChangesInBulk, type StockActor } from '../../stocks/index.ts';
import { lotOf, orderReference, type HeldAllocation } from './held-allocation.ts';

/** Allocations shipped together, under one note (the instruction's number) and time. */
export type ShippedAllocations = {
  allocations: readonly HeldAllocation[];
  note: string;
  occurredAt?: Date;
};

/**
 * Ships allocations whole: each one's stock falls through the stock service (on_hand and
 * allocated; one lock and ledger pass for them all, a ledger row each), the allocations are 出荷済
 * and their pieces count as shipped on the lines, in one statement. A part shipment ships the
 * allocations the instruction holds, the rest of the line stays as it is.
 */
export async function shipAllocationGroups(
  tx: Tx,
  actor: StockActor,
  groups: readonly ShippedAllocations[],
) {
  const shipped = groups.flatMap((group) =>
    group.allocations.map((allocation) => ({ allocation, group })),
  );
  if (shipped.length === 0) return;
  await applyStockChangesInBulk(
    tx,
    actor,
    shipped.map(({ allocation }) => allocation.stockId),
    () =>
      shipped.map(({ allocation, group }) => ({
        stockId: allocation.stockId,
        kind: 'shipment' as const,
        deltas: { onHand: -allocation.quantity, allocated: -allocation.quantity },
        ...lotOf(allocation),
        meta: {
          reference: orderReference(allocation.orderId),
          note: group.note,
          ...(group.occurredAt && { occurredAt: group.occurredAt }),
        },
      })),
  );
  const pieces = rowsAsArrays(
    shipped.map(({ allocation }) => allocation),
    [
      { name: 'id', type: 'int8', value: (a) => a.id },
      { name: 'order_line_id', type: 'int4', value: (a) => a.orderLineId },
      { name: 'quantity', type: 'int4', value: (a) => a.quantity },
    ],
    's',
  );
  // Allocation ids are bigint: one int8[] parameter (db/sql.ts's intArray is for int4 ids).
  const ids = sql`${arrayLiteral(
    shipped.map(({ allocation }) => allocation.id),
    'int8',
  )}::bigint[]`;
  await tx.execute(sql`
    with s as (select * from ${pieces}),
    ended as (
      update order_allocations a set state = 'shipped', ended_at = now()
        from s
       where a.id = s.id and ${inScope('a', actor.scope, sql`a.id = any(${ids}) and a.state = 'active'`)}
      returning a.order_line_id, s.quantity
    )
    update order_lines l set shipped_qty = l.shipped_qty + e.quantity
      from (select order_line_id, sum(quantity)::int as quantity from ended
             group by order_line_id) e
     where l.id = e.order_line_id and ${inScope('l', actor.scope)}`);
}

/** Ships one instruction's allocations (see shipAllocationGroups). */
export const shipAllocations = (
  tx: Tx,
  actor: StockActor,
  allocations: readonly HeldAllocation[],
  note: string,
  occurredAt?: Date,
) => shipAllocationGroups(tx, actor, [{ allocations, note, ...(occurredAt && { occurredAt }) }]);
