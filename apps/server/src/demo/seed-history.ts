import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { inScope, organisationScope } from '../db/organisation-scope.ts';
import {
  allocateDemoOrders,
  atJst,
  demoDay,
  demoOrdersOf,
  instructDemoOrders,
  shipDemoInstruction,
  storeDemoOrders,
  type DemoActor,
} from './seed-demo-flow.ts';
import { DEMO_HISTORY_DAYS, demoProductRole } from './seed-stocks.ts';
import { DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import {
  bookReceipt,
  receivingScheduleLines,
  receivingSchedules,
  refreshScheduleStatus,
} from '../modules/inbound/index.ts';
import { demoMaterials, seededRandom } from '../modules/orders/index.ts';
import { adjustStock } from '../modules/stocks/index.ts';

/** Days (ago) a delivery arrives at both warehouses; the stocktake's day. */
const RECEIPT_DAYS = [25, 18, 11, 4];
const STOCKTAKE_DAY = 14;
const LINES_PER_DELIVERY = 3;

type DemoProduct = {
  id: number;
  code: string;
  price: number;
  role: ReturnType<typeof demoProductRole>;
};
type DemoWarehouse = { id: number; own: boolean };

async function materialsOf(tx: Tx, actor: DemoActor) {
  const { scope } = actor;
  const products = await tx.execute<{ id: number; code: string; price: number }>(sql`
    select id, product_code as code, price from products where ${inScope('products', scope)}
     order by product_code`);
  const warehouses = await tx.execute<{ id: number; type: string }>(sql`
    select id, type from warehouses where ${inScope('warehouses', scope)} order by code`);
  const partners = await tx.execute<{ supplier_id: number | null; vendor_id: number | null }>(sql`
    select (select min(id) from suppliers where ${inScope('suppliers', scope)}) as supplier_id,
           (select min(id) from vendors where ${inScope('vendors', scope)}) as vendor_id`);
  return {
    products: products.rows.map((row, index): DemoProduct => ({
      ...row,
      role: demoProductRole(index),
    })),
    warehouses: warehouses.rows.map((row): DemoWarehouse => ({
      id: row.id,
      own: row.type === 'own',
    })),
    supplierId: partners.rows[0]?.supplier_id ?? null,
    vendorId: partners.rows[0]?.vendor_id ?? null,
  };
}

type Materials = Awaited<ReturnType<typeof materialsOf>>;

/**
 * A delivery on `day`: a 入荷予定 at the warehouse, received whole — typed in at the own warehouse,
 * reported by 入荷実績取得 at RSL — the stock rising through the stock service on that date.
 */
async function receiveDelivery(
  tx: Tx,
  actor: DemoActor,
  materials: Materials,
  warehouse: DemoWarehouse,
  day: string,
  productIds: number[],
) {
  const org = actor.scope.organisationId;
  const [schedule] = await tx
    .insert(receivingSchedules)
    .values({
      organisationId: org,
      number: `IN-${day.replaceAll('-', '')}-${warehouse.own ? '0001' : '0002'}`,
      warehouseId: warehouse.id,
      supplierId: warehouse.own ? materials.supplierId : null,
      vendorId: warehouse.own ? null : materials.vendorId,
      scheduledDate: day,
      carrier: 'ヤマト運輸',
      parcelCount: 2,
      status: 'waiting',
    })
    .returning();
  const lines = await tx
    .insert(receivingScheduleLines)
    .values(
      productIds.map((productId, i) => ({
        organisationId: org,
        scheduleId: schedule!.id,
        lineNumber: i + 1,
        productId,
        scheduledQty: 30,
      })),
    )
    .returning();
  for (const line of lines) {
    await bookReceipt(tx, actor, {
      schedule: schedule!,
      line,
      source: warehouse.own ? 'manual' : 'warehouse',
      sourceRef: `demo-history:${line.id}`,
      receivedQty: line.scheduledQty,
      nonSellableQty: 0,
      receivedAt: atJst(day, 11),
    });
  }
  await refreshScheduleStatus(tx, schedule!);
}

/**
 * The month's orders, stored through intake at once (one postal check): each day one order of
 * products only RSL holds, and one or two of the own warehouse's — so both ship every day. A
 * quieter organisation (the second demo one) gets one order a day, the warehouses in turn: the
 * seed stays quick on `npm start`.
 */
async function monthOfOrders(tx: Tx, actor: DemoActor, materials: Materials, quiet: boolean) {
  const { shops } = await demoMaterials(tx, actor.scope);
  const sellable = materials.products.filter((p) => p.role !== 'out');
  const atRsl = sellable.filter((p) => p.role === 'rsl_only');
  const atOwn = sellable.filter((p) => p.role !== 'rsl_only');
  if (shops.length === 0 || atRsl.length === 0 || atOwn.length === 0)
    return new Map<string, number[]>();
  const values = [];
  for (let daysAgo = DEMO_HISTORY_DAYS - 1; daysAgo >= 1; daysAgo -= 1) {
    const day = demoDay(daysAgo);
    const random = seededRandom(daysAgo * 97 + materials.products[0]!.id);
    const input = { day, prefix: 'HIST', random };
    if (quiet) {
      const products = daysAgo % 2 === 0 ? atRsl : atOwn;
      values.push(...demoOrdersOf({ shops, products }, { ...input, count: 1 }));
      continue;
    }
    values.push(
      ...demoOrdersOf({ shops, products: atRsl }, { ...input, count: 1 }),
      ...demoOrdersOf(
        { shops, products: atOwn },
        { ...input, count: 1 + Math.floor(random() * 2), first: 2 },
      ),
    );
  }
  const ids = await storeDemoOrders(tx, actor, values);
  const byDay = new Map<string, number[]>();
  for (const [index, order] of values.entries()) {
    const day = order.orderNumber.split('-')[1]!;
    byDay.set(day, [...(byDay.get(day) ?? []), ids[index]!]);
  }
  return byDay;
}

/** One day of the month: deliveries, then the day's orders allocated, instructed and shipped. */
async function historyDay(
  tx: Tx,
  actor: DemoActor,
  materials: Materials,
  daysAgo: number,
  orderIds: number[],
) {
  const day = demoDay(daysAgo);
  if (RECEIPT_DAYS.includes(daysAgo)) {
    const turn = RECEIPT_DAYS.indexOf(daysAgo);
    for (const warehouse of materials.warehouses) {
      const eligible = materials.products.filter(
        (product) => product.role !== 'out' && (!warehouse.own || product.role !== 'rsl_only'),
      );
      // Each delivery the next few products in turn.
      const wanted = Array.from(
        { length: Math.min(LINES_PER_DELIVERY, eligible.length) },
        (_, k) => eligible[(turn * LINES_PER_DELIVERY + k) % eligible.length]!,
      );
      if (wanted.length === 0) continue;
      if (warehouse.own ? !materials.supplierId : !materials.vendorId) continue;
      await receiveDelivery(
        tx,
        actor,
        materials,
        warehouse,
        day,
        wanted.map((p) => p.id),
      );
    }
  }
  if (orderIds.length > 0) {
    // Dated on the day, after its orders and deliveries: the day's shipments follow their 引当.
    await allocateDemoOrders(tx, { ...actor, actingAt: atJst(day, 12) }, orderIds);
    const instructions = await instructDemoOrders(tx, actor, orderIds, day);
    for (const [index, instruction] of instructions.entries()) {
      await shipDemoInstruction(tx, actor.scope, instruction, {
        day,
        shippedAt: atJst(day, 15, index * 5),
      });
    }
  }
  if (daysAgo === STOCKTAKE_DAY) await stocktake(tx, actor, day);
}

/** The month's stocktake at the own warehouse: a piece missing from a few rows. */
async function stocktake(tx: Tx, actor: DemoActor, day: string) {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select s.id from stocks s join warehouses w on w.id = s.warehouse_id
     where ${inScope('s', actor.scope, sql`w.type = 'own' and s.on_hand - s.allocated - s.non_sellable > 0`)}
     order by s.id limit 3`);
  for (const row of rows) {
    await adjustStock(
      tx,
      actor,
      row.id,
      { by: -1 },
      { reason: '棚卸差異', note: '月次棚卸で1点不足', occurredAt: atJst(day, 18) },
    );
  }
}

/** Where the month ends: one product out everywhere, a few short at RSL (below the threshold). */
async function closeMonth(tx: Tx, actor: DemoActor, materials: Materials) {
  const day = demoDay(1);
  for (const [index, product] of materials.products.entries()) {
    if (product.role !== 'out' && product.role !== 'short_at_rsl') continue;
    const { rows } = await tx.execute<{
      id: number;
      on_hand: number;
      allocated: number;
      own: boolean;
    }>(sql`
      select s.id, s.on_hand, s.allocated, w.type = 'own' as own from stocks s
        join warehouses w on w.id = s.warehouse_id
       where ${inScope('s', actor.scope, sql`s.product_id = ${product.id}`)}`);
    for (const row of rows) {
      const target = product.role === 'out' ? 0 : row.own ? null : 4 + (index % 4);
      if (target === null || row.on_hand <= target || row.allocated > target) continue;
      await adjustStock(
        tx,
        actor,
        row.id,
        { to: target },
        { reason: '破損', note: '保管中の破損', occurredAt: atJst(day, 17) },
      );
    }
  }
}

/**
 * The demo's month (once, inside the seed transaction, after the stock): every day orders come in,
 * are allocated, instructed and shipped from both warehouses; deliveries arrive, a stocktake finds
 * a few pieces missing — all through the product's commands, dated on their day (decision 044).
 */
export async function seedDemoHistory(tx: Tx): Promise<void> {
  for (const [index, { uuid }] of DEMO_ORGANISATIONS.entries()) {
    const actor: DemoActor = { scope: organisationScope(uuid), userId: null };
    const materials = await materialsOf(tx, actor);
    if (materials.products.length === 0 || materials.warehouses.length === 0) continue;
    const orders = await monthOfOrders(tx, actor, materials, index > 0);
    for (let daysAgo = DEMO_HISTORY_DAYS - 1; daysAgo >= 1; daysAgo -= 1) {
      const day = demoDay(daysAgo);
      await historyDay(tx, actor, materials, daysAgo, orders.get(day.replaceAll('-', '')) ?? []);
    }
    await closeMonth(tx, actor, materials);
  }
}
