import type { OrderStatusCode } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inScope, type OrganisationScope } from '../../../db/organisation-scope.ts';
import { rowsAsArrays } from '../../../db/row-arrays.ts';
import { intArray } from '../../../db/sql.ts';
import { orderStatusOf } from '../order-status.ts';
import { mergeGroupsOf } from './merge.ts';
import { instructionsOfOrders } from '../../../read-models/order-status/index.ts';

type Refreshed = {
  id: number;
  status: OrderStatusCode;
  shippedOn: string | null;
  carrier: string | null;
  trackingNumber: string | null;
};

function groupedBy<T>(rows: readonly T[], keyOf: (row: T) => number) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/**
 * Sets the orders' status from their rows with THE rule (and, once shipped, 出荷日 / 配送業者 /
 * お荷物伝票番号 of the last parcel). With `released`, an order that is not shipped or cancelled
 * also gets that note and loses its allocated_at (its allocation was given back).
 */
export async function refreshOrderStatuses(
  tx: Tx,
  scope: OrganisationScope,
  orderIds: readonly number[],
  released?: { note: string },
): Promise<Map<number, OrderStatusCode>> {
  if (orderIds.length === 0) return new Map();
  // A 同梱 parcel's status is every one of its orders' (decision 063): its group-mates follow.
  const ids = [
    ...new Set([...orderIds, ...[...(await mergeGroupsOf(tx, scope, orderIds)).values()].flat()]),
  ];
  const { rows: orders } = await tx.execute<{ id: number; cancelled: boolean }>(sql`
    select id, cancelled_at is not null as cancelled from orders
     where ${inScope('orders', scope)} and id = any(${intArray(ids)})`);
  const instructions = await instructionsOfOrders(tx, scope, ids);
  const { rows: lines } = await tx.execute<{
    order_id: number;
    quantity: number;
    allocated_qty: number;
    shipped_qty: number;
    cancelled_qty: number;
  }>(sql`
    select order_id, quantity, allocated_qty, shipped_qty, cancelled_qty from order_lines
     where ${inScope('order_lines', scope)} and order_id = any(${intArray(ids)})
       and cancelled_at is null`);
  // By order once: thousands of orders at a time (伝票番号の取込) must not filter per order.
  const instructionsOf = groupedBy(instructions, (row) => row.order_id);
  const linesOf = groupedBy(lines, (line) => line.order_id);
  const refreshed: Refreshed[] = orders.map((order) => {
    const mine = instructionsOf.get(order.id) ?? [];
    const status = orderStatusOf(
      order.cancelled,
      mine,
      (linesOf.get(order.id) ?? []).map((line) => ({
        quantity: line.quantity,
        allocatedQty: line.allocated_qty,
        shippedQty: line.shipped_qty,
        cancelledQty: line.cancelled_qty,
      })),
    );
    const parcel =
      status === 'shipped' || status === 'partially_shipped'
        ? mine.filter((row) => row.status === 'shipped').at(-1)
        : null;
    return {
      id: order.id,
      status,
      shippedOn: parcel?.shipped_on ?? null,
      carrier: parcel?.carrier ?? null,
      trackingNumber: parcel?.tracking_number ?? null,
    };
  });
  const values = rowsAsArrays<Refreshed>(
    refreshed,
    [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'status', type: 'text', value: (r) => r.status },
      { name: 'shipped_on', type: 'text', value: (r) => r.shippedOn },
      { name: 'carrier', type: 'text', value: (r) => r.carrier },
      { name: 'tracking_number', type: 'text', value: (r) => r.trackingNumber },
    ],
    'r',
  );
  const releasing = released !== undefined;
  await tx.execute(sql`
    update orders o
       set status = r.status, shipped_on = r.shipped_on::date, carrier = r.carrier,
           tracking_number = r.tracking_number,
           allocation_note = case when ${releasing} and r.status not in ('shipped', 'cancelled')
                                  then ${released?.note ?? null}::text else o.allocation_note end,
           allocated_at = case when ${releasing} and r.status not in ('shipped', 'cancelled')
                               then null else o.allocated_at end,
           version = o.version + 1, updated_at = now()
      from ${values}
     where o.id = r.id and ${inScope('o', scope)}
       and o.id = any(${intArray(ids)})`);
  return new Map(refreshed.map((row) => [row.id, row.status]));
}

/** One order's status from its rows (see refreshOrderStatuses); null when there is no such order. */
export async function refreshOrderStatus(tx: Tx, scope: OrganisationScope, orderId: number) {
  return (await refreshOrderStatuses(tx, scope, [orderId])).get(orderId) ?? null;
}
