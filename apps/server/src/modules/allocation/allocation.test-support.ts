import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inScope, organisationScope } from '../../db/organisation-scope.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { organisations } from '../organisations/organisations.table.ts';
import { products } from '../products/products.table.ts';
import { shops } from '../shops/shops.table.ts';
import {
  applyStockChanges,
  registerStocksInBulk,
  stockIdFor,
  type StockActor,
} from '../stocks/index.ts';
import {
  warehouseGroupMembers,
  warehouseGroups,
} from '../warehouse-groups/warehouse-groups.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { allocationSettings } from './allocation-settings.table.ts';
import type { SettingsColumns } from './allocation-settings.repository.ts';

/**
 * A small outbound world straight in the tables (the engine's tests need no intake): an
 * organisation (or a given one), warehouses 東京/大阪/福岡… in one group in that order, a shop on it,
 * products P-1…, and helpers for stock and orders.
 */
export async function outboundWorld(
  db: Database,
  {
    warehouseNames = ['東京倉庫', '大阪倉庫', '福岡倉庫'],
    productCount = 3,
    organisationId = '',
  } = {},
) {
  const orgId = organisationId || randomUUID();
  const key = randomUUID().slice(0, 8);
  if (!organisationId) {
    await db.insert(organisations).values({ id: orgId, name: `引当テスト ${key}` });
  }
  const productRows = await db
    .insert(products)
    .values(
      Array.from({ length: productCount }, (_, i) => ({
        organisationId: orgId,
        productCode: `P-${key}-${i + 1}`,
        name: `商品${i + 1}`,
      })),
    )
    .returning({ id: products.id, code: products.productCode });
  const warehouseRows = await db
    .insert(warehouses)
    .values(
      warehouseNames.map((name, i) => ({
        organisationId: orgId,
        code: `W-${key}-${i + 1}`,
        name,
        type: 'own' as const,
      })),
    )
    .returning({ id: warehouses.id });
  const [group] = await db
    .insert(warehouseGroups)
    .values({ organisationId: orgId, name: `グループ${key}` })
    .returning({ id: warehouseGroups.id });
  await db.insert(warehouseGroupMembers).values(
    warehouseRows.map((w, i) => ({
      organisationId: orgId,
      groupId: group!.id,
      warehouseId: w.id,
      position: i + 1,
    })),
  );
  const [shop] = await db
    .insert(shops)
    .values({
      organisationId: orgId,
      code: `S-${key}`,
      name: `ショップ${key}`,
      mall: '楽天市場',
      warehouseGroupId: group!.id,
    })
    .returning({ id: shops.id });
  const actor: StockActor = { scope: organisationScope(orgId), userId: null };
  const productIds = productRows.map((row) => row.id);
  const warehouseIds = warehouseRows.map((row) => row.id);
  let orderSequence = 0;
  let minute = 0;

  return {
    organisationId: orgId,
    actor,
    productIds,
    productCodes: productRows.map((row) => row.code),
    warehouseIds,
    groupId: group!.id,
    shopId: shop!.id,
    shopCode: `S-${key}`,
    /** Stock on hand per [product index, warehouse index] (through the stock service's bulk register). */
    async stock(entries: [product: number, warehouse: number, onHand: number][]) {
      await db.transaction((tx) =>
        registerStocksInBulk(
          tx,
          actor.scope,
          entries.map(([p, w, onHand]) => ({
            productId: productIds[p]!,
            warehouseId: warehouseIds[w]!,
            onHand,
            allocated: 0,
          })),
        ),
      );
    },
    /**
     * Makes a product ロット管理 with its 引当不可日数, and receives lots [lot, 賞味期限, pieces] into a
     * warehouse through the stock service (decision 065).
     */
    async lots(
      product: number,
      warehouse: number,
      lots: [lotNo: string, expiresOn: string, pieces: number][],
      unallocatableDays = 0,
    ) {
      await db
        .update(products)
        .set({ lotManaged: true, unallocatableDays })
        .where(sql`${products.id} = ${productIds[product]!}`);
      await db.transaction(async (tx) => {
        const stockId = await stockIdFor(tx, actor, productIds[product]!, warehouseIds[warehouse]!);
        await applyStockChanges(
          tx,
          actor,
          lots.map(([lotNo, expiresOn, pieces]) => ({
            stockId,
            kind: 'receipt' as const,
            deltas: () => ({ onHand: pieces }),
            lot: { lotNo, expiresOn },
          })),
        );
      });
    },
    /** Each lot's [lot, on_hand, allocated] of the organisation, first expiry first. */
    async lotFigures() {
      const { rows } = await db.execute<{ lot_no: string; on_hand: number; allocated: number }>(sql`
        select lot_no, on_hand, allocated from stock_lots
         where ${inScope('stock_lots', actor.scope)} order by expires_on nulls last, lot_no`);
      return rows.map((row) => [row.lot_no, row.on_hand, row.allocated]);
    },
    /** An order of the shop with lines [product index, quantity], each a minute after the last. */
    async order(lines: [product: number, quantity: number][], shopId = shop!.id) {
      minute += 1;
      const [row] = await db
        .insert(orders)
        .values({
          organisationId: orgId,
          shopId,
          orderNumber: `O-${key}-${++orderSequence}`,
          orderedAt: new Date(Date.UTC(2026, 10, 1, 0, minute)),
          source: 'demo',
          recipientName: '山田 花子',
          postalCode: '100-0001',
          prefecture: '東京都',
          city: '千代田区',
          phone: '03-1234-5678',
        })
        .returning({ id: orders.id });
      await db.insert(orderLines).values(
        lines.map(([p, quantity], i) => ({
          organisationId: orgId,
          orderId: row!.id,
          lineNumber: i + 1,
          productId: productIds[p]!,
          quantity,
        })),
      );
      return row!.id;
    },
    async settings(values: Partial<SettingsColumns>) {
      await db
        .insert(allocationSettings)
        .values({ organisationId: orgId, ...values })
        .onConflictDoUpdate({ target: allocationSettings.organisationId, set: values });
    },
    /** Available (on_hand − allocated) per [product index][warehouse index]. */
    async available() {
      const { rows } = await db.execute<{
        product_id: number;
        warehouse_id: number;
        available: number;
      }>(sql`
        select product_id, warehouse_id, on_hand - allocated as available from stocks
         where ${inScope('stocks', actor.scope)}`);
      return productIds.map((p) =>
        warehouseIds.map(
          (w) => rows.find((r) => r.product_id === p && r.warehouse_id === w)?.available ?? 0,
        ),
      );
    },
    async orderState(orderId: number) {
      const {
        rows: [order],
      } = await db.execute<{ status: string; allocation_note: string | null }>(sql`
        select status, allocation_note from orders where id = ${orderId}`);
      const { rows: allocations } = await db.execute<{
        line_number: number;
        warehouse_index: number;
        quantity: number;
        rank: number;
        reason: string;
        state: string;
      }>(sql`
        select l.line_number, a.warehouse_id as warehouse_index, a.quantity, a.rank, a.reason, a.state
          from order_allocations a join order_lines l on l.id = a.order_line_id
         where a.order_id = ${orderId} order by a.id`);
      return {
        status: order!.status,
        note: order!.allocation_note,
        allocations: allocations.map((a) => ({
          ...a,
          warehouse_index: warehouseIds.indexOf(a.warehouse_index),
        })),
      };
    },
  };
}
export type OutboundWorld = Awaited<ReturnType<typeof outboundWorld>>;

/** Resolves once another session waits on a row lock (the allocation, at its stock rows). */
export async function someoneWaitsOnALock(db: Database) {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await db.execute<{ waiting: number }>(sql`
      select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`);
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the allocation never waited on the stock lock');
}
