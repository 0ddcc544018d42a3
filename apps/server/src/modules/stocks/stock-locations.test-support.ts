import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { store, storeWarehouse, type Api } from '../warehouses/warehouses.test-support.ts';
import { productAndWarehouse, storeStock, STOCKS } from './stocks.test-support.ts';

export const LOCATIONS = '/api/locations';
export const RELOCATE = `${STOCKS}/relocate`;

/** A shelf of `warehouseId`; `productCodes` make it their 標準棚番 there. */
export const storeLocation = (
  api: Api,
  warehouseId: number,
  code: string,
  overrides: Record<string, unknown> = {},
) =>
  store(api, LOCATIONS, {
    warehouse_id: warehouseId,
    code,
    name: `${code}棚`,
    route_order: 10,
    pickable: true,
    product_codes: [],
    ...overrides,
  }) as Promise<{ id: number }>;

/**
 * A product in an own warehouse with shelf A-01 (pickable, route 10, its 標準棚番) and reserve
 * shelf R-01 (route 5, not pickable), and `onHand` pieces registered (so lying on A-01).
 */
export async function shelvedStock(api: Api, onHand: number) {
  const { product, warehouse } = await productAndWarehouse(api);
  const a = await storeLocation(api, warehouse.id, 'A-01', {
    product_codes: [product.product_code],
  });
  const r = await storeLocation(api, warehouse.id, 'R-01', { route_order: 5, pickable: false });
  const stock = await storeStock(api, {
    product_id: product.id,
    warehouse_id: warehouse.id,
    on_hand: onHand,
  });
  return { product, warehouse, a, r, stock };
}

/** Another own warehouse's shelf (for the refusal of a shelf outside the row's warehouse). */
export async function foreignShelf(api: Api) {
  const other = await storeWarehouse(api);
  return storeLocation(api, other.id as number, 'X-01');
}

/** The row's pieces per shelf code, straight from the table ('' for none placed). */
export async function shelvesOf(db: Database, stockId: number) {
  const { rows } = await db.execute<{ code: string; on_hand: number }>(sql`
    select l.code, sl.on_hand from stock_locations sl join locations l on l.id = sl.location_id
     where sl.stock_id = ${stockId} order by l.code`);
  return Object.fromEntries(rows.map((row) => [row.code, row.on_hand]));
}

/** The row's ledger as kind, shelf code, on_hand delta, reason — in order. */
export async function ledgerOf(db: Database, stockId: number) {
  const { rows } = await db.execute<{
    kind: string;
    code: string | null;
    delta: number;
    reason: string | null;
  }>(sql`
    select m.kind, l.code, m.on_hand_delta as delta, m.reason from stock_movements m
      left join locations l on l.id = m.location_id
     where m.stock_id = ${stockId} order by m.id`);
  return rows.map((row) => [row.kind, row.code, row.delta, row.reason]);
}
