import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';

// What the stock service needs of shelves (stock per location, decision 066): their place on the
// route, and the products' defaults (標準棚番).

export type LocationFact = {
  id: number;
  warehouseId: number;
  code: string;
  name: string;
  routeOrder: number;
  pickable: boolean;
};

/** The organisation's shelves among `ids`, by id (others are absent). */
export async function locationFacts(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
): Promise<Map<number, LocationFact>> {
  const facts = new Map<number, LocationFact>();
  if (ids.length === 0) return facts;
  const { rows } = await db.execute<{
    id: number;
    warehouse_id: number;
    code: string;
    name: string;
    route_order: number;
    pickable: boolean;
  }>(sql`
    select id, warehouse_id, code, name, route_order, pickable from locations l
     where ${inScope('l', scope, sql`l.id = any(${intArray([...new Set(ids)])})`)}`);
  for (const row of rows) {
    facts.set(row.id, {
      id: row.id,
      warehouseId: row.warehouse_id,
      code: row.code,
      name: row.name,
      routeOrder: row.route_order,
      pickable: row.pickable,
    });
  }
  return facts;
}

/** The default shelf of each (warehouse, product) pair that has one, keyed `warehouse:product`. */
export async function defaultLocationIds(
  db: DbOrTx,
  scope: OrganisationScope,
  pairs: readonly { warehouseId: number; productId: number }[],
): Promise<Map<string, number>> {
  const defaults = new Map<string, number>();
  if (pairs.length === 0) return defaults;
  const { rows } = await db.execute<{
    warehouse_id: number;
    product_id: number;
    location_id: number;
  }>(sql`
    select warehouse_id, product_id, location_id from product_locations pl
     where ${inScope(
       'pl',
       scope,
       sql`(pl.warehouse_id, pl.product_id) in (select * from unnest(${intArray(pairs.map((p) => p.warehouseId))}, ${intArray(pairs.map((p) => p.productId))}))`,
     )}`);
  for (const row of rows) defaults.set(`${row.warehouse_id}:${row.product_id}`, row.location_id);
  return defaults;
}
