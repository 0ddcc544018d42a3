import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DeliveryCarrier } from '@logi/shared';
import { organisationScope } from '../../db/organisation-scope.ts';
import { allocateOrders } from '../allocation/index.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { products } from '../products/products.table.ts';
import { sendInstructions } from '../shipping/index.ts';
import { shops } from '../shops/shops.table.ts';
import { registerStocksInBulk } from '../stocks/index.ts';
import {
  warehouseGroupMembers,
  warehouseGroups,
} from '../warehouse-groups/warehouse-groups.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import type { TestApp } from '../../test/test-app.ts';

export const LOOKUP = '/api/fulfilment/inspection/lookup';
export const COMPLETE = '/api/fulfilment/inspection/complete';
export const TRACKING_IMPORT = '/api/fulfilment/tracking_import';

/**
 * An organisation's own warehouse (its shop allocates there), `productCount` products (the first
 * with a JAN) with 10 pieces each, and orders instructed there through the real allocation and
 * 出荷指示: each is one own-warehouse parcel, 受付済.
 */
export async function ownParcelWorld(
  app: Pick<TestApp, 'db'>,
  ids: { organisationId: string; userId: string },
  productCount = 2,
) {
  const { db } = app;
  const { organisationId } = ids;
  const key = randomUUID().slice(0, 8);
  const actor = { scope: organisationScope(organisationId), userId: ids.userId };
  const productRows = await db
    .insert(products)
    .values(
      Array.from({ length: productCount }, (_, i) => ({
        organisationId,
        productCode: `IP-${key}-${i + 1}`,
        name: `検品商品${i + 1}`,
        janCode: i === 0 ? `49${String(Date.now()).slice(-11)}` : null,
      })),
    )
    .returning({ id: products.id, code: products.productCode, jan: products.janCode });
  const [own] = await db
    .insert(warehouses)
    .values({ organisationId, code: `OWN-${key}`, name: '東京倉庫', type: 'own' })
    .returning({ id: warehouses.id });
  const [group] = await db
    .insert(warehouseGroups)
    .values({ organisationId, name: `自社${key}` })
    .returning({ id: warehouseGroups.id });
  await db
    .insert(warehouseGroupMembers)
    .values({ organisationId, groupId: group!.id, warehouseId: own!.id, position: 1 });
  const [shop] = await db
    .insert(shops)
    .values({
      organisationId,
      code: `SHOP-${key}`,
      name: '自社店',
      mall: '楽天市場',
      warehouseGroupId: group!.id,
    })
    .returning({ id: shops.id });
  await db.transaction((tx) =>
    registerStocksInBulk(
      tx,
      actor.scope,
      productRows.map((p) => ({ productId: p.id, warehouseId: own!.id, onHand: 10, allocated: 0 })),
    ),
  );
  let sequence = 0;
  return {
    products: productRows,
    /** An order with lines [product index, quantity], allocated and instructed: its instruction. */
    async parcel(
      lines: [product: number, quantity: number][],
      carrier: DeliveryCarrier | null = 'yamato',
      orderNumber = `IO-${key}-${++sequence}`,
    ) {
      const [row] = await db
        .insert(orders)
        .values({
          organisationId,
          shopId: shop!.id,
          orderNumber,
          orderedAt: new Date(),
          source: 'api',
          recipientName: '山田 花子',
          postalCode: '100-0005',
          prefecture: '東京都',
          city: '千代田区',
          town: '丸の内1-1',
          phone: '03-1234-5678',
          deliveryMethod: carrier === null ? null : carrier === 'yamato' ? 'takkyubin' : 'hikyaku',
          deliveryCarrier: carrier,
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
      await sendInstructions(db, actor, [row!.id]);
      const { rows } = await db.execute<{ id: number; number: string }>(
        sql`select id, number from shipping_instructions where order_id = ${row!.id}`,
      );
      return { orderId: row!.id, orderNumber, instructionId: rows[0]!.id, number: rows[0]!.number };
    },
    /** What a test checks after each step: the order, its instruction, stock and ledger. */
    async state(orderId: number) {
      const { rows } = await db.execute<{
        order_status: string;
        instruction_status: string;
        inspected: boolean;
        tracking_number: string | null;
        carrier: string | null;
        shipped_on: string | null;
        on_hand: number;
        allocated: number;
        shipments: number;
      }>(sql`
        select o.status as order_status, si.status as instruction_status,
               si.inspected_at is not null as inspected, si.tracking_number, si.carrier,
               si.shipped_on::text as shipped_on,
               (select sum(on_hand)::int from stocks where warehouse_id = ${own!.id}) as on_hand,
               (select sum(allocated)::int from stocks where warehouse_id = ${own!.id}) as allocated,
               (select count(*)::int from stock_movements m join stocks s on s.id = m.stock_id
                 where s.warehouse_id = ${own!.id} and m.kind = 'shipment') as shipments
          from orders o join shipping_instructions si on si.order_id = o.id
         where o.id = ${orderId}`);
      return rows[0]!;
    },
  };
}
