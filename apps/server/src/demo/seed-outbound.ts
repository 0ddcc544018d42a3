import type { OrderValues } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { inScope, organisationScope } from '../db/organisation-scope.ts';
import { textArray } from '../db/sql.ts';
import {
  allocateDemoOrders,
  atJst,
  demoDay,
  demoOrdersOf,
  inSeed,
  instructDemoOrders,
  intakeDemoOrders,
  shipDemoInstruction,
  storeDemoOrders,
  type DemoActor,
} from './seed-demo-flow.ts';
import { demoProductRole } from './seed-stocks.ts';
import { DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { demoMaterials, seededRandom, type DemoDeliveryChoice } from '../modules/orders/index.ts';
import { bookShippingNg } from '../modules/shipping/index.ts';
import { storeWarehouseReports } from '../modules/stocks/index.ts';

/** Today's orders per state beside the 未引当 ones: 引当済, 出荷済. */
const TODAY_PER_STATE = 3;

/**
 * Today's 出荷指示済 orders at the own warehouse, ready for 出荷作業 on first start: parcels of all
 * three carriers, some with a day and slot, two 代引 and a gift.
 */
export const READY_FOR_WORK: readonly DemoDeliveryChoice[] = [
  { method: 'takkyubin', wish: true },
  { method: 'nekopos' },
  { method: 'yu_pack', wish: true },
  { method: 'hikyaku', cod: true },
  { method: 'takkyubin', gift: true },
  { method: 'takkyubin', wish: true, cod: true },
  { method: 'nekopos' },
  { method: 'hikyaku', wish: true },
];

type Product = { id: number; code: string; price: number; role: string };

async function productsOf(tx: Tx, actor: DemoActor): Promise<Product[]> {
  const { rows } = await tx.execute<{ id: number; code: string; price: number }>(sql`
    select id, product_code as code, price from products
     where ${inScope('products', actor.scope)} order by product_code`);
  return rows.map((row, index) => ({ ...row, role: demoProductRole(index) }));
}

/** Products with at least `free` pieces free in the warehouse of the kind named. */
async function freeAt(tx: Tx, actor: DemoActor, own: boolean, free: number) {
  const { rows } = await tx.execute<{ code: string }>(sql`
    select p.product_code as code from products p
      join stocks s on s.organisation_id = p.organisation_id and s.product_id = p.id
      join warehouses w on w.id = s.warehouse_id
     where ${inScope(
       'p',
       actor.scope,
       sql`(w.type = 'own') = ${own} and p.sales_status = 'on_sale'`,
       sql`s.on_hand - s.allocated - s.non_sellable >= ${free}`,
     )}`);
  return new Set(rows.map((row) => row.code));
}

/**
 * The RSL warehouse refuses two of today's instructions (出荷不可検索 books them): an address it
 * cannot deliver to, and a line it holds too few of — so the 出荷不可リスト has work on first start.
 */
async function refuseAtRsl(tx: Tx, actor: DemoActor, orderIds: number[]) {
  const instructions = await instructDemoOrders(tx, actor, orderIds, demoDay(0));
  for (const [index, instruction] of instructions.entries()) {
    const { rows: lines } = await tx.execute<{
      line_number: number;
      quantity: number;
      code: string;
    }>(sql`
      select l.line_number, l.quantity, p.product_code as code from shipping_instruction_lines l
        join products p on p.id = l.product_id
       where l.instruction_id = ${instruction.id} order by l.line_number`);
    const short = index % 2 === 1;
    await bookShippingNg(inSeed(tx), actor.scope, instruction.id, {
      instructionNumber: instruction.number,
      instructionRef: instruction.number,
      orderNumber: instruction.order_number,
      reason: short ? '在庫不足' : '住所不備',
      detail: short ? '倉庫の在庫が不足しています' : '番地が確認できません',
      reportedAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      lines: lines.map((line, i) => ({
        lineNumber: line.line_number,
        productCode: line.code,
        quantity: line.quantity,
        shippableQuantity: short && i === 0 ? line.quantity - 1 : line.quantity,
      })),
    });
  }
}

/**
 * A 同梱候補 pair (decision 063): the second order goes to the first one's shop and recipient, as a
 * customer who ordered twice in a day.
 */
function withRepeatCustomer(values: OrderValues[]): OrderValues[] {
  const [first, second, ...rest] = values;
  if (!first || !second) return values;
  const { shopCode, shopId, recipientName, recipientKana, postalCode, prefecture } = first;
  const { city, town, building, phone } = first;
  const recipient = { recipientName, recipientKana, postalCode, prefecture, city, town, building };
  return [first, { ...second, shopCode, shopId, ...recipient, phone }, ...rest];
}

/**
 * Today's outbound work beside the 未引当 orders (once, after them): orders 引当済, 出荷指示済 (ready
 * for 出荷作業) and 出荷済 with their お荷物伝票番号 at the own warehouse, two 出荷不可 at RSL, and RSL's reported
 * figures differing from ours for two products (在庫差異) — through the product's commands.
 */
export async function seedDemoOutbound(tx: Tx): Promise<void> {
  const today = demoDay(0);
  for (const [index, { uuid }] of DEMO_ORGANISATIONS.entries()) {
    const actor: DemoActor = { scope: organisationScope(uuid), userId: null };
    const { shops } = await demoMaterials(tx, actor.scope);
    const products = await productsOf(tx, actor);
    if (shops.length === 0 || products.length === 0) continue;
    const random = seededRandom(31 + index);
    const intake = (
      prefix: string,
      offered: Product[],
      count: number,
      deliveries?: readonly DemoDeliveryChoice[],
    ) =>
      intakeDemoOrders(
        tx,
        actor,
        { shops, products: offered },
        { day: today, count, prefix, random, deliveries },
      );
    // Each state's orders on products the own warehouse still holds plenty of (read afresh).
    const atOwn = async () => {
      const free = await freeAt(tx, actor, true, 10);
      return products.filter((p) => p.role !== 'rsl_only' && free.has(p.code));
    };
    const allocatedValues = demoOrdersOf(
      { shops, products: await atOwn() },
      { day: today, count: TODAY_PER_STATE, prefix: 'SEED-A', random },
    );
    const allocated = await storeDemoOrders(tx, actor, withRepeatCustomer(allocatedValues));
    await allocateDemoOrders(tx, actor, allocated);
    const instructed = await intake('SEED-I', await atOwn(), READY_FOR_WORK.length, READY_FOR_WORK);
    await allocateDemoOrders(tx, actor, instructed);
    await instructDemoOrders(tx, actor, instructed, today);
    const shipped = await intake('SEED-D', await atOwn(), TODAY_PER_STATE);
    await allocateDemoOrders(tx, actor, shipped);
    for (const parcel of await instructDemoOrders(tx, actor, shipped, today)) {
      await shipDemoInstruction(tx, actor.scope, parcel, {
        day: today,
        // An hour ago, or today's first minute when the day is younger than that.
        shippedAt: new Date(Math.max(Date.now() - 60 * 60_000, atJst(today, 0).getTime())),
      });
    }
    // Products only RSL holds: the allocation cannot take them from the own warehouse first.
    const atRsl = await freeAt(tx, actor, false, 6);
    const anyAtOwn = await freeAt(tx, actor, true, 1);
    const rsl = products.filter((p) => atRsl.has(p.code) && !anyAtOwn.has(p.code));
    if (rsl.length > 0) {
      const refused = await intake('SEED-N', rsl, 2);
      await allocateDemoOrders(tx, actor, refused);
      await refuseAtRsl(tx, actor, refused);
    }
    await reportRslFigures(tx, actor, products);
  }
}

/** 在庫取得 at RSL reported two products' figures apart from ours: 在庫差異 to compare and adopt. */
async function reportRslFigures(tx: Tx, actor: DemoActor, products: Product[]) {
  const { rows } = await tx.execute<{
    warehouse_id: number;
    code: string;
    on_hand: number;
    non_sellable: number;
  }>(sql`
    select s.warehouse_id, p.product_code as code, s.on_hand, s.non_sellable from stocks s
      join warehouses w on w.id = s.warehouse_id join products p on p.id = s.product_id
     where ${inScope(
       's',
       actor.scope,
       sql`w.type <> 'own' and s.on_hand > 5`,
       sql`p.product_code = any(${textArray(products.map((p) => p.code))})`,
     )}
     order by p.product_code limit 2`);
  const warehouseId = rows[0]?.warehouse_id;
  if (warehouseId === undefined) return;
  await storeWarehouseReports(
    tx,
    actor.scope,
    warehouseId,
    rows.map((row, i) => ({
      productCode: row.code,
      quantity: row.on_hand + (i === 0 ? 3 : -2),
      nonSellableQuantity: row.non_sellable,
      reportedAt: new Date(Date.now() - 20 * 60_000).toISOString(),
    })),
  );
}
