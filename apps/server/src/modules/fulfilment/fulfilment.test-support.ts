import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { todayJst, type DeliveryCarrier, type DeliveryMethod } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import { allocateOrders } from '../allocation/index.ts';
import { appSettings } from '../app-settings/app-settings.table.ts';
import { locations } from '../locations/locations.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { products } from '../products/products.table.ts';
import { sendInstructions } from '../shipping/index.ts';
import {
  shippingInstructionLines,
  shippingInstructions,
} from '../shipping/shipping-instructions.table.ts';
import { shops } from '../shops/shops.table.ts';
import { registerStocksInBulk } from '../stocks/index.ts';
import {
  warehouseGroupMembers,
  warehouseGroups,
} from '../warehouse-groups/warehouse-groups.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';

export const F = '/api/fulfilment';
export const B = '/api/fulfilment/picking_batches';

type ShopValues = Partial<typeof shops.$inferInsert>;
/** A complete 送り主 (address and phone) for a shop. */
export const SENDER: ShopValues = {
  senderPostalCode: '150-0001',
  senderPrefecture: '東京都',
  senderCity: '渋谷区',
  senderTown: '神宮前1-2-3',
  senderPhone: '03-9876-5432',
};

type OrderOptions = {
  shopId: number;
  method?: DeliveryMethod | null;
  carrier?: DeliveryCarrier | null;
  codAmount?: number | null;
  shippingFee?: number;
  codFee?: number;
  recipientName?: string;
};

/**
 * The signed-in user's (by e-mail) own warehouse with stock of `productCount` products (with JAN),
 * shops on it (one warehouse group), and 出荷指示済 orders made through allocation and 出荷指示.
 */
export async function ownWarehouseWorld(db: Database, email: string, productCount = 2) {
  const key = randomUUID().slice(0, 8);
  const { rows } = await db.execute<{ organisation_id: string; user_id: string }>(sql`
    select ou.organisation_id, ou.user_id from organisation_user ou join users u on u.id = ou.user_id
     where u.email = ${email} order by ou.position limit 1`);
  const organisationId = rows[0]!.organisation_id;
  const scope = organisationScope(organisationId);
  const actor = { scope, userId: rows[0]!.user_id };
  const productRows = await db
    .insert(products)
    .values(
      Array.from({ length: productCount }, (_, i) => ({
        organisationId,
        productCode: `FP-${key}-${i + 1}`,
        janCode: `49012345${String(10000 + i).slice(-5)}`,
        name: `有機緑茶${i + 1}号`,
      })),
    )
    .returning({ id: products.id, code: products.productCode });
  const [own] = await db
    .insert(warehouses)
    .values({ organisationId, code: `OWN-${key}`, name: `東京倉庫${key}`, type: 'own' })
    .returning({ id: warehouses.id });
  const [group] = await db
    .insert(warehouseGroups)
    .values({ organisationId, name: `自社${key}` })
    .returning({ id: warehouseGroups.id });
  await db
    .insert(warehouseGroupMembers)
    .values({ organisationId, groupId: group!.id, warehouseId: own!.id, position: 1 });
  await db.transaction((tx) =>
    registerStocksInBulk(
      tx,
      scope,
      productRows.map((product) => ({
        productId: product.id,
        warehouseId: own!.id,
        onHand: 1000,
        allocated: 0,
      })),
    ),
  );
  let sequence = 0;
  return {
    db,
    key,
    actor,
    ownWarehouseId: own!.id,
    products: productRows,
    async shop(name: string, values: ShopValues = {}) {
      const [shop] = await db
        .insert(shops)
        .values({
          organisationId,
          code: `FS-${key}-${++sequence}`,
          name,
          mall: '楽天市場',
          warehouseGroupId: group!.id,
          ...values,
        })
        .returning({ id: shops.id });
      return shop!.id;
    },
    /** A 出荷指示済 order of lines [product index, quantity, unit price]; its instruction id. */
    async instructedOrder(lines: [number, number, number][], options: OrderOptions) {
      const orderNumber = `FO-${key}-${++sequence}`;
      const [row] = await db
        .insert(orders)
        .values({
          organisationId,
          shopId: options.shopId,
          orderNumber,
          orderedAt: new Date(),
          source: 'api',
          recipientName: options.recipientName ?? '山田 花子',
          postalCode: '100-0005',
          prefecture: '東京都',
          city: '千代田区',
          town: '丸の内1-1',
          phone: '03-1234-5678',
          deliveryMethod: options.method === undefined ? 'takkyubin' : options.method,
          deliveryCarrier: options.carrier === undefined ? 'yamato' : options.carrier,
          codAmount: options.codAmount ?? null,
          shippingFee: options.shippingFee ?? 0,
          codFee: options.codFee ?? 0,
        })
        .returning({ id: orders.id });
      await db.insert(orderLines).values(
        lines.map(([p, quantity, unitPrice], i) => ({
          organisationId,
          orderId: row!.id,
          lineNumber: i + 1,
          productId: productRows[p]!.id,
          quantity,
          unitPrice,
        })),
      );
      await allocateOrders(db, actor, { orderIds: [row!.id] });
      const sent = await sendInstructions(db, actor, [row!.id]);
      if (sent.changed !== 1) throw new Error(`not instructed: ${JSON.stringify(sent)}`);
      const [instruction] = await db
        .select({ id: shippingInstructions.id })
        .from(shippingInstructions)
        .where(sql`${shippingInstructions.orderId} = ${row!.id}`);
      return { orderId: row!.id, orderNumber, instructionId: instruction!.id };
    },
    /** An 受付済 instruction of an order at an outsourced (RSL) warehouse, arranged directly. */
    async externalInstruction(orderId: number) {
      const [setting] = await db
        .insert(appSettings)
        .values({
          organisationId,
          name: `SET-${key}`,
          kind: 'rsl',
          endpointUrl: 'https://rsl.example',
        })
        .returning({ id: appSettings.id });
      const [warehouse] = await db
        .insert(warehouses)
        .values({
          organisationId,
          code: `RSL-${key}`,
          name: `外部倉庫${key}`,
          type: 'rsl',
          appSettingId: setting!.id,
        })
        .returning({ id: warehouses.id, name: warehouses.name });
      const [row] = await db
        .insert(shippingInstructions)
        .values({
          organisationId,
          number: `SH-X-${key}`,
          orderId,
          warehouseId: warehouse!.id,
          status: 'accepted',
          shipDate: todayJst(),
        })
        .returning({ id: shippingInstructions.id });
      return { instructionId: row!.id, warehouseName: warehouse!.name };
    },
    /** A later 受付済 own-warehouse parcel of the order (one piece of its first line): a split. */
    async laterParcel(orderId: number) {
      const [line] = await db
        .select({ id: orderLines.id, productId: orderLines.productId })
        .from(orderLines)
        .where(sql`${orderLines.orderId} = ${orderId} and ${orderLines.lineNumber} = 1`);
      const [row] = await db
        .insert(shippingInstructions)
        .values({
          organisationId,
          number: `SH-S-${key}-${++sequence}`,
          orderId,
          warehouseId: own!.id,
          status: 'accepted',
          shipDate: todayJst(),
        })
        .returning({ id: shippingInstructions.id });
      await db.insert(shippingInstructionLines).values({
        organisationId,
        instructionId: row!.id,
        lineNumber: 1,
        orderLineId: line!.id,
        productId: line!.productId,
        quantity: 1,
      });
      return row!.id;
    },
    /** Shelves (棚番) at the own warehouse, each a code and its 順路; their ids in that order. */
    async shelves(...shelves: [code: string, routeOrder: number][]) {
      const rows = await db
        .insert(locations)
        .values(
          shelves.map(([code, routeOrder]) => ({
            organisationId,
            warehouseId: own!.id,
            code,
            name: '棚',
            routeOrder,
          })),
        )
        .returning({ id: locations.id });
      return rows.map((row) => row.id);
    },
    async instruction(id: number) {
      const { rows: found } = await db.execute<{ status: string; version: number }>(
        sql`select status, version from shipping_instructions where id = ${id}`,
      );
      return found[0]!;
    },
    async orderStatus(id: number) {
      const { rows: found } = await db.execute<{ status: string }>(
        sql`select status from orders where id = ${id}`,
      );
      return found[0]!.status;
    },
  };
}
