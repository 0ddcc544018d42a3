import { warehouses } from '../modules/warehouses/warehouses.table.ts';
import type { InventoryRoute, ProbeOwner } from './route-inventory.ts';

/**
 * Tenancy probe of the home dashboard: the owner's warehouse (named by a marker) is listed in the
 * owner's cut-off panel and charts, never in another organisation's, each reading figures computed
 * for the request.
 */
async function dashboardListing(owner: ProbeOwner) {
  const key = `DASH-${crypto.randomUUID().slice(0, 8)}`;
  await owner.db.insert(warehouses).values({
    organisationId: owner.organisationId,
    code: key,
    name: key,
    type: 'own',
  });
  // Recomputed for the request: the served figures were taken before the warehouse existed.
  return { path: '/api/dashboard?refresh=true', leaks: (text: string) => text.includes(key) };
}

export const DASHBOARD_ROUTES: InventoryRoute[] = [
  {
    method: 'GET',
    url: '/api/dashboard',
    access: 'signedIn',
    tenancy: 'organisation',
    probe: { kind: 'listing', arrange: dashboardListing },
  },
];
