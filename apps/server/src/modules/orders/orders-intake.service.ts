import {
  type OrderIntakeDto,
  type OrderSource,
  type OrderValues,
  ORDER_MESSAGES as M,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import {
  OrderIntakeRefusal,
  orderKey,
  postalMismatches,
  recipientColumnsOf,
  resolveIntake,
  type IntakeProblem,
  type Resolved,
} from './intake-checks.ts';
import { sameOrder, storedOrders } from './intake-resend.ts';
import { orderLines, orders } from './orders.table.ts';

export type OrderActor = { scope: OrganisationScope; userId: string | null };
/** 自動引当 at intake, given by allocation at assembly (app.ts); true when it allocated the orders. */
export type AllocateAtIntake = (db: DbOrTx, actor: OrderActor, ids: number[]) => Promise<boolean>;

const CHUNK = 500;

/** The orders not stored yet, with their lines: a number already taken is left (on conflict). */
async function insertNew(
  tx: Tx,
  actor: OrderActor,
  source: OrderSource,
  batch: Resolved[],
  mismatch: boolean[],
) {
  const inserted = await tx
    .insert(orders)
    .values(
      batch.map(({ values: v, shopId }, index) => ({
        organisationId: actor.scope.organisationId,
        shopId,
        orderNumber: v.orderNumber,
        orderedAt: new Date(v.orderedAt),
        source,
        ...recipientColumnsOf(v),
        postalMismatch: mismatch[index]!,
        status: 'unallocated' as const,
        createdBy: actor.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: orders.id, shopId: orders.shopId, orderNumber: orders.orderNumber });
  const ids = new Map(inserted.map((row) => [orderKey(row.shopId, row.orderNumber), row.id]));
  const lines = batch.flatMap((order) => {
    const orderId = ids.get(orderKey(order.shopId, order.values.orderNumber));
    if (orderId === undefined) return [];
    return order.values.lines.map((line, index) => ({
      organisationId: actor.scope.organisationId,
      orderId,
      lineNumber: index + 1,
      productId: order.productIds[index]!,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    }));
  });
  for (let start = 0; start < lines.length; start += CHUNK)
    await tx.insert(orderLines).values(lines.slice(start, start + CHUNK));
  return ids;
}

/**
 * Takes orders in, all or nothing (受注取込): each is stored once per shop and order number, as
 * 未引当; the same order sent again answers the stored one and writes nothing, a different one
 * under a taken number refuses the whole intake. `db` may be a transaction (the demo seed).
 */
export async function storeOrders(
  db: DbOrTx,
  actor: OrderActor,
  inputs: readonly OrderValues[],
  source: OrderSource,
  allocateAtIntake?: AllocateAtIntake,
): Promise<OrderIntakeDto> {
  const resolved = await resolveIntake(db, actor.scope, inputs);
  const mismatch = await postalMismatches(inputs);
  const outcome = await db.transaction(async (tx) => {
    const created = new Map<string, number>();
    for (let start = 0; start < resolved.length; start += CHUNK) {
      const ids = await insertNew(
        tx,
        actor,
        source,
        resolved.slice(start, start + CHUNK),
        mismatch.slice(start, start + CHUNK),
      );
      for (const [key, id] of ids) created.set(key, id);
    }
    const taken = resolved.filter(
      (order) => !created.has(orderKey(order.shopId, order.values.orderNumber)),
    );
    const stored = await storedOrders(tx, actor.scope, taken);
    const problems: IntakeProblem[] = [];
    const results = resolved.map((order, index) => {
      const key = orderKey(order.shopId, order.values.orderNumber);
      const id = created.get(key);
      if (id !== undefined)
        return {
          id,
          shopId: order.shopId,
          orderNumber: order.values.orderNumber,
          status: 'unallocated' as const,
          created: true,
        };
      const existing = stored.get(key)!;
      if (!sameOrder(existing.row, existing.lines, order))
        problems.push({
          order: index,
          field: 'orderNumber',
          message: M.storedDifferently(order.values.orderNumber),
          conflict: true,
        });
      return {
        id: existing.row.id,
        shopId: order.shopId,
        orderNumber: order.values.orderNumber,
        status: existing.row.status,
        created: false,
      };
    });
    if (problems.length > 0) throw new OrderIntakeRefusal(problems);
    return results;
  });
  const created = outcome.filter((order) => order.created).length;
  // Automatic allocation at intake: with 自動引当 on, the new orders are allocated at once.
  const fresh = outcome.filter((order) => order.created).map((order) => order.id);
  if (fresh.length > 0 && allocateAtIntake && (await allocateAtIntake(db, actor, fresh))) {
    const statuses = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(
        inScope(orders.organisationId, actor.scope, sql`${orders.id} = any(${intArray(fresh)})`),
      );
    const statusOf = new Map(statuses.map((row) => [row.id, row.status]));
    for (const order of outcome) order.status = statusOf.get(order.id) ?? order.status;
  }
  return { created, existing: outcome.length - created, orders: outcome };
}
