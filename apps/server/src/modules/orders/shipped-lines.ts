import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { lockOrders, type LockedOrder } from './commands/lock.ts';

export type ShippedLine = { id: number; productId: number; shippedQty: number };

/**
 * An order under THE order lock with what each line shipped: a return from the order is bounded by
 * it (decision 064), and the lock makes two returns of one order wait for each other.
 */
export async function lockOrderForReturn(
  tx: Tx,
  scope: OrganisationScope,
  orderId: number,
): Promise<{ order: LockedOrder; lines: ShippedLine[] } | undefined> {
  const [order] = await lockOrders(tx, scope, [orderId]);
  if (!order) return undefined;
  const { rows } = await tx.execute<{ id: number; product_id: number; shipped_qty: number }>(
    sql`select id, product_id, shipped_qty from order_lines
         where ${inScope('order_lines', scope, sql`order_id = ${orderId}`)}`,
  );
  return {
    order,
    lines: rows.map((row) => ({
      id: row.id,
      productId: row.product_id,
      shippedQty: row.shipped_qty,
    })),
  };
}
