import { addDays, todayJst } from '@logi/shared';
import { appSettings } from '../modules/app-settings/app-settings.table.ts';
import { customerReturnLines, customerReturns } from '../modules/inbound/customer-returns.table.ts';
import {
  receivingScheduleLines,
  receivingSchedules,
} from '../modules/inbound/receiving-schedules.table.ts';
import { products } from '../modules/products/products.table.ts';
import { suppliers } from '../modules/suppliers/suppliers.table.ts';
import { vendors } from '../modules/vendors/vendors.table.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';
import type { InventoryRoute, ProbeOwner, ProbeRequest, TenancyProbe } from './route-inventory.ts';

/** Tenancy probes of inbound work (入荷予定, 返品実績) for route-inventory.ts. */

const marker = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

type InboundRecord = {
  key: string;
  scheduleId: number;
  lineId: number;
  returnId: number;
  productId: number;
  warehouseId: number;
  partner: { supplier_id: number | null; vendor_id: number | null };
};

async function warehouseOf(owner: ProbeOwner, external: boolean) {
  const appSettingId = external
    ? (
        await owner.db
          .insert(appSettings)
          .values({
            organisationId: owner.organisationId,
            name: marker('SET'),
            kind: 'rsl',
            endpointUrl: 'https://rsl.example',
          })
          .returning({ id: appSettings.id })
      )[0]!.id
    : null;
  const [warehouse] = await owner.db
    .insert(warehouses)
    .values({
      organisationId: owner.organisationId,
      code: marker('WH'),
      name: 'プローブ倉庫',
      type: external ? 'rsl' : 'own',
      appSettingId,
    })
    .returning({ id: warehouses.id });
  return warehouse!.id;
}

/** The owner's schedule (one line) and return, in an own or an external warehouse. */
async function inboundRecord(owner: ProbeOwner, external = false): Promise<InboundRecord> {
  const key = marker('IN');
  const organisationId = owner.organisationId;
  const [product] = await owner.db
    .insert(products)
    .values({ organisationId, productCode: marker('PRD'), name: 'プローブ商品' })
    .returning({ id: products.id });
  const warehouseId = await warehouseOf(owner, external);
  const partner = external
    ? {
        vendor_id: (
          await owner.db
            .insert(vendors)
            .values({ organisationId, vendorCode: marker('VEN'), name: 'プローブベンダー' })
            .returning({ id: vendors.id })
        )[0]!.id,
        supplier_id: null,
      }
    : {
        supplier_id: (
          await owner.db
            .insert(suppliers)
            .values({ organisationId, code: marker('SUP'), name: 'プローブ仕入先' })
            .returning({ id: suppliers.id })
        )[0]!.id,
        vendor_id: null,
      };
  const [schedule] = await owner.db
    .insert(receivingSchedules)
    .values({
      organisationId,
      number: key,
      warehouseId,
      vendorId: partner.vendor_id,
      supplierId: partner.supplier_id,
      scheduledDate: addDays(todayJst(), 1),
      status: external ? 'unsynced' : 'waiting',
    })
    .returning({ id: receivingSchedules.id });
  const [line] = await owner.db
    .insert(receivingScheduleLines)
    .values({
      organisationId,
      scheduleId: schedule!.id,
      lineNumber: 1,
      productId: product!.id,
      scheduledQty: 5,
    })
    .returning({ id: receivingScheduleLines.id });
  const [returned] = await owner.db
    .insert(customerReturns)
    .values({
      organisationId,
      returnNumber: key,
      warehouseId,
      returnedAt: new Date(),
      reason: '受取拒否',
      source: 'manual',
    })
    .returning({ id: customerReturns.id });
  await owner.db.insert(customerReturnLines).values({
    organisationId,
    returnId: returned!.id,
    productId: product!.id,
    quantity: 1,
    condition: 'good',
  });
  return {
    key,
    scheduleId: schedule!.id,
    lineId: line!.id,
    returnId: returned!.id,
    productId: product!.id,
    warehouseId,
    partner,
  };
}

const formOf = (record: InboundRecord) => ({
  kind: 'normal',
  warehouse_id: record.warehouseId,
  ...record.partner,
  scheduled_date: addDays(todayJst(), 2),
  lines: [{ product_id: record.productId, scheduled_qty: 3 }],
});

const probe = (
  kind: 'record' | 'listing',
  request: (record: InboundRecord) => Omit<ProbeRequest, 'leaks'>,
  leaks: (record: InboundRecord, text: string) => boolean = (record, text) =>
    text.includes(record.key),
  external = false,
): TenancyProbe => ({
  kind,
  arrange: async (owner) => {
    const record = await inboundRecord(owner, external);
    return { ...request(record), leaks: (text) => leaks(record, text) };
  },
});

const S = '/api/receiving_schedules';
const R = '/api/customer_returns';

const scheduleProbes = {
  search: probe('listing', () => ({ path: `${S}/search`, body: { per_page: 100 } })),
  export: probe('listing', () => ({ path: `${S}/export`, body: { encoding: 'utf8' } })),
  show: probe('record', (r) => ({ path: `${S}/show/${r.scheduleId}` })),
  // Another organisation cannot name the owner's warehouse: refused on the field, nothing stored.
  store: probe(
    'listing',
    (r) => ({ path: `${S}/store`, body: formOf(r), intruderStatus: 422, ownerStatus: 201 }),
    (_r, text) => text.includes('"number"'),
  ),
  update: probe('record', (r) => ({
    path: `${S}/update/${r.scheduleId}`,
    body: { ...formOf(r), version: 1 },
  })),
  cancel: probe(
    'record',
    (r) => ({ path: `${S}/cancel/${r.scheduleId}`, body: { version: 1, reason: '取消' } }),
    (_r, text) => text.includes('"cancelled"'),
  ),
  receive: probe(
    'record',
    (r) => ({
      path: `${S}/receive/${r.scheduleId}`,
      body: { version: 1, lines: [{ line_id: r.lineId, received_qty: 1 }] },
    }),
    (_r, text) => text.includes('"received_total":1'),
  ),
  send: probe(
    'record',
    (r) => ({ path: `${S}/send/${r.scheduleId}`, ownerStatus: 202 }),
    (_r, text) => text.includes('inbound_schedule_create'),
    true,
  ),
  fetchResults: probe(
    'record',
    (r) => ({ path: `${S}/fetch_results/${r.scheduleId}`, ownerStatus: 202 }),
    (_r, text) => text.includes('inbound_result_search'),
    true,
  ),
};

const returnProbes = {
  search: probe('listing', () => ({ path: `${R}/search`, body: { per_page: 100 } })),
  export: probe('listing', () => ({ path: `${R}/export`, body: { encoding: 'utf8' } })),
  show: probe('record', (r) => ({ path: `${R}/show/${r.returnId}` })),
  store: probe(
    'listing',
    (r) => ({
      path: `${R}/store`,
      body: {
        warehouse_id: r.warehouseId,
        returned_on: todayJst(),
        reason: '受取拒否',
        lines: [{ product_id: r.productId, quantity: 1, condition: 'good' }],
      },
      intruderStatus: 422,
      ownerStatus: 201,
    }),
    (_r, text) => text.includes('"return_number"'),
  ),
  fetch: probe(
    'record',
    (r) => ({
      path: `${R}/fetch`,
      body: { warehouse_id: r.warehouseId },
      intruderStatus: 422,
      ownerStatus: 202,
    }),
    (_r, text) => text.includes('customer_return_search'),
    true,
  ),
};

const row = (method: 'GET' | 'POST' | 'PUT', url: string, probe: TenancyProbe): InventoryRoute => ({
  method,
  url,
  access: 'signedIn',
  tenancy: 'organisation',
  probe,
});

/** 入荷業務's rows of the route inventory. */
export const INBOUND_ROUTES: InventoryRoute[] = [
  row('POST', `${S}/search`, scheduleProbes.search),
  row('POST', `${S}/export`, scheduleProbes.export),
  row('GET', `${S}/show/:id`, scheduleProbes.show),
  row('POST', `${S}/store`, scheduleProbes.store),
  row('PUT', `${S}/update/:id`, scheduleProbes.update),
  row('POST', `${S}/cancel/:id`, scheduleProbes.cancel),
  row('POST', `${S}/receive/:id`, scheduleProbes.receive),
  row('POST', `${S}/send/:id`, scheduleProbes.send),
  row('POST', `${S}/fetch_results/:id`, scheduleProbes.fetchResults),
  row('POST', `${R}/search`, returnProbes.search),
  row('POST', `${R}/export`, returnProbes.export),
  row('GET', `${R}/show/:id`, returnProbes.show),
  row('POST', `${R}/store`, returnProbes.store),
  row('POST', `${R}/fetch`, returnProbes.fetch),
];
