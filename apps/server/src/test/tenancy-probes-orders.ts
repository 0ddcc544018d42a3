import { eq } from 'drizzle-orm';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { products } from '../modules/products/products.table.ts';
import { shops } from '../modules/shops/shops.table.ts';
import type { InventoryRoute, ProbeOwner, TenancyProbe } from './route-inventory.ts';
import { probeMarker, recordProbes } from './tenancy-probe-kit.ts';

/** Tenancy probes of orders (受注) for route-inventory.ts. */

const marker = probeMarker;

type OrderRecord = {
  key: string;
  orderId: number;
  shopId: number;
  shopCode: string;
  productCode: string;
  lineId: number;
};

/** The owner's shop, product and one order of one line. */
async function orderRecord(owner: ProbeOwner): Promise<OrderRecord> {
  const organisationId = owner.organisationId;
  const key = marker('ORD');
  const shopCode = marker('SHOP');
  const productCode = marker('PRD');
  const [shop] = await owner.db
    .insert(shops)
    .values({ organisationId, code: shopCode, name: 'プローブ店', mall: 'その他' })
    .returning({ id: shops.id });
  const [product] = await owner.db
    .insert(products)
    .values({ organisationId, productCode, name: 'プローブ商品' })
    .returning({ id: products.id });
  const [order] = await owner.db
    .insert(orders)
    .values({
      organisationId,
      shopId: shop!.id,
      orderNumber: key,
      orderedAt: new Date(),
      source: 'api',
      recipientName: 'プローブ 太郎',
      postalCode: '100-0005',
      prefecture: '東京都',
      city: '千代田区',
      phone: '03-1234-5678',
    })
    .returning({ id: orders.id });
  const [line] = await owner.db
    .insert(orderLines)
    .values({
      organisationId,
      orderId: order!.id,
      lineNumber: 1,
      productId: product!.id,
      quantity: 1,
    })
    .returning({ id: orderLines.id });
  return { key, orderId: order!.id, shopId: shop!.id, shopCode, productCode, lineId: line!.id };
}

const probe = recordProbes(orderRecord);

const storeBody = (record: OrderRecord) => ({
  orders: [
    {
      shop_code: record.shopCode,
      order_number: marker('NEW'),
      ordered_at: '2026-04-01 10:00',
      recipient_name: 'プローブ 花子',
      postal_code: '100-0005',
      prefecture: '東京都',
      city: '千代田区',
      phone: '03-1234-5678',
      lines: [{ product_code: record.productCode, quantity: 1 }],
    },
  ],
});

const csvOf = (record: OrderRecord) =>
  'ショップコード,受注番号,受注日時,お届け先氏名,お届け先郵便番号,お届け先都道府県,お届け先市区町村,お届け先電話番号,商品コード,数量\r\n' +
  `${record.shopCode},${marker('CSV')},2026-04-01 10:00,プローブ 花子,100-0005,東京都,千代田区,03-1234-5678,${record.productCode},1\r\n`;

const O = '/api/orders';

/** The owner's order, shipped with a tracking number, of a 楽天市場 shop: a shipment file's row. */
const shipmentFileProbe: TenancyProbe = {
  kind: 'record',
  arrange: async (owner) => {
    const record = await orderRecord(owner);
    await owner.db.update(shops).set({ mall: '楽天市場' }).where(eq(shops.id, record.shopId));
    await owner.db
      .update(orders)
      .set({ status: 'shipped', shippedOn: '2026-11-20', trackingNumber: '123456789012' })
      .where(eq(orders.id, record.orderId));
    const body = { shop_id: record.shopId, shipped_from: '2026-11-20', shipped_to: '2026-11-20' };
    return { path: `${O}/shipment_file`, body, leaks: (text) => text.includes(record.key) };
  },
};

/** The owner's order, shipped, checked twice: refused (422) naming it; another organisation 404. */
const shippedOrderProbe = (path: string): TenancyProbe => ({
  kind: 'record',
  arrange: async (owner) => {
    const record = await orderRecord(owner);
    await owner.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, record.orderId));
    const body = { order_ids: [record.orderId, record.orderId] };
    return { path, body, ownerStatus: 422, leaks: (text) => text.includes(record.key) };
  },
});

export const orderProbes = {
  search: probe('listing', () => ({ path: `${O}/search`, body: { per_page: 100 } })),
  // Counts under the owner's shop: another organisation counts none of its orders.
  counts: probe(
    'listing',
    (r) => ({ path: `${O}/counts`, body: { shop_id: r.shopId } }),
    (_r, text) => text.includes('{"status":"unallocated","count":1}'),
  ),
  show: probe('record', (r) => ({ path: `${O}/show/${r.orderId}` })),
  // Another organisation cannot name the owner's shop or products: refused, nothing stored.
  store: probe(
    'listing',
    (r) => ({
      path: '/api/orders/store',
      body: storeBody(r),
      intruderStatus: 422,
      ownerStatus: 201,
    }),
    (_r, text) => text.includes('"created":1'),
  ),
  csvImport: probe(
    'listing',
    (r) => ({ path: `${O}/csv_import`, raw: csvOf(r), intruderStatus: 422 }),
    (_r, text) => text.includes('"created":1'),
  ),
  // The generator takes the caller's own shops and products only (the other one has no products).
  // The generator takes the caller's own shops only: the owner's shop is not the other one's.
  demo: probe(
    'listing',
    (r) => ({
      path: `${O}/demo`,
      body: { count: 1, shop_id: r.shopId },
      intruderStatus: 422,
      ownerStatus: 201,
    }),
    (r, text) => text.includes(`"shop_id":${r.shopId}`),
  ),
  exportCsv: probe('listing', (r) => ({ path: `${O}/export`, body: { keyword: r.key } })),
  shipmentFile: shipmentFileProbe,
  // 受注登録: the other organisation cannot name the owner's shop (422); the owner stores it.
  entry: probe(
    'listing',
    (r) => ({
      path: `${O}/entry`,
      body: { ...storeBody(r).orders[0], shop_code: undefined, shop_id: r.shopId },
      intruderStatus: 422,
      ownerStatus: 201,
    }),
    (r, text) => text.includes(`"shop_id":${r.shopId}`),
  ),
  // 受注編集: another organisation's order is not found.
  update: probe('record', (r) => ({
    path: `${O}/${r.orderId}`,
    body: {
      version: 1,
      recipient_name: 'プローブ 次郎',
      postal_code: '100-0005',
      prefecture: '東京都',
      city: '千代田区',
      phone: '03-1234-5678',
      lines: [{ product_code: r.productCode, quantity: 1 }],
    },
  })),
  // 同梱する / 同梱解除: another organisation's order is not found; the owner's is refused by its
  // number (shipped already; not merged).
  merge: shippedOrderProbe(`${O}/merge`),
  unmerge: probe('record', (r) => ({
    path: `${O}/unmerge`,
    body: { order_ids: [r.orderId] },
    ownerStatus: 422,
  })),
  // 分割 / 分割を元に戻す: another organisation's order is not found; the owner's one-piece order
  // is refused (nothing would stay behind; not split).
  split: probe(
    'record',
    (r) => ({
      path: `${O}/split/${r.orderId}`,
      body: { version: 1, lines: [{ line_id: r.lineId, quantity: 1 }] },
      ownerStatus: 422,
    }),
    (_, text) => text.includes('元の出荷に1点以上残して'),
  ),
  unsplit: probe('record', (r) => ({ path: `${O}/unsplit/${r.orderId}`, ownerStatus: 422 })),
};

const row = (method: 'GET' | 'POST' | 'PUT', url: string, probe: TenancyProbe): InventoryRoute => ({
  method,
  url,
  access: 'signedIn',
  tenancy: 'organisation',
  probe,
});

/** 受注's rows of the route inventory. */
export const ORDER_ROUTES: InventoryRoute[] = [
  row('POST', `${O}/search`, orderProbes.search),
  row('POST', `${O}/counts`, orderProbes.counts),
  row('GET', `${O}/show/:id`, orderProbes.show),
  row('POST', '/api/orders/store', orderProbes.store),
  row('POST', `${O}/csv_import`, orderProbes.csvImport),
  { method: 'GET', url: `${O}/csv_import/template`, access: 'signedIn', tenancy: 'none' },
  row('POST', `${O}/demo`, orderProbes.demo),
  row('POST', `${O}/export`, orderProbes.exportCsv),
  row('POST', `${O}/shipment_file`, orderProbes.shipmentFile),
  row('POST', `${O}/entry`, orderProbes.entry),
  row('PUT', `${O}/:id`, orderProbes.update),
  row('POST', `${O}/merge`, orderProbes.merge),
  row('POST', `${O}/unmerge`, orderProbes.unmerge),
  row('POST', `${O}/split/:id`, orderProbes.split),
  row('POST', `${O}/unsplit/:id`, orderProbes.unsplit),
];
