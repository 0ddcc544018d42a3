import { locations } from '../modules/locations/locations.table.ts';
import type { InventoryRoute, TenancyProbe } from './route-inventory.ts';
import { probeMarker } from './tenancy-probe-kit.ts';
import { stockRecord } from './tenancy-probes-stocks.ts';

/**
 * Tenancy probes of 棚移動 (decision 066) for route-inventory.ts: the owner's stock row with two
 * shelves; another organisation naming the row gets 404 and nothing moves.
 */
const relocate: TenancyProbe = {
  kind: 'record',
  arrange: async (owner) => {
    const stock = await stockRecord(owner, 'LOC');
    const code = probeMarker('SHELF');
    const [from, to] = await owner.db
      .insert(locations)
      .values(
        ['A', 'B'].map((side, i) => ({
          organisationId: owner.organisationId,
          warehouseId: stock.warehouseId,
          code: `${code}-${side}`,
          name: 'プローブ棚',
          routeOrder: i,
        })),
      )
      .returning({ id: locations.id });
    return {
      path: '/api/stocks/relocate',
      // 7 pieces lie on no shelf (no 標準棚番): the owner moves one of them onto B.
      body: { stock_id: stock.id, from_location_id: null, to_location_id: to!.id, quantity: 1 },
      leaks: (text) => text.includes(code) || text.includes(`"location_id":${from!.id}`),
    };
  },
};

/** 棚移動's row of the route inventory. */
export const STOCK_LOCATION_ROUTES: InventoryRoute[] = [
  {
    method: 'POST',
    url: '/api/stocks/relocate',
    access: 'signedIn',
    tenancy: 'organisation',
    probe: relocate,
  },
];
