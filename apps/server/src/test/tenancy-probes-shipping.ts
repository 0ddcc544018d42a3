import { SHIPPING_MESSAGES as M, todayJst } from '@logi/shared';
import { appSettings } from '../modules/app-settings/app-settings.table.ts';
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

/** Tenancy probes of shipping (出荷指示, 出荷不可リスト) for route-inventory.ts. */

const marker = probeMarker;

type ShippingRecord = { key: string; orderId: number; instructionId: number; lineId: number };

/** The owner's order (one line) with a 出荷不可 (在庫不足) instruction at an external warehouse. */
async function shippingRecord(owner: ProbeOwner): Promise<ShippingRecord> {
  const organisationId = owner.organisationId;
  const key = marker('SH');
  const [setting] = await owner.db
    .insert(appSettings)
    .values({
      organisationId,
      name: marker('SET'),
      kind: 'rsl',
      endpointUrl: 'https://rsl.example',
    })
    .returning({ id: appSettings.id });
  const [warehouse] = await owner.db
    .insert(warehouses)
    .values({
      organisationId,
      code: marker('WH'),
      name: 'プローブ倉庫',
      type: 'rsl',
      appSettingId: setting!.id,
    })
    .returning({ id: warehouses.id });
  const [shop] = await owner.db
    .insert(shops)
    .values({ organisationId, code: marker('SHOP'), name: 'プローブ店', mall: 'その他' })
    .returning({ id: shops.id });
  const [product] = await owner.db
    .insert(products)
    .values({ organisationId, productCode: marker('PRD'), name: 'プローブ商品' })
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
      status: 'ng',
    })
    .returning({ id: orders.id });
  const [orderLine] = await owner.db
    .insert(orderLines)
    .values({
      organisationId,
      orderId: order!.id,
      lineNumber: 1,
      productId: product!.id,
      quantity: 2,
    })
    .returning({ id: orderLines.id });
  const [instruction] = await owner.db
    .insert(shippingInstructions)
    .values({
      organisationId,
      number: key,
      orderId: order!.id,
      warehouseId: warehouse!.id,
      status: 'ng',
      shipDate: todayJst(),
      ngReason: '在庫不足',
      ngDetail: '在庫が不足しています',
      ngReportedAt: new Date(),
    })
    .returning({ id: shippingInstructions.id });
  const [line] = await owner.db
    .insert(shippingInstructionLines)
    .values({
      organisationId,
      instructionId: instruction!.id,
      lineNumber: 1,
      orderLineId: orderLine!.id,
      productId: product!.id,
      quantity: 2,
      shippableQuantity: 1,
    })
    .returning({ id: shippingInstructionLines.id });
  return { key, orderId: order!.id, instructionId: instruction!.id, lineId: line!.id };
}

const probe = recordProbes(shippingRecord);

const I = '/api/shipping_instructions';
const N = '/api/shipping_instructions/ng';
const changed = (_r: ShippingRecord, text: string) => text.includes('"changed":1');
const says = (message: string) => (_r: ShippingRecord, text: string) => text.includes(message);

// Without allocations the owner's NG re-sends are refused (422, told apart by the rule's message).
export const shippingProbes = {
  send: probe('record', (r) => ({ path: `${I}/send`, body: { order_ids: [r.orderId] } })),
  suspend: probe('record', (r) => ({ path: `${I}/suspend`, body: { order_ids: [r.orderId] } })),
  cancel: probe(
    'record',
    (r) => ({ path: `${I}/cancel`, body: { order_ids: [r.orderId], reason: '取消' } }),
    changed,
  ),
  markShipped: probe(
    'record',
    (r) => ({
      path: `${I}/mark_shipped`,
      body: {
        order_id: r.orderId,
        carrier: 'ヤマト運輸',
        tracking_number: '1234',
        shipped_on: todayJst(),
      },
      ownerStatus: 422,
    }),
    says(M.notOwnWarehouse),
  ),
  // Another organisation without an external warehouse is refused; the owner's starts.
  fetch: probe(
    'listing',
    () => ({ path: `${I}/fetch`, intruderStatus: 422, ownerStatus: 202 }),
    (_r, text) => text.includes('出荷状況の取得を開始しました'),
  ),
  ofOrder: probe('record', (r) => ({ path: `${I}/order/${r.orderId}` })),
  // The owner's order has no 連携エラー instruction: skipped by number (bulk), refused (one).
  resend: probe('record', (r) => ({ path: `${I}/resend`, body: { order_ids: [r.orderId] } })),
  resendOne: probe(
    'record',
    (r) => ({ path: `${I}/resend/${r.instructionId}`, body: { version: 1 }, ownerStatus: 422 }),
    says(M.notSyncError),
  ),
  ngSearch: probe('listing', () => ({ path: `${N}/search`, body: { per_page: 100 } })),
  ngShow: probe('record', (r) => ({ path: `${N}/show/${r.instructionId}` })),
  ngReduce: probe(
    'record',
    (r) => ({ path: `${N}/reduce/${r.instructionId}`, body: { version: 1 }, ownerStatus: 422 }),
    says(M.noActiveAllocation),
  ),
  ngFixAddress: probe(
    'record',
    (r) => ({
      path: `${N}/fix_address/${r.instructionId}`,
      body: {
        version: 1,
        recipient_name: 'プローブ 花子',
        postal_code: '100-0005',
        prefecture: '東京都',
        city: '千代田区',
        town: '丸の内1-1',
        phone: '03-1234-5678',
      },
      ownerStatus: 422,
    }),
    says(M.noActiveAllocation),
  ),
  ngCancelLines: probe(
    'record',
    (r) => ({
      path: `${N}/cancel_lines/${r.instructionId}`,
      body: { version: 1, line_ids: [r.lineId] },
      ownerStatus: 422,
    }),
    says(M.allLinesCancelled),
  ),
  ngCancel: probe(
    'record',
    (r) => ({ path: `${N}/cancel/${r.instructionId}`, body: { version: 1 } }),
    changed,
  ),
};

const row = (method: 'GET' | 'POST', url: string, probe: TenancyProbe): InventoryRoute => ({
  method,
  url,
  access: 'signedIn',
  tenancy: 'organisation',
  probe,
});

/** 出荷's rows of the route inventory. */
export const SHIPPING_ROUTES: InventoryRoute[] = [
  row('POST', `${I}/send`, shippingProbes.send),
  row('POST', `${I}/suspend`, shippingProbes.suspend),
  row('POST', `${I}/cancel`, shippingProbes.cancel),
  row('POST', `${I}/mark_shipped`, shippingProbes.markShipped),
  row('POST', `${I}/fetch`, shippingProbes.fetch),
  row('GET', `${I}/order/:id`, shippingProbes.ofOrder),
  row('POST', `${I}/resend`, shippingProbes.resend),
  row('POST', `${I}/resend/:id`, shippingProbes.resendOne),
  row('POST', `${N}/search`, shippingProbes.ngSearch),
  row('GET', `${N}/show/:id`, shippingProbes.ngShow),
  row('POST', `${N}/reduce/:id`, shippingProbes.ngReduce),
  row('POST', `${N}/fix_address/:id`, shippingProbes.ngFixAddress),
  row('POST', `${N}/cancel_lines/:id`, shippingProbes.ngCancelLines),
  row('POST', `${N}/cancel/:id`, shippingProbes.ngCancel),
];
