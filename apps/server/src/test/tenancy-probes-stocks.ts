import { toJstDate } from '@logi/shared';
import { organisationScope } from '../db/organisation-scope.ts';
import { appSettings } from '../modules/app-settings/app-settings.table.ts';
import { products } from '../modules/products/products.table.ts';
import { registerStock } from '../modules/stocks/index.ts';
import { warehouseStockReports } from '../modules/stocks/stocks.table.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';
import type { InventoryRoute, ProbeOwner, TenancyProbe } from './route-inventory.ts';
import { probeMarker, recordProbes } from './tenancy-probe-kit.ts';

/** Tenancy probes of stock (在庫) for route-inventory.ts: the owner's row through the stock service. */

const marker = probeMarker;

type StockRecord = { id: number; productId: number; warehouseId: number; key: string };

/** The owner's product (its code is `key`) with 7 on hand in an own warehouse, through the stock service. */
export async function stockRecord(owner: ProbeOwner, prefix = 'STK'): Promise<StockRecord> {
  const key = marker(prefix);
  const [product] = await owner.db
    .insert(products)
    .values({ organisationId: owner.organisationId, productCode: key, name: 'プローブ商品' })
    .returning({ id: products.id });
  const [warehouse] = await owner.db
    .insert(warehouses)
    .values({
      organisationId: owner.organisationId,
      code: marker('WH'),
      name: 'プローブ倉庫',
      type: 'own',
    })
    .returning({ id: warehouses.id });
  const actor = { scope: organisationScope(owner.organisationId), userId: owner.userId };
  const row = await owner.db.transaction((tx) =>
    registerStock(tx, actor, {
      productId: product!.id,
      warehouseId: warehouse!.id,
      onHand: 7,
      nonSellable: 0,
    }),
  );
  return { id: row.id, productId: product!.id, warehouseId: warehouse!.id, key };
}

/** The owner's stock row plus the warehouse's report of a different figure (the 在庫差異 side). */
async function reportRecord(owner: ProbeOwner) {
  const record = await stockRecord(owner);
  const [report] = await owner.db
    .insert(warehouseStockReports)
    .values({
      organisationId: owner.organisationId,
      warehouseId: record.warehouseId,
      productId: record.productId,
      quantity: 9,
      reportedAt: new Date(),
      // Ours when it was fetched: the row's figures, so the owner may adopt it (decision 042).
      oursOnHand: 7,
      oursNonSellable: 0,
    })
    .returning({ id: warehouseStockReports.id });
  return { ...record, reportId: report!.id };
}

/** An external (RSL) warehouse of the owner: the only kind whose figures can be fetched. */
async function externalWarehouse(owner: ProbeOwner) {
  const [setting] = await owner.db
    .insert(appSettings)
    .values({
      organisationId: owner.organisationId,
      name: marker('SET'),
      kind: 'rsl',
      endpointUrl: 'https://rsl.example',
    })
    .returning({ id: appSettings.id });
  const [warehouse] = await owner.db
    .insert(warehouses)
    .values({
      organisationId: owner.organisationId,
      code: marker('WH'),
      name: 'プローブRSL倉庫',
      type: 'rsl',
      appSettingId: setting!.id,
    })
    .returning({ id: warehouses.id });
  return warehouse!.id;
}

const probe = recordProbes(stockRecord);

const EXISTS = 'この商品の在庫はこの倉庫に既に登録されています';

export const stockProbes = {
  search: probe('listing', () => ({ path: '/api/stocks/search', body: { per_page: 100 } })),
  export: probe('listing', () => ({ path: '/api/stocks/export', body: { encoding: 'utf8' } })),
  show: probe('record', ({ id }) => ({ path: `/api/stocks/show/${id}` })),
  history: probe(
    'record',
    ({ id }) => ({ path: `/api/stocks/history/${id}` }),
    (_r, text) => text.includes('"initial"'),
  ),
  // Another organisation cannot name the owner's product: refused on the product, never "exists".
  store: probe(
    'listing',
    ({ productId, warehouseId }) => ({
      path: '/api/stocks/store',
      body: { product_id: productId, warehouse_id: warehouseId, on_hand: 1 },
      intruderStatus: 422,
      ownerStatus: 422,
    }),
    (_record, text) => text.includes(EXISTS),
  ),
  // 日次在庫表 of today (the owner's records start today, so yesterday is refused).
  dailySearch: probe('listing', () => ({
    path: '/api/stocks/daily/search',
    body: { date: toJstDate(new Date()), per_page: 100 },
  })),
  dailyExport: probe('listing', () => ({
    path: '/api/stocks/daily/export',
    body: { date: toJstDate(new Date()), encoding: 'utf8' },
  })),
  adjust: probe(
    'record',
    ({ id }) => ({
      path: `/api/stocks/adjust/${id}`,
      body: { mode: 'delta', quantity: 1, reason: '棚卸差異', version: 1 },
    }),
    (_record, text) => text.includes('"on_hand":8'),
  ),
};

export const stockDiffProbes = {
  search: {
    kind: 'listing',
    arrange: async (owner) => {
      const { key } = await reportRecord(owner);
      return {
        path: '/api/stocks/diff/search',
        body: { per_page: 100 },
        leaks: (text) => text.includes(key),
      };
    },
  } satisfies TenancyProbe,
  adopt: {
    kind: 'record',
    arrange: async (owner) => {
      const { reportId } = await reportRecord(owner);
      return {
        path: '/api/stocks/diff/adopt',
        body: { report_ids: [reportId] },
        leaks: (text) => text.includes('"adopted":1'),
      };
    },
  } satisfies TenancyProbe,
  // Another organisation cannot ask for the owner's warehouse: refused on the field, nothing queued.
  fetch: {
    kind: 'record',
    arrange: async (owner) => {
      const warehouseId = await externalWarehouse(owner);
      return {
        path: '/api/stocks/diff/fetch',
        body: { warehouse_id: warehouseId },
        intruderStatus: 422,
        ownerStatus: 202,
        leaks: (text) => text.includes('inventory_search'),
      };
    },
  } satisfies TenancyProbe,
};

const row = (method: 'GET' | 'POST' | 'PUT', url: string, probe: TenancyProbe): InventoryRoute => ({
  method,
  url,
  access: 'signedIn',
  tenancy: 'organisation',
  probe,
});

/** 在庫's rows of the route inventory. */
export const STOCK_ROUTES: InventoryRoute[] = [
  row('POST', '/api/stocks/search', stockProbes.search),
  row('POST', '/api/stocks/export', stockProbes.export),
  row('GET', '/api/stocks/show/:id', stockProbes.show),
  row('POST', '/api/stocks/store', stockProbes.store),
  row('PUT', '/api/stocks/adjust/:id', stockProbes.adjust),
  row('GET', '/api/stocks/history/:id', stockProbes.history),
  row('POST', '/api/stocks/daily/search', stockProbes.dailySearch),
  row('POST', '/api/stocks/daily/export', stockProbes.dailyExport),
  row('POST', '/api/stocks/diff/search', stockDiffProbes.search),
  row('POST', '/api/stocks/diff/adopt', stockDiffProbes.adopt),
  row('POST', '/api/stocks/diff/fetch', stockDiffProbes.fetch),
];
