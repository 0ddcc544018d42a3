import {
  addDays,
  DELIVERY_CARRIERS,
  todayJst,
  type DeliveryCarrier,
  type OrderValues,
} from '@logi/shared';
import type { CARRIERS } from '@logi/warehouse-api';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { inScope, type OrganisationScope } from '../db/organisation-scope.ts';
import { intArray } from '../db/sql.ts';
import { allocateOrders } from '../modules/allocation/index.ts';
import {
  demoOrderValues,
  storeOrders,
  type DemoDeliveryChoice,
  type demoMaterials,
} from '../modules/orders/index.ts';
import { refreshOrderStatus } from '../modules/orders/index.ts';
import { bookShipment, sendInstructions } from '../modules/shipping/index.ts';
import {
  shippingInstructionLines,
  shippingInstructions,
} from '../modules/shipping/shipping-instructions.table.ts';

// The steps of the demo's order flow, each through the command the product runs (decision 044):
// intake, the allocation run, 出荷指示, and what the warehouse jobs book from the warehouse's answers.

/** The seed's actor; `actingAt` dates its stock changes on a past day of the history. */
export type DemoActor = { scope: OrganisationScope; userId: null; actingAt?: Date };
type Carrier = (typeof CARRIERS)[number];

/**
 * The commands open their own transaction; given the seed's, theirs become savepoints, so the
 * whole seed still commits or rolls back as one.
 */
export const inSeed = (tx: Tx) => tx as unknown as Database;

/** A JST day's instant at `hour` o'clock, `minutes` later. */
export const atJst = (day: string, hour: number, minutes = 0) =>
  new Date(
    new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+09:00`).getTime() + minutes * 60_000,
  );

type DemoOrderInput = {
  day: string;
  count: number;
  prefix: string;
  random: () => number;
  first?: number;
  /** The orders' deliveries in turn (else a random mix). */
  deliveries?: readonly DemoDeliveryChoice[];
};

/** `count` orders of `day` (JST; a past day's from 09:00), numbered `prefix-YYYYMMDD-NNNN` from `first`. */
export function demoOrdersOf(
  materials: Awaited<ReturnType<typeof demoMaterials>>,
  { day, count, prefix, random, first = 1, deliveries }: DemoOrderInput,
): OrderValues[] {
  return demoOrderValues(materials, count, { random, prefix, deliveries }).map((order, index) => ({
    ...order,
    orderNumber: `${prefix}-${day.replaceAll('-', '')}-${String(first + index).padStart(4, '0')}`,
    // Today's spread over the hours before now (demoOrderValues).
    ...(day !== todayJst() && {
      orderedAt: atJst(day, 9, (first + index) * 25).toISOString(),
      // A wish for a day already past would read as a missed delivery.
      deliveryDate: null,
      deliveryTimeSlot: null,
    }),
  }));
}

/** The orders stored through intake (as the API or a CSV import stores them); their ids in order. */
export async function storeDemoOrders(tx: Tx, actor: DemoActor, values: OrderValues[]) {
  const stored = await storeOrders(tx, actor, values, 'demo');
  return stored.orders.map((order) => order.id);
}

/** `count` orders of `day` stored through intake. */
export const intakeDemoOrders = (
  tx: Tx,
  actor: DemoActor,
  materials: Awaited<ReturnType<typeof demoMaterials>>,
  input: DemoOrderInput,
) => storeDemoOrders(tx, actor, demoOrdersOf(materials, input));

/** 引当 of the named orders, as the 引当管理 action runs it. */
export const allocateDemoOrders = (tx: Tx, actor: DemoActor, orderIds: number[]) =>
  allocateOrders(tx, actor, { orderIds });

export type OpenInstruction = {
  id: number;
  number: string;
  order_id: number;
  order_number: string;
  status: string;
  delivery_carrier: DeliveryCarrier | null;
};

type HeldLine = {
  warehouse_id: number;
  own: boolean;
  order_id: number;
  order_line_id: number;
  product_id: number;
  quantity: number;
};

/** The orders' active allocations per order line and warehouse, as 出荷指示 groups them. */
async function heldLines(tx: Tx, scope: OrganisationScope, orderIds: number[]) {
  const { rows } = await tx.execute<HeldLine>(sql`
    select a.order_id, a.order_line_id, a.warehouse_id, w.type = 'own' as own, l.product_id,
           sum(a.quantity)::int as quantity
      from order_allocations a
      join order_lines l on l.id = a.order_line_id
      join warehouses w on w.id = a.warehouse_id
     where ${inScope('a', scope, sql`a.state = 'active'`, sql`a.order_id = any(${intArray(orderIds)})`)}
     group by a.order_id, a.order_line_id, a.warehouse_id, w.type, l.product_id
     order by a.order_id, a.warehouse_id, a.order_line_id`);
  return rows;
}

/**
 * 出荷指示 of `day` as the warehouse accepted it: one instruction per order × warehouse of its
 * active allocations, numbered SH-YYYYMMDD-NNNN of that day — the rows createInstruction writes,
 * then 受付済 (decision 044: a past day's, or an RSL one, cannot go through sendInstructions at
 * seed time — its number and ship date would be today's, and its send needs the job queue).
 */
async function recordAcceptedInstructions(
  tx: Tx,
  actor: DemoActor,
  orderIds: number[],
  day: string,
) {
  const held = await heldLines(tx, actor.scope, orderIds);
  const prefix = `SH-${day.replaceAll('-', '')}-`;
  const { rows } = await tx.execute<{ last: string | null }>(sql`
    select max(number) as last from shipping_instructions
     where ${inScope('shipping_instructions', actor.scope, sql`number like ${`${prefix}%`}`)}`);
  let last = rows[0]?.last ? Number(rows[0].last.slice(prefix.length)) : 0;
  const groups = new Map<string, HeldLine[]>();
  for (const line of held) {
    const key = `${line.order_id}:${line.warehouse_id}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  for (const lines of groups.values()) {
    last += 1;
    const [row] = await tx
      .insert(shippingInstructions)
      .values({
        organisationId: actor.scope.organisationId,
        number: `${prefix}${String(last).padStart(4, '0')}`,
        orderId: lines[0]!.order_id,
        warehouseId: lines[0]!.warehouse_id,
        status: 'accepted',
        shipDate: day,
        createdBy: actor.userId,
      })
      .returning({ id: shippingInstructions.id });
    await tx.insert(shippingInstructionLines).values(
      lines.map((line, index) => ({
        organisationId: actor.scope.organisationId,
        instructionId: row!.id,
        lineNumber: index + 1,
        orderLineId: line.order_line_id,
        productId: line.product_id,
        quantity: line.quantity,
      })),
    );
  }
  for (const orderId of new Set(held.map((line) => line.order_id))) {
    await refreshOrderStatus(tx, actor.scope, orderId);
  }
}

/**
 * 出荷指示 of the orders on `day`: today's at the own warehouse through the 引当管理 action itself,
 * the rest recorded as accepted. Returns the instructions made.
 */
export async function instructDemoOrders(
  tx: Tx,
  actor: DemoActor,
  orderIds: number[],
  day: string,
) {
  const held = await heldLines(tx, actor.scope, orderIds);
  if (day === todayJst() && held.every((line) => line.own)) {
    await sendInstructions(inSeed(tx), actor, orderIds);
  } else await recordAcceptedInstructions(tx, actor, orderIds, day);
  const { rows } = await tx.execute<OpenInstruction>(sql`
    select i.id, i.number, i.order_id, o.order_number, i.status, o.delivery_carrier
      from shipping_instructions i
      join orders o on o.id = i.order_id
     where ${inScope(
       'i',
       actor.scope,
       sql`i.order_id = any(${intArray(orderIds)})`,
       sql`i.status in ('unsynced', 'accepted')`,
     )}
     order by i.id`);
  return rows;
}

const CARRIER_BY_TURN: Carrier[] = ['ヤマト運輸', '佐川急便', '日本郵便'];

/** A 12-digit お荷物伝票番号 that is the same on every seed of the same data. */
const trackingNumberOf = (instructionId: number, day: string) =>
  `${day.replaceAll('-', '').slice(2)}${String(instructionId).padStart(6, '0')}`;

/**
 * The instruction shipped on `day` at `shippedAt`, booked as 出荷実績検索 books a parcel (出荷済にする
 * writes the same, dated now): the stock falls on that date, the order becomes 出荷済.
 */
export async function shipDemoInstruction(
  tx: Tx,
  scope: OrganisationScope,
  instruction: OpenInstruction,
  parcel: { day: string; shippedAt: Date },
) {
  await bookShipment(inSeed(tx), scope, instruction.id, {
    instructionNumber: instruction.number,
    instructionRef: instruction.number,
    orderNumber: instruction.order_number,
    shippedOn: parcel.day,
    // The order's own carrier, so its tracking link opens the right page.
    carrier: instruction.delivery_carrier
      ? DELIVERY_CARRIERS[instruction.delivery_carrier]
      : CARRIER_BY_TURN[instruction.id % CARRIER_BY_TURN.length]!,
    trackingNumber: trackingNumberOf(instruction.id, parcel.day),
    shippedAt: parcel.shippedAt.toISOString(),
    lines: [],
  });
}

/** The day `daysAgo` days before today (JST). */
export const demoDay = (daysAgo: number) => addDays(todayJst(), -daysAgo);
