import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, todayJst } from '@logi/shared';
import type { Database, Tx } from '../db/client.ts';
import { organisationScope } from '../db/organisation-scope.ts';
import { DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { products } from '../modules/products/products.table.ts';
import {
  applyStockChanges,
  registerStock,
  registerStocksInBulk,
  type StockActor,
} from '../modules/stocks/index.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';

const DAY = 24 * 60 * 60 * 1000;

/** How far back the demo's history starts (the home charts show 30 days). */
export const DEMO_HISTORY_DAYS = 30;

/** The demo products' roles in the history: which one runs out, which sell only through RSL. */
export const demoProductRole = (index: number) =>
  index === 1 ? 'out' : index % 3 === 2 ? 'rsl_only' : index % 4 === 3 ? 'short_at_rsl' : 'plain';

/**
 * Demo stock (once, inside the seed transaction, after the products): every demo product in both
 * demo warehouses, registered through the stock service 30 days ago — the month's receipts,
 * shipments and adjustments that follow are seedDemoHistory's. Some products sell only through RSL
 * (none at the own warehouse), some non-sellable pieces.
 */
export async function seedDemoStocks(tx: Tx): Promise<void> {
  const occurredAt = new Date(Date.now() - DEMO_HISTORY_DAYS * DAY);
  for (const { uuid: organisationId } of DEMO_ORGANISATIONS) {
    const actor: StockActor = { scope: organisationScope(organisationId), userId: null };
    const productRows = await tx
      .select({ id: products.id, lotManaged: products.lotManaged })
      .from(products)
      .where(eq(products.organisationId, organisationId))
      .orderBy(asc(products.productCode));
    const warehouseRows = await tx
      .select({ id: warehouses.id, type: warehouses.type })
      .from(warehouses)
      .where(eq(warehouses.organisationId, organisationId))
      .orderBy(asc(warehouses.code));
    for (const [p, product] of productRows.entries()) {
      for (const [w, warehouse] of warehouseRows.entries()) {
        const seed = p * 7 + w * 3;
        const own = warehouse.type === 'own';
        const role = demoProductRole(p);
        const onHand = role === 'out' ? 6 : role === 'rsl_only' && own ? 0 : 40 + (seed % 5) * 12;
        // A ロット管理 product's pieces at the own warehouse arrive as dated lots instead.
        const inLots = own && product.lotManaged && onHand > 0;
        const row = await registerStock(
          tx,
          actor,
          {
            productId: product.id,
            warehouseId: warehouse.id,
            onHand: inLots ? 0 : onHand,
            nonSellable: seed % 4 === 0 && onHand > 0 && !inLots ? 2 : 0,
          },
          { occurredAt },
        );
        if (inLots) await receiveDemoLots(tx, actor, row.id, onHand, p, occurredAt);
      }
    }
  }
}

/**
 * A lot product's opening stock in three lots (decision 065): a few pieces already past their
 * 賞味期限 (期限切れ), some close to it (期限切れ間近), the rest far off — so 賞味期限管理, the home
 * card and FEFO have something to show on the first start.
 */
async function receiveDemoLots(
  tx: Tx,
  actor: StockActor,
  stockId: number,
  onHand: number,
  productIndex: number,
  occurredAt: Date,
) {
  const today = todayJst();
  const code = (days: number) => `L${addDays(today, days).replaceAll('-', '')}`;
  const expired = 3;
  const near = Math.floor(onHand / 2);
  const lots = [
    // Within the default 30 days of 期限切れ間近 whatever the product's place in the catalogue.
    { qty: expired, days: -(5 + (productIndex % 5)) },
    { qty: near, days: 10 + (productIndex % 5) * 4 },
    { qty: onHand - expired - near, days: 180 + (productIndex % 5) * 30 },
  ];
  for (const lot of lots.filter(({ qty }) => qty > 0)) {
    await applyStockChanges(tx, actor, [
      {
        stockId,
        kind: 'receipt',
        deltas: () => ({ onHand: lot.qty }),
        meta: { occurredAt },
        lot: { lotNo: code(lot.days), expiresOn: addDays(today, lot.days) },
      },
    ]);
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
        // Nothing allocated: allocations come with the large orders (seedLargeOrders).
        return { productId: id, warehouseId, onHand, allocated: 0 };
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
