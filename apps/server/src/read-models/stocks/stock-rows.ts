import { todayJst, type StockSearch, type StockSortField } from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf } from '../../db/sql.ts';
import type { MatchPurpose } from '../../modules/products/index.ts';
import { direction, productFilters, SHORT, warehouseFilter } from './stock-filters.ts';
import { allocatable, expiredFree, inTransitTo } from './stock-lot-figures.ts';

// 在庫一覧 by stock row (stockByWarehouse, its CSV) and one stock row: stocks with their product and
// warehouse, read in one statement.

/** A stock row with its product and warehouse, as the list and the edit page read it. */
export type StockListRow = {
  id: number;
  product_id: number;
  product_code: string;
  product_name: string;
  jan_code: string | null;
  stock_threshold: number;
  warehouse_id: number;
  warehouse_code: string;
  warehouse_name: string;
  on_hand: number;
  allocated: number;
  non_sellable: number;
  in_process: number;
  expired: number;
  in_transit: number;
  version: number;
  updated_at: Date | string;
};

const stockColumns = (today: string) => sql`s.id, s.product_id, p.product_code,
  p.name as product_name, p.jan_code, p.stock_threshold, s.warehouse_id, w.code as warehouse_code,
  w.name as warehouse_name, s.on_hand, s.allocated, s.non_sellable, s.in_process,
  ${expiredFree(today)} as expired, ${inTransitTo} as in_transit, s.version, s.updated_at`;
const STOCK_FROM = sql`stocks s
  join products p on p.organisation_id = s.organisation_id and p.id = s.product_id
  join warehouses w on w.organisation_id = s.organisation_id and w.id = s.warehouse_id`;

const rowSort = (today: string): Record<StockSortField, SQL> => ({
  product_code: sql`p.product_code`,
  name: sql`p.name`,
  warehouse_code: sql`w.code`,
  on_hand: sql`s.on_hand`,
  allocated: sql`s.allocated`,
  available: allocatable(today),
  non_sellable: sql`s.non_sellable`,
});

async function rowWhere(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
  use: MatchPurpose,
) {
  return allOf([
    inScope('s', scope),
    ...(await productFilters(db, scope, search, use)),
    warehouseFilter(scope, search),
    search.shortOnly ? SHORT(allocatable(todayJst())) : undefined,
    search.nonSellableOnly ? sql`s.non_sellable > 0` : undefined,
  ]);
}

/** stockByWarehouse: a page of stock rows. */
export async function searchStockRows(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
  { offset, limit }: { offset: number; limit: number },
) {
  const today = todayJst();
  const secondary = search.sort === 'warehouse_code' ? sql`p.product_code` : sql`w.code`;
  const { rows } = await db.execute<StockListRow>(sql`
    select ${stockColumns(today)} from ${STOCK_FROM}
     where ${await rowWhere(db, scope, search, 'page')}
     order by ${rowSort(today)[search.sort]} ${direction(search)}, ${secondary} asc, s.id asc
     limit ${limit} offset ${offset}`);
  return rows;
}

export async function countStockRows(db: DbOrTx, scope: OrganisationScope, search: StockSearch) {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from ${STOCK_FROM} where ${await rowWhere(db, scope, search, 'count')}`);
  return rows[0]?.total ?? 0;
}

export async function findStockRow(db: DbOrTx, scope: OrganisationScope, id: number) {
  const { rows } = await db.execute<StockListRow>(sql`
    select ${stockColumns(todayJst())} from ${STOCK_FROM}
     where ${inScope('s', scope)} and s.id = ${id}`);
  return rows[0];
}
