import { asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { LOCATION_SORT_FIELDS, type LocationSearch } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { scopedRecords, sortColumnsOf } from '../../resource/scoped-records.ts';
import { LOCATION_CODE_UNIQUE, locations, type LocationRow } from './locations.table.ts';

// A code the warehouse already uses is a field error on code (既に使用されています), never a 500.
const CONSTRAINT_FIELDS = { [LOCATION_CODE_UNIQUE]: 'code' };
/** The rows by id (find, lock for a write, insert, update at a version, remove) and its lists. */
export const locationRecords = scopedRecords(locations, CONSTRAINT_FIELDS);

/** The columns a location's row takes from its form (the products go to product_locations). */
export type LocationColumns = Pick<
  LocationRow,
  'warehouseId' | 'code' | 'name' | 'routeOrder' | 'pickable'
>;

const SORT_COLUMNS = sortColumnsOf(locations, LOCATION_SORT_FIELDS);

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
export const searchLocations = locationRecords.searcher(whereOf, SORT_COLUMNS, [locations.code]);

export const countLocations = locationRecords.counter(whereOf);

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
