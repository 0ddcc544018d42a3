import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';

// product_locations: a product's default location (標準棚番) per warehouse; written only here.

/** The product ids each of these locations is the default of, by location. */
export async function productIdsByLocation(
  db: DbOrTx,
  scope: OrganisationScope,
  locationIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byLocation = new Map<number, number[]>();
  if (locationIds.length === 0) return byLocation;
  const { rows } = await db.execute<{ location_id: number; product_id: number }>(sql`
    select location_id, product_id from product_locations pl
     where ${inScope('pl', scope, sql`pl.location_id = any(${intArray(locationIds)})`)}`);
  for (const row of rows) {
    byLocation.set(row.location_id, [...(byLocation.get(row.location_id) ?? []), row.product_id]);
  }
  return byLocation;
}

/**
 * Makes the location the default of exactly these products in its warehouse: others lose it, and
 * a product whose default was another shelf of the warehouse moves here (one default per product).
 */
export async function replaceLocationProducts(
  tx: DbOrTx,
  scope: OrganisationScope,
  location: { id: number; warehouseId: number },
  productIds: readonly number[],
) {
  await tx.execute(sql`
    delete from product_locations pl
     where ${inScope('pl', scope, sql`pl.location_id = ${location.id}`, sql`not (pl.product_id = any(${intArray(productIds)}))`)}`);
  if (productIds.length === 0) return;
  await tx.execute(sql`
    insert into product_locations (organisation_id, warehouse_id, product_id, location_id)
    select ${scope.organisationId}::uuid, ${location.warehouseId}, product_id, ${location.id}
      from unnest(${intArray(productIds)}) as product_id
    on conflict (organisation_id, warehouse_id, product_id)
    do update set location_id = excluded.location_id`);
}
