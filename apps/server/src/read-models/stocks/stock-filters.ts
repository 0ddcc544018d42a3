import type { StockSearch } from '@logi/shared';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import {
  productsMatching,
  type MatchPurpose,
  type ProductFilter,
} from '../../modules/products/index.ts';

// The 在庫 lists' filters: on the product (`p`) through the product search, on the stock row's
// warehouse (`s`), and the short-of-stock test.

/** The stock list's filters on products: keyword over code and name, JAN prefix. */
export const productFilterOf = (search: { keyword?: string | null; janCode?: string | null }) =>
  ({ keyword: search.keyword, janCodePrefix: search.janCode }) satisfies ProductFilter;

/** The product filters (on `p`) for a page or a count, in the organisation. */
export async function productFilters(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
  use: MatchPurpose,
) {
  return [inScope('p', scope), await productsMatching(db, 'p', productFilterOf(search), use)];
}

/** A contains-match of the keyword on the product's (`p`) code and name (the 在庫差異 list's). */
export const productKeyword = (db: DbOrTx, keyword: string) =>
  productsMatching(db, 'p', { keyword });

/** Which warehouses a stock list keeps: their values, or placeholders of a prepared statement. */
export type WarehouseChoice = {
  warehouseId?: number | Placeholder | null;
  warehouseGroupId?: number | Placeholder | null;
};

/** The warehouse filter (on `s`): one warehouse, or a group's members. */
export function warehouseFilter(
  scope: OrganisationScope,
  search: WarehouseChoice,
): SQL | undefined {
  if (search.warehouseId) return sql`s.warehouse_id = ${search.warehouseId}`;
  if (search.warehouseGroupId) {
    return sql`s.warehouse_id in (select m.warehouse_id from warehouse_group_members m
      where ${inScope('m', scope)} and m.group_id = ${search.warehouseGroupId})`;
  }
  return undefined;
}

/** Short or out of stock: 引当可能数 (`available`) below the product's threshold, or none. */
export const SHORT = (available: SQL) => sql`${available} < greatest(p.stock_threshold, 1)`;

export const direction = (search: StockSearch) =>
  search.direction === 'desc' ? sql`desc` : sql`asc`;
