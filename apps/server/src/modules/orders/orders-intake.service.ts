import {
  ORDER_MESSAGES as M,
  type OrderIntakeDto,
  type OrderSource,
  type OrderValues,
} from '@logi/shared';
import { and, eq, sql } from 'drizzle-orm';
import { CpuSlices } from '../../cpu-slices.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { prefectureMatchesPostalCode } from '../postal/index.ts';
import { productIdsByCode, shopsOf } from './orders.references.ts';
import { orderLines, orders, type OrderRow } from './orders.table.ts';

export type OrderActor = { scope: OrganisationScope; userId: string | null };
/** 自動引当 at intake, given by allocation at assembly (app.ts); true when it allocated the orders. */
export type AllocateAtIntake = (db: DbOrTx, actor: OrderActor, ids: number[]) => Promise<boolean>;

/** Why one order (or one of its lines) cannot be taken in; `field` is the order's field name. */
export type IntakeProblem = {
  order: number;
  line?: number;
  field: string;
  message: string;
  /** The number is taken by a different order (a 409 on the API), not a bad value. */
  conflict?: boolean;
};

/** An intake refused as a whole: nothing was written. */
export class OrderIntakeRefusal extends Error {
  constructor(readonly problems: readonly IntakeProblem[]) {
    super(problems[0]?.message ?? 'refused');
    this.name = 'OrderIntakeRefusal';
  }
}

export type Resolved = { values: OrderValues; shopId: number; productIds: number[] };
const CHUNK = 500;
const keyOf = (shopId: number, orderNumber: string) => `${shopId}\u0000${orderNumber}`;
const postalOf = (code: string) => code.replace(/^(\d{3})-?(\d{4})$/, '$1-$2');

/** Shops, products and numbers checked against the organisation, before anything is written. */
async function resolve(db: DbOrTx, scope: OrganisationScope, inputs: readonly OrderValues[]) {
  const shops = await shopsOf(
    db,
    scope,
    inputs.flatMap((order) => (order.shopId ? [order.shopId] : [])),
    inputs.flatMap((order) => (!order.shopId && order.shopCode ? [order.shopCode] : [])),
  );
  const products = await productIdsByCode(db, scope, [
    ...new Set(inputs.flatMap((order) => order.lines.map((line) => line.productCode))),
  ]);
  const problems: IntakeProblem[] = [];
  const seen = new Set<string>();
  const resolved: Resolved[] = [];
  // A file may hold tens of thousands of orders: other requests are answered in between.
  const slices = new CpuSlices();
  for (const [order, values] of inputs.entries()) {
    if (slices.spent) await slices.pause();
    const shop = values.shopId
      ? shops.byId.get(values.shopId)
      : shops.byCode.get(values.shopCode ?? '');
    if (!shop) {
      problems.push({
        order,
        field: values.shopId ? 'shopId' : 'shopCode',
        message: M.shopNotFound,
      });
    } else if (seen.has(keyOf(shop.id, values.orderNumber))) {
      problems.push({
        order,
        field: 'orderNumber',
        message: M.duplicateInBatch(values.orderNumber),
      });
    } else seen.add(keyOf(shop.id, values.orderNumber));
    const productIds = values.lines.map((line, index) => {
      const id = products.get(line.productCode);
      if (id === undefined)
        problems.push({
          order,
          line: index,
          field: 'productCode',
          message: M.productNotFound(line.productCode),
        });
      return id ?? 0;
    });
    resolved.push({ values, shopId: shop?.id ?? 0, productIds });
  }
  if (problems.length > 0) throw new OrderIntakeRefusal(problems);
  return resolved;
}

/** postal_mismatch per order: each distinct (code, prefecture) pair looked up once. */
async function postalMismatches(inputs: readonly OrderValues[]) {
  const pairs = new Map<string, Promise<boolean>>();
  return Promise.all(
    inputs.map((order) => {
      const key = `${order.postalCode}\u0000${order.prefecture}`;
      if (!pairs.has(key))
        pairs.set(key, prefectureMatchesPostalCode(order.postalCode, order.prefecture));
      return pairs.get(key)!.then((matches) => !matches);
    }),
  );
}

/** What makes two orders under one number the same order (the stored one and a resend). */
function sameOrder(
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
        recipientName: v.recipientName,
        recipientKana: v.recipientKana,
        postalCode: postalOf(v.postalCode),
        prefecture: v.prefecture,
        city: v.city,
        town: v.town,
        building: v.building,
        phone: v.phone,
        postalMismatch: mismatch[index]!,
        deliveryDate: v.deliveryDate ?? null,
        deliveryTimeSlot: v.deliveryTimeSlot ?? null,
        note: v.note,
        status: 'unallocated' as const,
        createdBy: actor.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: orders.id, shopId: orders.shopId, orderNumber: orders.orderNumber });
  const ids = new Map(inserted.map((row) => [keyOf(row.shopId, row.orderNumber), row.id]));
  const lines = batch.flatMap((order) => {
    const orderId = ids.get(keyOf(order.shopId, order.values.orderNumber));
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

type StoredLine = { orderId: number; productId: number; quantity: number; unitPrice: number };

/**
 * The stored orders under numbers that were taken already, with their lines. Keys and ids go as
 * arrays (one parameter each): a file resent whole may hold more orders than a statement takes.
 */
export async function storedOrders(tx: Tx, scope: OrganisationScope, taken: Resolved[]) {
  const stored = new Map<string, { row: OrderRow; lines: StoredLine[] }>();
  if (taken.length === 0) return stored;
  const shopIds = sql.param(taken.map((order) => order.shopId));
  const numbers = sql.param(taken.map((order) => order.values.orderNumber));
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.organisationId, scope.organisationId),
        sql`(${orders.shopId}, ${orders.orderNumber}) in
            (select * from unnest(${shopIds}::int[], ${numbers}::text[]))`,
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
      and(
        eq(orderLines.organisationId, scope.organisationId),
        sql`${orderLines.orderId} = any(${sql.param(rows.map((row) => row.id))}::int[])`,
      ),
    )
    .orderBy(orderLines.orderId, orderLines.lineNumber);
  const byId = new Map(rows.map((row) => [row.id, { row, lines: [] as StoredLine[] }]));
  for (const line of lines) byId.get(line.orderId)?.lines.push(line);
  for (const entry of byId.values())
    stored.set(keyOf(entry.row.shopId, entry.row.orderNumber), entry);
  return stored;
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
  const resolved = await resolve(db, actor.scope, inputs);
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
      (order) => !created.has(keyOf(order.shopId, order.values.orderNumber)),
    );
    const stored = await storedOrders(tx, actor.scope, taken);
    const problems: IntakeProblem[] = [];
    const results = resolved.map((order, index) => {
      const key = keyOf(order.shopId, order.values.orderNumber);
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
        and(
          eq(orders.organisationId, actor.scope.organisationId),
          sql`${orders.id} = any(${sql.param(fresh)}::int[])`,
        ),
      );
    const statusOf = new Map(statuses.map((row) => [row.id, row.status]));
    for (const order of outcome) order.status = statusOf.get(order.id) ?? order.status;
  }
  return { created, existing: outcome.length - created, orders: outcome };
}
