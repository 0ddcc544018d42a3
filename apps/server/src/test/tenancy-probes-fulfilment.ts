import { todayJst } from '@logi/shared';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import {
  pickingBatches,
  pickingBatchInstructions,
} from '../modules/fulfilment/picking-batches.table.ts';
import { products } from '../modules/products/products.table.ts';
import {
  shippingInstructionLines,
  shippingInstructions,
} from '../modules/shipping/shipping-instructions.table.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';
import type { InventoryRoute, ProbeOwner, TenancyProbe } from './route-inventory.ts';
import { probeMarker, recordProbes } from './tenancy-probe-kit.ts';

/** Tenancy probes of 出荷作業 (parcels, picking batches and their files) for route-inventory.ts. */

const marker = probeMarker;

type ParcelRecord = { key: string; instructionId: number; batchId: number; batchNumber: string };

/**
 * The owner's own-warehouse order (ヤマト 宅急便, its shop with 送り主 and B2 codes), its 受付済
 * instruction, and a picking batch holding another (出荷作業中) instruction of the same order.
 */
async function parcelRecord(owner: ProbeOwner): Promise<ParcelRecord> {
  const { db, organisationId } = owner;
  const key = marker('FF');
  const [warehouse] = await db
    .insert(warehouses)
    .values({ organisationId, code: marker('WH'), name: 'プローブ自社倉庫', type: 'own' })
    .returning({ id: warehouses.id });
  const [shop] = await db
    .insert(shops)
    .values({
      organisationId,
      code: marker('SHOP'),
      name: 'プローブ店',
      mall: 'その他',
      senderPostalCode: '100-0005',
      senderPrefecture: '東京都',
      senderCity: '千代田区',
      senderTown: '丸の内1-1',
      senderPhone: '03-1111-2222',
      yamatoBillingCustomerCode: '012345678901',
      yamatoFreightNumber: '01',
    })
    .returning({ id: shops.id });
  const [product] = await db
    .insert(products)
    .values({ organisationId, productCode: marker('PRD'), name: 'プローブ商品' })
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
      town: '丸の内1-1',
      phone: '03-1234-5678',
      deliveryMethod: 'takkyubin',
      deliveryCarrier: 'yamato',
      status: 'instructed',
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
  const instruction = async (number: string, status: 'accepted' | 'working') => {
    const [row] = await db
      .insert(shippingInstructions)
      .values({
        organisationId,
        number,
        orderId: order!.id,
        warehouseId: warehouse!.id,
        status,
        shipDate: todayJst(),
      })
      .returning({ id: shippingInstructions.id });
    await db.insert(shippingInstructionLines).values({
      organisationId,
      instructionId: row!.id,
      lineNumber: 1,
      orderLineId: orderLine!.id,
      productId: product!.id,
      quantity: 1,
    });
    return row!.id;
  };
  const instructionId = await instruction(key, 'accepted');
  const batched = await instruction(`${key}-B`, 'working');
  const batchNumber = `PB-${key}`;
  const [batch] = await db
    .insert(pickingBatches)
    .values({ organisationId, number: batchNumber, warehouseId: warehouse!.id })
    .returning({ id: pickingBatches.id });
  await db
    .insert(pickingBatchInstructions)
    .values({ organisationId, batchId: batch!.id, instructionId: batched, position: 1 });
  return { key, instructionId, batchId: batch!.id, batchNumber };
}

const probe = recordProbes(parcelRecord);

const F = '/api/fulfilment';
const B = `${F}/picking_batches`;
const isPdf = (_r: ParcelRecord, text: string) => text.startsWith('%PDF-');

export const fulfilmentProbes = {
  search: probe('listing', () => ({ path: `${F}/parcels/search`, body: { per_page: 100 } })),
  // Another organisation's instruction is a 404; the owner's becomes a new batch (201).
  batchStore: probe(
    'record',
    (r) => ({
      path: `${B}/store`,
      body: { instruction_ids: [r.instructionId] },
      ownerStatus: 201,
    }),
    (_r, text) => text.includes('"number":"PB-'),
  ),
  batchSearch: probe('listing', () => ({ path: `${B}/search`, body: { per_page: 100 } })),
  batchShow: probe('record', (r) => ({ path: `${B}/show/${r.batchId}` })),
  pickingList: probe('record', (r) => ({ path: `${B}/picking_list/${r.batchId}` }), isPdf),
  deliveryNotes: probe('record', (r) => ({ path: `${B}/delivery_notes/${r.batchId}` }), isPdf),
  labelFile: probe('record', (r) => ({ path: `${B}/label_file/${r.batchId}?carrier=yamato` })),
};

const row = (method: 'GET' | 'POST', url: string, probe: TenancyProbe): InventoryRoute => ({
  method,
  url,
  access: 'signedIn',
  tenancy: 'organisation',
  probe,
});

/** 出荷作業's rows of the route inventory. */
export const FULFILMENT_ROUTES: InventoryRoute[] = [
  row('POST', `${F}/parcels/search`, fulfilmentProbes.search),
  row('POST', `${B}/store`, fulfilmentProbes.batchStore),
  row('POST', `${B}/search`, fulfilmentProbes.batchSearch),
  row('GET', `${B}/show/:id`, fulfilmentProbes.batchShow),
  row('GET', `${B}/picking_list/:id`, fulfilmentProbes.pickingList),
  row('GET', `${B}/delivery_notes/:id`, fulfilmentProbes.deliveryNotes),
  row('GET', `${B}/label_file/:id`, fulfilmentProbes.labelFile),
];
