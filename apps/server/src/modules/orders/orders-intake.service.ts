import {
  type OrderIntakeDto,
  type OrderSource,
  type OrderValues,
  ORDER_MESSAGES as M,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { rowsAsArrays, type ArrayColumn } from '../../db/row-arrays.ts';
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
import { orders } from './orders.table.ts';

export type OrderActor = { scope: OrganisationScope; userId: string | null };
/** 自動引当 at intake, given by allocation at assembly (app.ts); true when it allocated the orders. */
export type AllocateAtIntake = (db: DbOrTx, actor: OrderActor, ids: number[]) => Promise<boolean>;
/** Told as each step of the intake ends (the bench prints the time between them). */
export type IntakeStep = (step: string) => void;

// Orders per statement: each chunk is one round trip carrying its orders and their lines.
const CHUNK = 1000;

const text = (value: string | null | undefined) => value ?? null;
/** An order as its row is written: its recipient and delivery columns worked out once. */
type Incoming = Resolved & { mismatch: boolean; columns: ReturnType<typeof recipientColumnsOf> };
const ORDER_COLUMNS: ArrayColumn<Incoming>[] = [
  { name: 'shop_id', type: 'int4', value: (o) => o.shopId },
  { name: 'order_number', type: 'text', value: (o) => o.values.orderNumber },
  {
    name: 'ordered_at',
    type: 'timestamptz',
    value: (o) => new Date(o.values.orderedAt).toISOString(),
  },
  { name: 'postal_mismatch', type: 'bool', value: (o) => o.mismatch },
  ...(
    [
      ['recipient_name', 'recipientName'],
      ['recipient_kana', 'recipientKana'],
      ['postal_code', 'postalCode'],
      ['prefecture', 'prefecture'],
      ['city', 'city'],
      ['town', 'town'],
      ['building', 'building'],
      ['phone', 'phone'],
      ['delivery_date', 'deliveryDate'],
      ['delivery_time_slot', 'deliveryTimeSlot'],
      ['delivery_method', 'deliveryMethod'],
      ['delivery_carrier', 'deliveryCarrier'],
      ['cool_type', 'coolType'],
      ['delivery_note', 'deliveryNote'],
      ['note', 'note'],
    ] as const
  ).map(([name, field]) => ({
    name,
    type: 'text' as const,
    value: (o: Incoming) => text(o.columns[field]),
  })),
  { name: 'cod_amount', type: 'int4', value: (o) => o.columns.codAmount },
  { name: 'gift', type: 'bool', value: (o) => o.columns.gift },
  { name: 'shipping_fee', type: 'int4', value: (o) => o.columns.shippingFee },
  { name: 'cod_fee', type: 'int4', value: (o) => o.columns.codFee },
];
type LineRow = {
  shopId: number;
  orderNumber: string;
  lineNumber: number;
  productId: number;
  quantity: number;
  unitPrice: number;
};
const LINE_COLUMNS: ArrayColumn<LineRow>[] = [
  { name: 'shop_id', type: 'int4', value: (l) => l.shopId },
  { name: 'order_number', type: 'text', value: (l) => l.orderNumber },
  { name: 'line_number', type: 'int4', value: (l) => l.lineNumber },
  { name: 'product_id', type: 'int4', value: (l) => l.productId },
  { name: 'quantity', type: 'int4', value: (l) => l.quantity },
  { name: 'unit_price', type: 'int4', value: (l) => l.unitPrice },
];
const ORDER_NAMES = sql.raw(ORDER_COLUMNS.map((c) => c.name).join(', '));
// delivery_date travels as text: the array helper has no date type.
const ORDER_VALUES = sql.raw(
  ORDER_COLUMNS.map((c) =>
    c.name === 'delivery_date' ? 'o.delivery_date::date' : `o.${c.name}`,
  ).join(', '),
);

/**
 * The orders not stored yet, with their lines, in one statement (arrays unnested, decision 031):
 * a number already taken is left (on conflict), and so are its lines.
 */
async function insertNew(
  tx: Tx,
  actor: OrderActor,
  source: OrderSource,
  batch: Resolved[],
  mismatch: boolean[],
) {
  const organisationId = actor.scope.organisationId;
  const incoming = batch.map((order, index) => ({
    ...order,
    mismatch: mismatch[index]!,
    columns: recipientColumnsOf(order.values),
  }));
  const lines = batch.flatMap((order) =>
    order.values.lines.map((line, index) => ({
      shopId: order.shopId,
      orderNumber: order.values.orderNumber,
      lineNumber: index + 1,
      productId: order.productIds[index]!,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  );
  const { rows } = await tx.execute<{ id: number; shop_id: number; order_number: string }>(sql`
    with inserted as (
      insert into orders (organisation_id, source, status, created_by, ${ORDER_NAMES})
      select ${organisationId}, ${source}, 'unallocated', ${actor.userId}::uuid, ${ORDER_VALUES}
        from ${rowsAsArrays(incoming, ORDER_COLUMNS, 'o')}
      on conflict do nothing
      returning id, shop_id, order_number
    ), inserted_lines as (
      insert into order_lines (organisation_id, order_id, line_number, product_id, quantity, unit_price)
      select ${organisationId}, i.id, l.line_number, l.product_id, l.quantity, l.unit_price
        from ${rowsAsArrays(lines, LINE_COLUMNS, 'l')}
        join inserted i on i.shop_id = l.shop_id and i.order_number = l.order_number
    )
    select id, shop_id, order_number from inserted`);
  return new Map(rows.map((row) => [orderKey(row.shop_id, row.order_number), row.id]));
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
  onStep: IntakeStep = () => {},
): Promise<OrderIntakeDto> {
  const resolved = await resolveIntake(db, actor.scope, inputs);
  onStep('shops and products resolved');
  const mismatch = await postalMismatches(inputs);
  onStep('postal codes checked');
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
    onStep('orders and lines inserted');
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
  onStep('resends compared, committed');
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
