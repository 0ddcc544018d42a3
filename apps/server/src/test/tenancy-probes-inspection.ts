import { todayJst } from '@logi/shared';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { products } from '../modules/products/products.table.ts';
import {
  shippingInstructionLines,
  shippingInstructions,
} from '../modules/shipping/shipping-instructions.table.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';
import type { InventoryRoute, ProbeOwner, TenancyProbe } from './route-inventory.ts';
import { probeMarker, recordProbes } from './tenancy-probe-kit.ts';

/** Tenancy probes of 検品 and 伝票番号の取込 (出荷作業) for route-inventory.ts. */

const marker = probeMarker;

type ParcelRecord = { key: string; orderId: number; instructionId: number; productCode: string };

/** The owner's order (one line of 2, ヤマト運輸) with a 受付済 instruction at its own warehouse. */
async function parcelRecord(owner: ProbeOwner): Promise<ParcelRecord> {
  const { db, organisationId } = owner;
  const key = marker('IN');
  const productCode = marker('PRD');
  const [warehouse] = await db
    .insert(warehouses)
    .values({ organisationId, code: marker('WH'), name: 'プローブ自社倉庫', type: 'own' })
    .returning({ id: warehouses.id });
  const [shop] = await db
    .insert(shops)
    .values({ organisationId, code: marker('SHOP'), name: 'プローブ店', mall: 'その他' })
    .returning({ id: shops.id });
  const [product] = await db
    .insert(products)
    .values({ organisationId, productCode, name: 'プローブ商品' })
    .returning({ id: products.id });
  const [order] = await db
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
      status: 'instructed',
      deliveryMethod: 'takkyubin',
      deliveryCarrier: 'yamato',
    })
    .returning({ id: orders.id });
  const [orderLine] = await db
    .insert(orderLines)
    .values({
      organisationId,
      orderId: order!.id,
      lineNumber: 1,
      productId: product!.id,
      quantity: 2,
    })
    .returning({ id: orderLines.id });
  const [instruction] = await db
    .insert(shippingInstructions)
    .values({
      organisationId,
      number: key,
      orderId: order!.id,
      warehouseId: warehouse!.id,
      status: 'accepted',
      shipDate: todayJst(),
    })
    .returning({ id: shippingInstructions.id });
  await db.insert(shippingInstructionLines).values({
    organisationId,
    instructionId: instruction!.id,
    lineNumber: 1,
    orderLineId: orderLine!.id,
    productId: product!.id,
    quantity: 2,
  });
  return { key, orderId: order!.id, instructionId: instruction!.id, productCode };
}

const probe = recordProbes(parcelRecord);

const F = '/api/fulfilment';
// The refusals name the scanned code back: the parcel's own id tells a leak apart.
const showsParcel = (r: ParcelRecord, text: string) => text.includes(`"order_id":${r.orderId}`);

export const inspectionProbes = {
  lookup: probe(
    'record',
    (r) => ({ path: `${F}/inspection/lookup`, body: { code: r.key } }),
    showsParcel,
  ),
  complete: probe(
    'record',
    (r) => ({
      path: `${F}/inspection/complete`,
      body: {
        instruction_id: r.instructionId,
        scans: [{ product_code: r.productCode, quantity: 2 }],
      },
    }),
    showsParcel,
  ),
  // Another organisation has no parcel of that order number: its file is refused (422).
  trackingImport: probe(
    'listing',
    (r) => ({
      path: `${F}/tracking_import?carrier=yamato`,
      raw: `お客様管理番号,伝票番号,出荷予定日\r\n${r.key},412345678901,${todayJst()}\r\n`,
      intruderStatus: 422,
    }),
    (_r, text) => text.includes('"shipped":1'),
  ),
};

const row = (url: string, probe: TenancyProbe): InventoryRoute => ({
  method: 'POST',
  url,
  access: 'signedIn',
  tenancy: 'organisation',
  probe,
});

/** 検品's and 伝票番号の取込's rows of the route inventory. */
export const INSPECTION_ROUTES: InventoryRoute[] = [
  row(`${F}/inspection/lookup`, inspectionProbes.lookup),
  row(`${F}/inspection/complete`, inspectionProbes.complete),
  row(`${F}/tracking_import`, inspectionProbes.trackingImport),
];
