import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { SHOP_SORT_FIELDS, type ShopSearch } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { scopedRecords, sortColumnsOf } from '../../resource/scoped-records.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray, textArray } from '../../db/sql.ts';
import { SHOP_CODE_UNIQUE, SHOP_WAREHOUSE_GROUP_FK, shops } from './shops.table.ts';
import { containsPattern } from '../../db/like-patterns.ts';

// A taken code is a field error on code (既に使用されています), never a 500.
const CONSTRAINT_FIELDS = {
  [SHOP_CODE_UNIQUE]: 'code',
  [SHOP_WAREHOUSE_GROUP_FK]: 'warehouseGroupId',
};
/** The rows by id (find, lock for a write, insert, update at a version, remove) and its lists. */
export const shopRecords = scopedRecords(shops, CONSTRAINT_FIELDS);

export const { find: findShop } = shopRecords;

const SORT_COLUMNS = sortColumnsOf(shops, SHOP_SORT_FIELDS);

function searchConditions(search: ShopSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search.keyword) {
    const pattern = containsPattern(search.keyword);
    conditions.push(
      or(ilike(shops.code, pattern), ilike(shops.name, pattern), ilike(shops.url, pattern)),
    );
  }
  if (search.mall) conditions.push(eq(shops.mall, search.mall));
  if (typeof search.isActive === 'boolean') conditions.push(eq(shops.isActive, search.isActive));
  return and(...conditions);
}

const whereOf = (scope: OrganisationScope, search: ShopSearch) =>
  inScope(shops.organisationId, scope, searchConditions(search));

/**
 * The organisation's shops that match, in the search's order (id breaks ties, so pages and export
 * chunks are stable); the window defaults to the search's page.
 */
export const searchShops = shopRecords.searcher(whereOf, SORT_COLUMNS);

export const countShops = shopRecords.counter(whereOf);

/** The organisation's shops among `ids`, by code and name (for the records that name them). */
export async function findShopsByIds(db: DbOrTx, scope: OrganisationScope, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: shops.id, code: shops.code, name: shops.name, mall: shops.mall })
    .from(shops)
    .where(inScope(shops.organisationId, scope, inArray(shops.id, ids)));
}

/** The organisation's shops named by the ids or the codes (another organisation's are not found). */
export async function findShopsByIdsOrCodes(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
  codes: readonly string[],
) {
  return db
    .select({ id: shops.id, code: shops.code })
    .from(shops)
    .where(
      inScope(
        shops.organisationId,
        scope,
        sql`(${shops.id} = any(${intArray(ids)}) or ${shops.code} = any(${textArray([...new Set(codes)])}))`,
      ),
    );
}

/** The ids of the organisation's first active shops (the demo orders are spread over them). */
export async function activeShopIds(
  db: DbOrTx,
  scope: OrganisationScope,
  limit: number,
  onlyId?: number,
) {
  // A named shop is looked up itself, not among the first `limit` (an organisation may have more).
  const named = onlyId === undefined ? sql`` : sql` and s.id = ${onlyId}`;
  const { rows } = await db.execute<{ id: number }>(
    sql`select s.id from shops s where ${inScope('s', scope)} and s.is_active${named}
        order by s.id limit ${limit}`,
  );
  return rows;
}

/** A shop of the organisation that allocates from the group, if any (the first by code). */
export const shopNamesUsingGroup = shopRecords.firstNameWhere(
  shops.warehouseGroupId,
  shops.code,
  shops.name,
);
