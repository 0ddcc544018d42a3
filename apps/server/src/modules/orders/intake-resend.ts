import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray, textArray } from '../../db/sql.ts';
import { orderKey, postalOf, type Resolved } from './intake-checks.ts';
import { orderLines, orders, type OrderRow } from './orders.table.ts';

// An order sent again under a number already taken: the stored order, and whether it is the same.

type StoredLine = { orderId: number; productId: number; quantity: number; unitPrice: number };

/** What makes two orders under one number the same order (the stored one and a resend). */
export function sameOrder(
  row: OrderRow,
  lines: { productId: number; quantity: number; unitPrice: number }[],
  incoming: Resolved,
) {
  const v = incoming.values;
  const header = (o: Record<string, unknown>) => JSON.stringify(o);
  const stored = header({
    orderedAt: row.orderedAt.toISOString(),
    recipientName: row.recipientName,
    recipientKana: row.recipientKana,
    postalCode: row.postalCode,
    prefecture: row.prefecture,
    city: row.city,
    town: row.town,
    building: row.building,
    phone: row.phone,
    deliveryDate: row.deliveryDate,
    deliveryTimeSlot: row.deliveryTimeSlot,
    note: row.note,
    lines: lines.map((line) => [line.productId, line.quantity, line.unitPrice]),
  });
  const given = header({
    orderedAt: v.orderedAt,
    recipientName: v.recipientName,
    recipientKana: v.recipientKana,
    postalCode: postalOf(v.postalCode),
    prefecture: v.prefecture,
    city: v.city,
    town: v.town,
    building: v.building,
    phone: v.phone,
    deliveryDate: v.deliveryDate ?? null,
    deliveryTimeSlot: v.deliveryTimeSlot ?? null,
    note: v.note,
    lines: v.lines.map((line, index) => [
      incoming.productIds[index],
      line.quantity,
      line.unitPrice,
    ]),
  });
  return stored === given;
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
