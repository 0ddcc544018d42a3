import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from './client.ts';
import { organisationScope } from './organisation-scope.ts';
import { DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { products } from '../modules/products/products.table.ts';
import {
  adjustStock,
  allocateStock,
  receiveStock,
  registerStock,
  registerStocksInBulk,
  shipStock,
  type StockActor,
} from '../modules/stocks/index.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A month of one stock row through the stock service, backdated so the chart has a shape: the
 * initial stock, receipts, allocated shipments, one stocktake difference, and what is allocated now.
 * `ending` steers where it lands: plenty, short (below the threshold of 10) or out of stock.
 */
async function demoHistory(
  tx: Tx,
  actor: StockActor,
  values: { productId: number; warehouseId: number },
  seed: number,
  ending: 'plenty' | 'short' | 'out',
) {
  const now = Date.now();
  const at = (daysAgo: number) => ({ occurredAt: new Date(now - daysAgo * DAY) });
  const initial = 40 + (seed % 5) * 12;
  const row = await registerStock(
    tx,
    actor,
    { ...values, onHand: initial, nonSellable: seed % 4 === 0 ? 2 : 0 },
    at(30),
  );
  const order = (n: number) => ({ reference: { type: 'demo_order', id: `DEMO-${seed}-${n}` } });
  let onHand = initial;
  for (const [index, daysAgo] of [26, 19, 12, 6].entries()) {
    const shipped = 8 + ((seed + index) % 4) * 3;
    await allocateStock(tx, actor, row.id, shipped, { ...order(index), ...at(daysAgo + 1) });
    await shipStock(tx, actor, row.id, shipped, { ...order(index), ...at(daysAgo) });
    onHand -= shipped;
    if (index === 1) {
      const received = 24 + (seed % 3) * 6;
      await receiveStock(tx, actor, row.id, received, {
        reference: { type: 'demo_receipt', id: `R-${seed}` },
        ...at(daysAgo - 2),
      });
      onHand += received;
    }
  }
  await adjustStock(
    tx,
    actor,
    row.id,
    { by: -1 },
    { reason: '棚卸差異', note: '月次棚卸で1点不足', ...at(3) },
  );
  onHand -= 1;
  const target = ending === 'out' ? 0 : ending === 'short' ? 4 + (seed % 4) : Math.max(onHand, 30);
  if (target !== onHand) {
    const reason = ending === 'plenty' ? 'その他' : '破損';
    await adjustStock(tx, actor, row.id, { to: target }, { reason, note: 'デモデータ', ...at(1) });
  }
  if (ending === 'plenty' && seed % 3 === 0) {
    await allocateStock(tx, actor, row.id, 5, { ...order(9), ...at(0) });
  }
}

/**
 * Demo stock (once, inside the seed transaction, after the products): every demo product in both
 * demo warehouses, with a month of history; some short, one out of stock everywhere, some with
 * non-sellable pieces — so the filters and the chart show something on first start.
 */
export async function seedDemoStocks(tx: Tx): Promise<void> {
  for (const { uuid: organisationId } of DEMO_ORGANISATIONS) {
    const actor: StockActor = { scope: organisationScope(organisationId), userId: null };
    const productRows = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.organisationId, organisationId))
      .orderBy(asc(products.productCode));
    const warehouseRows = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.organisationId, organisationId))
      .orderBy(asc(warehouses.code));
    for (const [p, product] of productRows.entries()) {
      for (const [w, warehouse] of warehouseRows.entries()) {
        const seed = p * 7 + w * 3;
        // The second product is out of stock everywhere; every fourth is short in one warehouse.
        const ending = p === 1 ? 'out' : p % 4 === 3 && w === 0 ? 'short' : 'plenty';
        await demoHistory(
          tx,
          actor,
          { productId: product.id, warehouseId: warehouse.id },
          seed,
          ending,
        );
      }
    }
  }
}

export const LARGE_WAREHOUSE_COUNT = 5;
const LARGE_WAREHOUSE_PREFIX = 'BULK-WH-';
const PRODUCTS_PER_BATCH = 10_000;

/** The organisation's first five warehouses, topped up with generated ones (BULK-WH-1…) if fewer. */
async function largeWarehouses(db: Database, organisationId: string) {
  const existing = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.organisationId, organisationId))
    .orderBy(asc(warehouses.id))
    .limit(LARGE_WAREHOUSE_COUNT);
  const missing = LARGE_WAREHOUSE_COUNT - existing.length;
  if (missing <= 0) return existing.map((row) => row.id);
  const added = await db
    .insert(warehouses)
    .values(
      Array.from({ length: missing }, (_, i) => ({
        organisationId,
        code: `${LARGE_WAREHOUSE_PREFIX}${i + 1}`,
        name: `大量データ倉庫${i + 1}`,
        type: 'own',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: warehouses.id });
  return [...existing, ...added].map((row) => row.id);
}

/**
 * The large-data step of stock: every product of the organisation (the 100,000 BULK- ones) in five
 * warehouses (500,000 rows), each with its 初期登録 ledger row, through the stock service's bulk
 * registration. About a tenth are out of stock and a tenth short; rows already there are kept.
 */
export async function seedLargeStocks(db: Database, organisationId: string): Promise<string> {
  const warehouseIds = await largeWarehouses(db, organisationId);
  const scope = organisationScope(organisationId);
  let added = 0;
  for (let afterId = 0; ;) {
    const batch = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.organisationId, organisationId), sql`${products.id} > ${afterId}`))
      .orderBy(asc(products.id))
      .limit(PRODUCTS_PER_BATCH);
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.id;
    const rows = batch.flatMap(({ id }) =>
      warehouseIds.map((warehouseId, w) => {
        const mix = (id * 31 + w * 7) % 100;
        const onHand = mix < 10 ? 0 : mix < 20 ? 1 + (mix % 5) : 20 + ((id + w) % 480);
        return { productId: id, warehouseId, onHand, allocated: Math.floor(onHand / 10) };
      }),
    );
    added += await db.transaction((tx) => registerStocksInBulk(tx, scope, rows));
  }
  // As autovacuum would in time: fresh statistics, and the visibility map index-only counts need.
  for (const table of ['products', 'stocks', 'stock_movements']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return `stocks: ${added} added (products × ${warehouseIds.length} warehouses)`;
}
