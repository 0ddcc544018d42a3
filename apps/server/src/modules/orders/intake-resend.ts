import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray, textArray } from '../../db/sql.ts';
import { orderKey, recipientColumnsOf, type Resolved } from './intake-checks.ts';
import { orderLines, orders, type OrderRow } from './orders.table.ts';

// An order sent again under a number already taken: the stored order, and whether it is the same.

type StoredLine = { orderId: number; productId: number; quantity: number; unitPrice: number };

/** What makes two orders under one number the same order (the stored one and a resend). */
export function sameOrder(
  row: OrderRow,
  lines: { productId: number; quantity: number; unitPrice: number }[],
  incoming: Resolved,
) {
  const given = recipientColumnsOf(incoming.values);
  const keys = Object.keys(given) as (keyof typeof given)[];
  const stored = Object.fromEntries(keys.map((key) => [key, row[key]]));
  return (
    JSON.stringify({
      orderedAt: row.orderedAt.toISOString(),
      ...stored,
      lines: lines.map((line) => [line.productId, line.quantity, line.unitPrice]),
    }) ===
    JSON.stringify({
      orderedAt: incoming.values.orderedAt,
      ...given,
      lines: incoming.values.lines.map((line, index) => [
        incoming.productIds[index],
        line.quantity,
        line.unitPrice,
      ]),
    })
  );
}

/**
 * The stored orders under numbers that were taken already, with their lines. Keys and ids go as
 * arrays (one parameter each): a file resent whole may hold more orders than a statement takes.
 */
export async function storedOrders(tx: Tx, scope: OrganisationScope, taken: Resolved[]) {
  const stored = new Map<string, { row: OrderRow; lines: StoredLine[] }>();
  if (taken.length === 0) return stored;
  const shopIds = intArray(taken.map((order) => order.shopId));
  const numbers = textArray(taken.map((order) => order.values.orderNumber));
  const rows = await tx
    .select()
    .from(orders)
    .where(
      inScope(
        orders.organisationId,
        scope,
        sql`(${orders.shopId}, ${orders.orderNumber}) in (select * from unnest(${shopIds}, ${numbers}))`,
      ),
    );
  const lines = await tx
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
    })
    .from(orderLines)
    .where(
      inScope(
        orderLines.organisationId,
        scope,
        sql`${orderLines.orderId} = any(${intArray(rows.map((row) => row.id))})`,
      ),
    )
    .orderBy(orderLines.orderId, orderLines.lineNumber);
  const byId = new Map(rows.map((row) => [row.id, { row, lines: [] as StoredLine[] }]));
  for (const line of lines) byId.get(line.orderId)?.lines.push(line);
  for (const entry of byId.values())
    stored.set(orderKey(entry.row.shopId, entry.row.orderNumber), entry);
  return stored;
}
