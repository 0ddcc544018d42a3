import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { LocationSearch, LocationSortField } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { withDomainErrors } from '../../db/database-errors.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { offsetOf } from '../../http/pagination.ts';
import { LOCATION_CODE_UNIQUE, locations, type LocationRow } from './locations.table.ts';

// A code the warehouse already uses is a field error on code (既に使用されています), never a 500.
const CONSTRAINT_FIELDS = { [LOCATION_CODE_UNIQUE]: 'code' };

/** The columns a location's row takes from its form (the products go to product_locations). */
export type LocationColumns = Pick<
  LocationRow,
  'warehouseId' | 'code' | 'name' | 'routeOrder' | 'pickable'
>;

const SORT_COLUMNS = {
  route_order: locations.routeOrder,
  code: locations.code,
  name: locations.name,
  updated_at: locations.updatedAt,
} satisfies Record<LocationSortField, unknown>;

function keywordCondition(keyword: string | null | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(locations.code, pattern), ilike(locations.name, pattern));
}

const whereOf = (scope: OrganisationScope, search: LocationSearch) =>
  inScope(
    locations.organisationId,
    scope,
    keywordCondition(search.keyword),
    search.warehouseId ? eq(locations.warehouseId, search.warehouseId) : undefined,
    typeof search.pickable === 'boolean' ? eq(locations.pickable, search.pickable) : undefined,
  );

/** The matching locations in the search's order (then code and id, so pages are stable). */
export async function searchLocations(
  db: DbOrTx,
  scope: OrganisationScope,
  search: LocationSearch,
  window = { offset: offsetOf(search.page, search.perPage), limit: search.perPage },
): Promise<LocationRow[]> {
  const order = search.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(locations)
    .where(whereOf(scope, search))
    .orderBy(order(SORT_COLUMNS[search.sort]), asc(locations.code), asc(locations.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countLocations(db: DbOrTx, scope: OrganisationScope, search: LocationSearch) {
  const [counted] = await db
    .select({ total: count() })
    .from(locations)
    .where(whereOf(scope, search));
  return counted?.total ?? 0;
}

export async function findLocation(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await db
    .select()
    .from(locations)
    .where(inScope(locations.organisationId, scope, eq(locations.id, id)));
  return row;
}

/** Locks the row for the rest of the transaction (an update or a delete decides on it). */
export async function lockLocation(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await db
    .select()
    .from(locations)
    .where(inScope(locations.organisationId, scope, eq(locations.id, id)))
    .for('update');
  return row;
}

export async function insertLocation(
  db: DbOrTx,
  scope: OrganisationScope,
  columns: LocationColumns,
) {
  const [row] = await withDomainErrors(
    () =>
      db
        .insert(locations)
        .values({ ...columns, organisationId: scope.organisationId })
        .returning(),
    CONSTRAINT_FIELDS,
  );
  if (!row) throw new Error('location insert returned no row');
  return row;
}

/** Updates only at `version`; no row back means missing (another organisation's) or stale. */
export async function updateLocation(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
  columns: LocationColumns,
  version: number,
) {
  const [row] = await withDomainErrors(
    () =>
      db
        .update(locations)
        .set({ ...columns, version: sql`${locations.version} + 1`, updatedAt: sql`now()` })
        .where(
          inScope(
            locations.organisationId,
            scope,
            and(eq(locations.id, id), eq(locations.version, version)),
          ),
        )
        .returning(),
    CONSTRAINT_FIELDS,
  );
  return row;
}

/** Deletes the location; its products' default (product_locations) goes with it (cascade). */
export async function deleteLocation(db: DbOrTx, scope: OrganisationScope, id: number) {
  const deleted = await withDomainErrors(() =>
    db
      .delete(locations)
      .where(inScope(locations.organisationId, scope, eq(locations.id, id)))
      .returning({ id: locations.id }),
  );
  return deleted.length > 0;
}

/** How many locations a warehouse has, and the first codes (the warehouses' in-use check). */
export async function locationCodesOfWarehouse(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
) {
  const rows = await db
    .select({ code: locations.code })
    .from(locations)
    .where(inScope(locations.organisationId, scope, eq(locations.warehouseId, warehouseId)))
    .orderBy(asc(locations.routeOrder), asc(locations.code))
    .limit(3);
  return rows.map((row) => row.code);
}
