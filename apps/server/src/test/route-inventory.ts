import type { Database } from '../db/client.ts';
import type { RouteAccess } from '../http/route-access.ts';
import { loadPostalAsset } from '../modules/postal/postal-asset.ts';
import {
  auditTrailProbe,
  processListingProbe,
  processRecordProbe,
  readStateProbe,
} from './tenancy-probes.ts';
import {
  shopLogoProbes,
  shopProbes,
  supplierProbes,
  vendorProbes,
} from './tenancy-probes-masters.ts';
import { productProbes, productSyncProbes } from './tenancy-probes-products.ts';
import { productImportProbes } from './tenancy-probes-product-import.ts';
import { vendorSyncProbes } from './tenancy-probes-vendor-sync.ts';
import { STOCK_ROUTES } from './tenancy-probes-stocks.ts';
import { STOCK_EXPIRY_ROUTES } from './tenancy-probes-stock-expiry.ts';
import { STOCK_LOCATION_ROUTES } from './tenancy-probes-stock-locations.ts';
import { STOCKTAKE_ROUTES } from './tenancy-probes-stocktakes.ts';
import { TRANSFER_ROUTES } from './tenancy-probes-transfers.ts';
import { INBOUND_ROUTES } from './tenancy-probes-inbound.ts';
import { ALLOCATION_ROUTES } from './tenancy-probes-allocation.ts';
import { ORDER_ROUTES } from './tenancy-probes-orders.ts';
import { SHIPPING_ROUTES } from './tenancy-probes-shipping.ts';
import { FULFILMENT_ROUTES } from './tenancy-probes-fulfilment.ts';
import { INSPECTION_ROUTES } from './tenancy-probes-inspection.ts';
import { DASHBOARD_ROUTES } from './tenancy-probes-dashboard.ts';
import { RECONCILIATION_ROUTES } from './tenancy-probes-reconciliation.ts';
import {
  appSettingProbes,
  locationProbes,
  warehouseGroupProbes,
  warehouseProbes,
} from './tenancy-probes-warehouses.ts';

/**
 * Every route the server registers, with its access and tenancy. route-inventory.test.ts fails when a
 * registered route is missing here (or a row names no route), and proves each row's claims over HTTP.
 * A new route adds its row here, in the same change (docs/decisions/011-route-access.md).
 * The outbound side, every call the server makes out of itself and its address rule, is
 * OUTBOUND_INVENTORY (outbound-inventory.ts, decision 035): a new outbound call adds its row there.
 */

/** Whose data a route serves: one organisation's, one user's, everyone's, or no stored data at all. */
export type RouteTenancy = 'organisation' | 'user' | 'global' | 'none';

/** 'ALL' is a route registered for every method (the built-in issuer's mount). HEAD follows GET. */
export type InventoryMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL';

/** The signed-in owner of a record made for a tenancy probe. */
export type ProbeOwner = { db: Database; organisationId: string; userId: string };

/** A request that reaches the owner's record, and how to tell its data leaked into a response. */
export type ProbeRequest = {
  path: string;
  body?: unknown;
  /** A raw text body (a CSV file, sent as text/csv) instead of the JSON body. */
  raw?: string;
  /** The other organisation's status, when not the kind's own (404 / 200): a store answers 201. */
  intruderStatus?: number;
  /** The owner's status on this request; 200 unless said (a delete answers 204). */
  ownerStatus?: number;
  leaks: (responseText: string) => boolean;
};

export type TenancyProbe =
  /** An id route: another organisation's caller gets 404 and none of the record. */
  | { kind: 'record'; arrange: (owner: ProbeOwner) => Promise<ProbeRequest> }
  /** A list: another tenant's caller gets 200 with its own data, never the owner's. */
  | { kind: 'listing'; arrange: (owner: ProbeOwner) => Promise<ProbeRequest> }
  /** The event stream: another organisation's stream never carries the owner's events. */
  | { kind: 'stream' };

export type InventoryRoute = {
  method: InventoryMethod;
  /** The pattern exactly as registered with Fastify. */
  url: string;
  access: RouteAccess;
  tenancy: RouteTenancy;
  /** Only for routes a cross-site browser form must reach (the issuer): no X-Requested-With check. */
  csrf?: false;
  /** Required for 'organisation' rows: proves another organisation cannot reach the record. */
  probe?: TenancyProbe;
  /** A concrete path to call; defaults to `url` with every `:param` as 1. */
  sample?: string;
  /** Stands for every route registered with this `config.routeGroup` (the row's url is a label). */
  group?: string;
  /** Allowed to be absent (the SPA's files exist only after `npm run build`). */
  optional?: true;
};

const postalAsset = await loadPostalAsset();

export const ROUTE_INVENTORY: readonly InventoryRoute[] = [
  // Sign-in (docs/decisions/003): reachable before a session; logout is harmless without one.
  { method: 'GET', url: '/api/auth/redirect', access: 'public', tenancy: 'none' },
  { method: 'GET', url: '/api/auth/callback', access: 'public', tenancy: 'none' },
  { method: 'GET', url: '/api/auth/user', access: 'signedIn', tenancy: 'user' },
  // Switches the session's own organisation; membership is checked (organisation-switch.test.ts).
  { method: 'PUT', url: '/api/auth/organisation', access: 'signedIn', tenancy: 'user' },
  { method: 'POST', url: '/api/auth/logout', access: 'public', tenancy: 'user' },
  // What the sign-in page and the shell need before a session.
  { method: 'GET', url: '/api/ip/getUserIp', access: 'public', tenancy: 'none' },
  { method: 'GET', url: '/api/settings', access: 'public', tenancy: 'none' },
  { method: 'GET', url: '/api/settings/app', access: 'signedIn', tenancy: 'none' },
  {
    method: 'GET',
    url: '/api/events',
    access: 'signedIn',
    tenancy: 'organisation',
    probe: { kind: 'stream' },
  },
  {
    method: 'GET',
    url: '/api/processes/get',
    access: 'signedIn',
    tenancy: 'organisation',
    probe: processListingProbe,
  },
  {
    method: 'PUT',
    url: '/api/processes/broadcasted/:id',
    access: 'signedIn',
    tenancy: 'organisation',
    sample: '/api/processes/broadcasted/00000000-0000-4000-8000-000000000001',
    probe: processRecordProbe,
  },
  // A record's audit trail (変更履歴): entries are kept per organisation, so another one sees none.
  {
    method: 'GET',
    url: '/api/audits/:resource/:id',
    access: 'signedIn',
    tenancy: 'organisation',
    sample: '/api/audits/shops/1',
    probe: auditTrailProbe,
  },
  // Notifications are global, written by admins from ADMIN_IP_ALLOWLIST (docs/decisions/010).
  { method: 'POST', url: '/api/adminUserNotification/search', access: 'admin', tenancy: 'global' },
  { method: 'GET', url: '/api/adminUserNotification/show/:id', access: 'admin', tenancy: 'global' },
  { method: 'POST', url: '/api/adminUserNotification/store', access: 'admin', tenancy: 'global' },
  {
    method: 'PUT',
    url: '/api/adminUserNotification/update/:id',
    access: 'admin',
    tenancy: 'global',
  },
  {
    method: 'DELETE',
    url: '/api/adminUserNotification/destroy/:id',
    access: 'admin',
    tenancy: 'global',
  },
  // Read state is per user: another user's list never shows the owner's reads.
  {
    method: 'GET',
    url: '/api/userNotification',
    access: 'signedIn',
    tenancy: 'user',
    probe: readStateProbe,
  },
  { method: 'GET', url: '/api/userNotification/show/:id', access: 'signedIn', tenancy: 'user' },
  // Masters (マスタ設定): each organisation's own; another organisation's id is a 404.
  ...masterRows('/api/suppliers', supplierProbes),
  ...masterRows('/api/vendors', vendorProbes),
  // 送信 / 取得 queue a vendor job (202, the process) for the organisation's own vendors.
  ...(['send', 'fetch'] as const).map((name): InventoryRoute => ({
    method: 'POST',
    url: `/api/vendors/${name}`,
    access: 'signedIn',
    tenancy: 'organisation',
    probe: vendorSyncProbes[name],
  })),
  ...masterRows('/api/shops', shopProbes),
  // A shop's 納品書 logo (decision 056): the image, its upload and removal, per shop like the shop.
  ...(['GET', 'PUT', 'DELETE'] as const).map((method): InventoryRoute => ({
    method,
    url: '/api/shops/logo/:id',
    access: 'signedIn',
    tenancy: 'organisation',
    probe: shopLogoProbes[({ GET: 'show', PUT: 'update', DELETE: 'destroy' } as const)[method]],
  })),
  // Warehouse settings and system-integration settings: each organisation's own, like the masters.
  ...masterRows('/api/app_settings', appSettingProbes),
  {
    method: 'POST',
    url: '/api/app_settings/connection_test/:id',
    access: 'signedIn',
    tenancy: 'organisation',
    probe: appSettingProbes.connectionTest,
  },
  ...masterRows('/api/warehouses', warehouseProbes),
  ...masterRows('/api/warehouse_groups', warehouseGroupProbes),
  // 棚番 of the own warehouses (decision 066): each organisation's own, like the masters.
  ...masterRows('/api/locations', locationProbes),
  // Products (商品設定) and their SKU対応表: each organisation's own, like the masters.
  ...masterRows('/api/products', productProbes),
  // 商品CSV登録: the file is read against, and written into, the caller's organisation only.
  {
    method: 'POST',
    url: '/api/products/csv_import/validate',
    access: 'signedIn',
    tenancy: 'organisation',
    probe: productImportProbes.validate,
  },
  {
    method: 'POST',
    url: '/api/products/csv_import',
    access: 'signedIn',
    tenancy: 'organisation',
    probe: productImportProbes.import,
  },
  { method: 'GET', url: '/api/products/csv_import/template', access: 'signedIn', tenancy: 'none' },
  // Stock (在庫): each organisation's own rows, changed only through the stock service.
  ...STOCK_ROUTES,
  ...STOCK_EXPIRY_ROUTES,
  ...STOCKTAKE_ROUTES,
  ...TRANSFER_ROUTES,
  ...STOCK_LOCATION_ROUTES,
  // Inbound work (入荷業務): schedules, receipts and returns of each organisation.
  ...INBOUND_ROUTES,
  ...ALLOCATION_ROUTES,
  // 受注: intake and 引当管理's reads of each organisation.
  ...ORDER_ROUTES,
  ...SHIPPING_ROUTES,
  // 出荷作業: the own warehouses' parcels, picking batches and their files.
  ...FULFILMENT_ROUTES,
  ...INSPECTION_ROUTES,
  ...DASHBOARD_ROUTES,
  ...RECONCILIATION_ROUTES,
  ...(
    [
      ['GET', '/api/products/sku_mappings/:id', productProbes.skuMappings],
      ['POST', '/api/products/sku_mappings/store/:id', productProbes.skuMappingStore],
      ['DELETE', '/api/products/sku_mappings/destroy/:id', productProbes.skuMappingDestroy],
    ] as const
  ).map(([method, url, probe]): InventoryRoute => ({
    method,
    url,
    access: 'signedIn',
    tenancy: 'organisation',
    probe,
    // An id no record gets: the sweep adds mappings, and a sample must neither find nor delete one.
    sample: url.replace(':id', '2147483647'),
  })),
  // 送信 / 取得 queue a product job (202, the process) for the organisation's own products.
  ...(['send', 'fetch'] as const).map((name): InventoryRoute => ({
    method: 'POST',
    url: `/api/products/${name}`,
    access: 'signedIn',
    tenancy: 'organisation',
    probe: productSyncProbes[name],
  })),
  // Postal: the dataset is public (spec §7), the search service is for signed-in users.
  { method: 'GET', url: '/api/postal/data_url', access: 'public', tenancy: 'none' },
  {
    method: 'GET',
    url: '/api/postal/search',
    access: 'signedIn',
    tenancy: 'none',
    sample: '/api/postal/search?q=100',
  },
  { method: 'GET', url: postalAsset.versionedPath, access: 'public', tenancy: 'none' },
  { method: 'GET', url: '/static/postal/zipcodes.zip', access: 'public', tenancy: 'none' },
  {
    method: 'GET',
    url: '/static/postal/*',
    access: 'public',
    tenancy: 'none',
    sample: '/static/postal/x',
  },
  // The built-in issuer (docs/decisions/003) authenticates by itself; its forms are plain browser posts.
  {
    method: 'ALL',
    url: '/oidc/*',
    access: 'public',
    csrf: false,
    tenancy: 'none',
    sample: '/oidc/.well-known/openid-configuration',
  },
  { method: 'GET', url: '/oidc/interaction/:uid', access: 'public', csrf: false, tenancy: 'none' },
  {
    method: 'POST',
    url: '/oidc/interaction/:uid/login',
    access: 'public',
    csrf: false,
    tenancy: 'none',
  },
  // Bulk-registered static routes, one row per plugin scope.
  {
    method: 'GET',
    url: '/api/docs (OpenAPI UI and document)',
    group: 'api-docs',
    access: 'public',
    tenancy: 'none',
    sample: '/api/docs/json',
  },
  {
    method: 'GET',
    url: '/ (the built SPA files)',
    group: 'spa-build',
    access: 'public',
    tenancy: 'none',
    sample: '/index.html',
    optional: true,
  },
];

/** The six routes of a master resource (search, export, show, store, update, destroy). */
function masterRows(
  base: string,
  probes: Record<'search' | 'export' | 'show' | 'store' | 'update' | 'destroy', TenancyProbe>,
): InventoryRoute[] {
  const row = (method: InventoryMethod, url: string, probe?: TenancyProbe): InventoryRoute => ({
    method,
    url: `${base}${url}`,
    access: 'signedIn',
    tenancy: 'organisation',
    ...(probe && { probe }),
  });
  return [
    row('POST', '/search', probes.search),
    row('POST', '/export', probes.export),
    row('GET', '/show/:id', probes.show),
    row('POST', '/store', probes.store),
    row('PUT', '/update/:id', probes.update),
    row('DELETE', '/destroy/:id', probes.destroy),
  ];
}

/** The path a row's sample request goes to. */
export function samplePathOf(route: InventoryRoute): string {
  return route.sample ?? route.url.replace(/:[A-Za-z]+/g, '1');
}

/** A row's key, as registered-routes.ts keys what the server registered: group, or method and url. */
export function rowKey(row: InventoryRoute): string {
  return row.group ? `group ${row.group}` : `${row.method} ${row.url}`;
}

export { OUTBOUND_INVENTORY } from './outbound-inventory.ts';
