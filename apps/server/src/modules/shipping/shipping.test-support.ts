import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inScope, organisationScope } from '../../db/organisation-scope.ts';
import { allocateOrders } from '../allocation/index.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { products } from '../products/products.table.ts';
import { shops } from '../shops/shops.table.ts';
import { registerStocksInBulk } from '../stocks/index.ts';
import {
  warehouseGroupMembers,
  warehouseGroups,
} from '../warehouse-groups/warehouse-groups.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { waitFor, readProcess } from '../../test/jobs.test-support.ts';
import type { apiClient } from '../../test/sign-in.ts';
import {
  startWarehouseJobsTest,
  type WarehouseJobsTest,
} from '../warehouse-jobs/warehouse-jobs.test-support.ts';

export const I = '/api/shipping_instructions';
export const NG = '/api/shipping_instructions/ng';

/**
 * Yamada's outbound world beside her RSL warehouse (connected to the simulator): an own warehouse,
 * a shop on each (one group each), products known to the simulator, stock in both warehouses.
 * `key` names its codes (products SP-<key>-1…): two organisations given one key share the codes.
 */
export async function shippingWorld(
  t: WarehouseJobsTest,
  productCount = 3,
  key = randomUUID().slice(0, 8),
) {
  const db = t.app.db;
  const organisationId = t.yamada.organisationId;
  const scope = organisationScope(organisationId);
  const actor = { scope, userId: t.yamada.userId };
  const productRows = await db
    .insert(products)
    .values(
      Array.from({ length: productCount }, (_, i) => ({
        organisationId,
        productCode: `SP-${key}-${i + 1}`,
        name: `出荷商品${i + 1}`,
      })),
    )
    .returning({ id: products.id, code: products.productCode });
  const [own] = await db
    .insert(warehouses)
    .values({ organisationId, code: `OWN-${key}`, name: '自社倉庫', type: 'own' })
    .returning({ id: warehouses.id });
  const shopOn = async (warehouseId: number, name: string) => {
    const [group] = await db
      .insert(warehouseGroups)
      .values({ organisationId, name: `${name}${key}` })
      .returning({ id: warehouseGroups.id });
    await db
      .insert(warehouseGroupMembers)
      .values({ organisationId, groupId: group!.id, warehouseId, position: 1 });
    const [shop] = await db
      .insert(shops)
      .values({
        organisationId,
        code: `${name}-${key}`,
        name,
        mall: '楽天市場',
        warehouseGroupId: group!.id,
      })
      .returning({ id: shops.id });
    return shop!.id;
  };
  const rslShop = await shopOn(t.warehouse.id, 'RSL店');
  const ownShop = await shopOn(own!.id, '自社店');
  // The simulator knows the products (else 商品未登録).
  const registered = await fetch(`${t.sim.url}/v1/products`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': t.account.apiKey,
      'x-api-secret': t.account.apiSecret,
      'x-request-id': `products-${key}`,
    },
    body: JSON.stringify({
      products: productRows.map((p) => ({
        productCode: p.code,
        name: p.code,
        salesStatus: '販売中',
      })),
    }),
  });
  if (registered.status !== 202) throw new Error(`sim products: ${registered.status}`);
  let sequence = 0;
  return {
    db,
    actor,
    products: productRows,
    ownWarehouseId: own!.id,
    rslWarehouseId: t.warehouse.id as number,
    /** Our stock (on_hand) of product i in the RSL (or own) warehouse, and the simulator's. */
    async stock(entries: [product: number, onHand: number, where?: 'rsl' | 'own'][]) {
      await db.transaction((tx) =>
        registerStocksInBulk(
          tx,
          scope,
          entries.map(([p, onHand, where]) => ({
            productId: productRows[p]!.id,
            warehouseId: where === 'own' ? own!.id : t.warehouse.id,
            onHand,
            allocated: 0,
          })),
        ),
      );
    },
    simStock: (entries: [product: number, quantity: number][]) =>
      t.sim.control.setInventory(
        t.account.apiKey,
        entries.map(([p, quantity]) => ({ productCode: productRows[p]!.code, quantity })),
      ),
    /** An allocated order of the RSL (or own) shop with lines [product index, quantity]. */
    async order(lines: [product: number, quantity: number][], where: 'rsl' | 'own' = 'rsl') {
      const [row] = await db
        .insert(orders)
        .values({
          organisationId,
          shopId: where === 'own' ? ownShop : rslShop,
          orderNumber: `SO-${key}-${++sequence}`,
          orderedAt: new Date(),
          source: 'api',
          recipientName: '山田 花子',
          postalCode: '100-0005',
          prefecture: '東京都',
          city: '千代田区',
          town: '丸の内1-1',
          phone: '03-1234-5678',
        })
        .returning({ id: orders.id });
      await db.insert(orderLines).values(
        lines.map(([p, quantity], i) => ({
          organisationId,
          orderId: row!.id,
          lineNumber: i + 1,
          productId: productRows[p]!.id,
          quantity,
        })),
      );
      await allocateOrders(db, actor, { orderIds: [row!.id] });
      return row!.id;
    },
    async orderState(orderId: number) {
      const { rows } = await db.execute<{
        status: string;
        tracking_number: string | null;
        carrier: string | null;
      }>(sql`select status, tracking_number, carrier from orders where id = ${orderId}`);
      return rows[0]!;
    },
    /** on_hand / allocated of product i in the RSL (or own) warehouse. */
    async figures(p: number, where: 'rsl' | 'own' = 'rsl') {
      const { rows } = await db.execute<{ on_hand: number; allocated: number }>(sql`
        select on_hand, allocated from stocks
         where product_id = ${productRows[p]!.id}
           and warehouse_id = ${where === 'own' ? own!.id : t.warehouse.id}`);
      return { onHand: rows[0]?.on_hand, allocated: rows[0]?.allocated };
    },
    async shipmentMovements(p: number) {
      const { rows } = await db.execute<{ count: number }>(sql`
        select count(*)::int as count from stock_movements m join stocks s on s.id = m.stock_id
         where s.product_id = ${productRows[p]!.id} and m.kind = 'shipment'`);
      return rows[0]!.count;
    },
  };
}

type SplitDetail = {
  order_number: string;
  version: number;
  lines: { id: number; line_number: number; quantity: number; allocated_qty: number }[];
  split_from: { id: number; order_number: string; status: string } | null;
  split_into: { id: number; order_number: string; status: string } | null;
};
type Api = ReturnType<typeof apiClient>;

/** 分割 and its undo as the detail calls them; moves name lines by their place on the detail. */
export function splitCalls(api: Api) {
  const detail = async (id: number) =>
    (await api('GET', `/api/orders/show/${id}`)).body.data as SplitDetail;
  return {
    detail,
    async split(id: number, moves: [lineIndex: number, quantity: number][], version?: number) {
      const order = await detail(id);
      return api('POST', `/api/orders/split/${id}`, {
        version: version ?? order.version,
        lines: moves.map(([index, quantity]) => ({ line_id: order.lines[index]!.id, quantity })),
      });
    },
    unsplit: (id: number) => api('POST', `/api/orders/unsplit/${id}`),
    /** [line number, quantity, allocated] of each line. */
    pieces: async (id: number) =>
      (await detail(id)).lines.map((line) => [line.line_number, line.quantity, line.allocated_qty]),
  };
}

export type ShippingWorld = Awaited<ReturnType<typeof shippingWorld>>;
/** The app and simulator, Yamada's shipping world, and the simulator's result delay. */
export type ShippingTest = { t: WarehouseJobsTest; world: ShippingWorld; delay: number };

/** The shipping tests' start: the simulator answers every send's results (returnEvery 0). */
export async function startShippingTest(productCount?: number): Promise<ShippingTest> {
  const t = await startWarehouseJobsTest();
  const world = await shippingWorld(t, productCount);
  const delay = (await t.sim.control.settings({ returnEvery: 0 })).resultDelayMs;
  return { t, world, delay };
}

/** Waits until every process of the organisation is 完了 or 処理失敗; answers them, newest first. */
export async function settleAll(t: WarehouseJobsTest) {
  const open = async () => {
    const { rows } = await t.app.db.execute<{
      id: string;
      action: string;
      process_status: string;
      message: string | null;
    }>(sql`
      select id, action, process_status, message from processes
       where ${inScope('processes', organisationScope(t.yamada.organisationId))}
       order by created_at desc`);
    return rows;
  };
  await waitFor(
    open,
    (rows) => rows.every((row) => ['completed', 'failed'].includes(row.process_status)),
    {
      timeoutMs: 30_000,
    },
  );
  return open();
}

export { readProcess };
