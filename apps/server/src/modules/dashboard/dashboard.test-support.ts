import { addDays, todayJst, type OrderStatusCode } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import { receivingSchedules } from '../inbound/index.ts';
import { orderAllocations, orderLines, orders } from '../orders/orders.table.ts';
import { processes } from '../processes/processes.table.ts';
import { products } from '../products/products.table.ts';
import { shippingInstructions } from '../shipping/shipping-instructions.table.ts';
import { shops } from '../shops/shops.table.ts';
import { applyStockChanges, registerStock, stockIdFor } from '../stocks/index.ts';
import { warehouseStockReports } from '../stocks/stocks.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';

/**
 * A known day of work in one organisation, written straight into the tables (the outbound services
 * are built beside this one), so the dashboard's figures can be checked to the unit. What it adds:
 * orders 未引当 2 · 引当済 1 (unsent, held in the new warehouse) · 出荷保留 1 · 出荷不可 1 · 出荷指示済 2
 * of which 1 not accepted (出荷指示待ち) · 一部出荷 2 (one waiting for stock, one allocated again) ·
 * キャンセル 1 · 出荷作業中 1 · 検品済 1, each with a line (引当率: 8 of the 11 live orders wholly
 * allocated); receiving today 1,
 * overdue 入荷待ち 1 and 一部入荷 1 (and a completed and a future one, not counted); products out of
 * stock 1 and below threshold 1; failed processes 1 within 24 h (and one older); stock differences
 * 1; one parcel shipped today.
 */
export async function seedDashboardDay(db: Database, organisationId: string, key: string) {
  const today = todayJst();
  const [shop] = await db
    .insert(shops)
    .values({ organisationId, code: `${key}-S`, name: `${key} 店`, mall: '楽天市場' })
    .returning({ id: shops.id });
  const [warehouse] = await db
    .insert(warehouses)
    .values({ organisationId, code: `${key}-W`, name: `${key} 倉庫`, type: 'own' })
    .returning({ id: warehouses.id });
  const [short, empty] = await db
    .insert(products)
    .values([
      { organisationId, productCode: `${key}-P1`, name: '不足品', cost: 100, stockThreshold: 5 },
      { organisationId, productCode: `${key}-P2`, name: '欠品', cost: 50, stockThreshold: 0 },
    ])
    .returning({ id: products.id });
  const actor = { scope: organisationScope(organisationId), userId: null };
  const stock = await db.transaction((tx) =>
    registerStock(tx, actor, {
      productId: short!.id,
      warehouseId: warehouse!.id,
      onHand: 3,
      nonSellable: 0,
    }),
  );
  await db.insert(warehouseStockReports).values({
    organisationId,
    warehouseId: warehouse!.id,
    productId: short!.id,
    quantity: 4,
    reportedAt: new Date(),
  });

  const statuses: OrderStatusCode[] = [
    'unallocated',
    'unallocated',
    'allocated',
    'on_hold',
    'ng',
    'instructed',
    'instructed',
    'cancelled',
    'working',
    'inspected',
  ];
  // An order of the seeded day at the demo shop, numbered after the test's key.
  const orderRow = (suffix: string, status: OrderStatusCode) => ({
    organisationId,
    shopId: shop!.id,
    orderNumber: `${key}-${suffix}`,
    orderedAt: new Date(),
    source: 'demo' as const,
    recipientName: '山田 花子',
    postalCode: '100-0001',
    prefecture: '東京都',
    city: '千代田区',
    phone: '03-1234-5678',
    status,
  });
  const made = await db
    .insert(orders)
    .values(statuses.map((status, index) => orderRow(`${index + 1}`, status)))
    .returning({ id: orders.id, status: orders.status });
  // 一部出荷 of 3 that shipped 1: the rest waiting for stock (再引当待ち), then allocated again.
  const partlyShipped = await db
    .insert(orders)
    .values(['PS1', 'PS2'].map((suffix) => orderRow(suffix, 'partially_shipped')))
    .returning({ id: orders.id });
  // One line of 1 per order, allocated whole unless 未引当 or cancelled; the 一部出荷 lines of 3.
  const held = (status: OrderStatusCode) => !['unallocated', 'cancelled'].includes(status);
  const lines = await db
    .insert(orderLines)
    .values([
      ...made.map((order) => ({
        organisationId,
        orderId: order.id,
        lineNumber: 1,
        productId: short!.id,
        quantity: 1,
        allocatedQty: held(order.status) ? 1 : 0,
      })),
      ...partlyShipped.map((order, index) => ({
        organisationId,
        orderId: order.id,
        lineNumber: 1,
        productId: short!.id,
        quantity: 3,
        allocatedQty: index === 0 ? 1 : 3,
        shippedQty: 1,
      })),
    ])
    .returning({ id: orderLines.id, orderId: orderLines.orderId });
  const allocated = made.find((order) => order.status === 'allocated')!;
  const line = lines.find((row) => row.orderId === allocated.id);
  await db.insert(orderAllocations).values({
    organisationId,
    orderId: allocated.id,
    orderLineId: line!.id,
    warehouseId: warehouse!.id,
    stockId: stock.id,
    quantity: 1,
    method: 'order',
    priority: 'group_order',
    rank: 1,
    reason: 'テスト',
  });
  const instructed = made.filter((order) => order.status === 'instructed');
  await db.insert(shippingInstructions).values(
    [
      // 連携エラー: awaiting instruction, and counted apart as one to re-send.
      { status: 'sync_error' as const, orderId: instructed[0]!.id },
      { status: 'accepted' as const, orderId: instructed[1]!.id },
      { status: 'shipped' as const, orderId: made[7]!.id, shippedOn: today },
      // Own-warehouse work: printed and being picked, then checked by scan.
      { status: 'working' as const, orderId: made[8]!.id },
      { status: 'inspected' as const, orderId: made[9]!.id },
    ].map((row, index) => ({
      ...row,
      organisationId,
      number: `${key}-SI-${index + 1}`,
      warehouseId: warehouse!.id,
      shipDate: today,
    })),
  );

  await db.insert(receivingSchedules).values(
    (
      [
        [today, 'waiting'],
        [addDays(today, -1), 'waiting'],
        [addDays(today, -2), 'partial'],
        [addDays(today, -1), 'completed'],
        [addDays(today, 1), 'waiting'],
      ] as const
    ).map(([scheduledDate, status], index) => ({
      organisationId,
      number: `${key}-IN-${index + 1}`,
      warehouseId: warehouse!.id,
      scheduledDate,
      status,
    })),
  );
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  await db.insert(processes).values(
    [1, 30].map((hours) => ({
      organisationId,
      action: 'inventory_search' as const,
      processStatus: 'failed' as const,
      requestId: `${key}-${hours}h`,
      message: `${key} 倉庫に接続できませんでした`,
      finishedAt: hoursAgo(hours),
    })),
  );
  return { warehouseId: warehouse!.id, emptyProductId: empty!.id, today };
}

/** A lot as seeded: its number's suffix, 賞味期限 in days from today, pieces. */
type SeededLot = [lotNo: string, days: number, pieces: number];

/**
 * Lots of a ロット管理 product (cost 0, so the stock value stays) received through the stock
 * service: by default past 賞味期限 1 (2 pieces), within 30 days 2 (today's and the 30th day's),
 * beyond 1. Each call makes its own warehouse and product (`key`).
 */
export async function seedExpiryLots(
  db: Database,
  organisationId: string,
  key: string,
  lots: readonly SeededLot[] = [
    ['OLD', -1, 2],
    ['TODAY', 0, 1],
    ['DAY30', 30, 1],
    ['DAY31', 31, 1],
  ],
  stockThreshold = 0,
) {
  const [warehouse] = await db
    .insert(warehouses)
    .values({ organisationId, code: `${key}-W`, name: `${key} 倉庫`, type: 'own' })
    .returning({ id: warehouses.id });
  const [product] = await db
    .insert(products)
    .values({
      organisationId,
      productCode: `${key}-P`,
      name: '緑茶',
      cost: 0,
      lotManaged: true,
      stockThreshold,
    })
    .returning({ id: products.id });
  const actor = { scope: organisationScope(organisationId), userId: null };
  await db.transaction(async (tx) => {
    const stockId = await stockIdFor(tx, actor, product!.id, warehouse!.id);
    await applyStockChanges(
      tx,
      actor,
      lots.map(([lotNo, days, pieces]) => ({
        stockId,
        kind: 'receipt' as const,
        deltas: () => ({ onHand: pieces }),
        lot: { lotNo: `${key}-${lotNo}`, expiresOn: addDays(todayJst(), days) },
      })),
    );
  });
}
