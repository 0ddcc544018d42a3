import { todayJst, type StockSearch, type StockSortField } from '@logi/shared';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, preparedScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf } from '../../db/sql.ts';
import {
  productPage,
  type MatchPurpose,
  type PageColumns,
  type ProductSort,
} from '../../modules/products/index.ts';
import {
  direction,
  productFilterOf,
  productFilters,
  SHORT,
  warehouseFilter,
} from './stock-filters.ts';
import type { ProductStockRow } from './stock-page-rows.ts';
import {
  allocatable,
  EXPIRED_FREE,
  expiredLotsJoin,
  inTransitByWarehouse,
} from './stock-lot-figures.ts';

// The stock list by product (stockByProduct): a page of products, each with its stock rows. Pages
// by a product's own column and filtered on products only are the product search's (productPage);
// the others filter or sort on the stock totals, and read them here.

const TOTALS_SORT: Record<StockSortField, SQL> = {
  product_code: sql`p.product_code`,
  name: sql`p.name`,
  warehouse_code: sql`p.product_code`,
  on_hand: sql`coalesce(t.on_hand, 0)`,
  allocated: sql`coalesce(t.allocated, 0)`,
  available: sql`coalesce(t.available, 0)`,
  non_sellable: sql`coalesce(t.non_sellable, 0)`,
};

/** Whether a filter reads the products' totals (so counting the list needs them too). */
const filtersOnTotals = (search: StockSearch) =>
  Boolean(
    search.warehouseId || search.warehouseGroupId || search.shortOnly || search.nonSellableOnly,
  );

/** The list's order as a product's own column, if it is one (a product row has no warehouse code). */
function productSortOf(search: StockSearch): ProductSort | null {
  const { sort } = search;
  if (sort !== 'product_code' && sort !== 'name' && sort !== 'warehouse_code') return null;
  return { field: sort === 'name' ? 'name' : 'product_code', direction: search.direction };
}

/**
 * A product's stock rows (warehouse filter kept, in warehouse code order) as a JSON array of
 * arrays, summed and nested in Node: cheaper to build and to read than a JSON object per row or a
 * flat row per stock row, and no totals are summed twice (decision 029). 期限切れ is joined and
 * grouped by row, 移動中 read once per product by warehouse: no subquery per stock row (074).
 */
const stockRowsOf = (scope: OrganisationScope, search: StockSearch, productId: SQL) =>
  stockRowsSql(scope, warehouseFilter(scope, search), productId, todayJst());

function stockRowsSql(
  scope: OrganisationScope,
  byWarehouse: SQL | undefined,
  productId: SQL,
  today: string | Placeholder,
) {
  return sql`(select json_agg(json_build_array(r.id, r.warehouse_id, r.code, r.name,
               r.on_hand, r.allocated, r.non_sellable, r.in_process,
               r.expired, coalesce(x.in_transit, 0)) -- StockRowTuple's order
             order by r.code asc, r.id asc)
        from (select s.id, s.warehouse_id, w.code, w.name, s.on_hand, s.allocated, s.non_sellable,
                     s.in_process, ${EXPIRED_FREE} as expired
                from stocks s
                join warehouses w on w.organisation_id = s.organisation_id and w.id = s.warehouse_id
                ${expiredLotsJoin(today)}
               where ${inScope('s', scope)} and s.product_id = ${productId}
                 ${byWarehouse ? sql`and ${byWarehouse}` : sql``}
               group by s.id, w.code, w.name) r
        left join ${inTransitByWarehouse(scope, productId)} x on x.warehouse_id = r.warehouse_id)`;
}

/**
 * A page row's columns, of the product search's page (its product is `products`): built once, the
 * organisation and today's date the placeholders of the page's prepared statement (decision 067).
 * Such a page has no warehouse filter (that filters on the totals).
 */
const PRODUCT_PAGE_COLUMNS: PageColumns = {
  name: 'stock-by-product',
  select: sql`products.id as product_id, products.product_code, products.name as product_name,
    products.jan_code, products.stock_threshold,
    ${stockRowsSql(preparedScope(), undefined, sql`products.id`, sql.placeholder('today'))} as stock_rows`,
};

/**
 * stockByProduct: a page of products with their stock rows and totals (a product without stock
 * counts as 0), and the list's total: the product search's, or counted alongside a page that
 * filters or sorts on the totals.
 */
export async function searchStockProducts(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
  window: { offset: number; limit: number },
): Promise<{ products: ProductStockRow[]; total: number }> {
  const sort = productSortOf(search);
  if (sort && !filtersOnTotals(search)) {
    const filter = productFilterOf(search);
    const page = await productPage<ProductStockRow>(
      db,
      scope,
      filter,
      sort,
      window,
      PRODUCT_PAGE_COLUMNS,
      {
        today: todayJst(),
      },
    );
    return { products: page.rows, total: page.total };
  }
  const [rows, total] = await Promise.all([
    readTotalsPage(db, scope, search, window),
    countStockProducts(db, scope, search),
  ]);
  return { products: rows, total };
}

/** The filters and the totals over the (filtered) warehouses, for a page or a count. */
async function totalsQueryParts(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
  use: MatchPurpose,
) {
  const byWarehouse = warehouseFilter(scope, search);
  const totals = sql`left join lateral (
      select sum(s.on_hand)::int as on_hand, sum(s.allocated)::int as allocated,
             sum(s.non_sellable)::int as non_sellable, sum(s.in_process)::int as in_process,
             sum(${allocatable(todayJst())})::int as available, count(*)::int as stock_rows
        from stocks s
       where s.organisation_id = p.organisation_id and s.product_id = p.id
         ${byWarehouse ? sql`and ${byWarehouse}` : sql``}
    ) t on true`;
  const where = allOf([
    ...(await productFilters(db, scope, search, use)),
    byWarehouse ? sql`t.stock_rows > 0` : undefined,
    search.shortOnly ? SHORT(sql`coalesce(t.available, 0)`) : undefined,
    search.nonSellableOnly ? sql`coalesce(t.non_sellable, 0) > 0` : undefined,
  ]);
  return { totals, where };
}

/** A page filtered or sorted on the totals: every product's totals are needed to choose it. */
async function readTotalsPage(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
  { offset, limit }: { offset: number; limit: number },
) {
  const { totals, where } = await totalsQueryParts(db, scope, search, 'page');
  const tieBreak = search.sort === 'product_code' ? sql`` : sql`, p.id asc`;
  const page = sql`select p.id as product_id, p.product_code, p.name as product_name, p.jan_code,
        p.stock_threshold
      from products p ${totals}
     where ${where}
     order by ${TOTALS_SORT[search.sort]} ${direction(search)}${tieBreak}
     limit ${limit} offset ${offset}`;
  // The stock rows are read for the page's rows only, after its limit, in its order.
  const { rows } = await db.execute<ProductStockRow>(sql`
    select page.*, ${stockRowsOf(scope, search, sql`page.product_id`)} as stock_rows
      from (select ordered.*, row_number() over () as position from (${page}) ordered) page
     order by page.position`);
  return rows;
}

/** Whether the by-product list is every product of the organisation (its total is a kept count). */
const listsEveryProduct = (search: StockSearch) =>
  !search.keyword && !search.janCode && !filtersOnTotals(search);

async function countStockProducts(db: DbOrTx, scope: OrganisationScope, search: StockSearch) {
  if (listsEveryProduct(search)) {
    const { rows } = await db.execute<{ total: number }>(sql`
      select coalesce((select total from product_counts
        where ${inScope('product_counts', scope)}), 0) as total`);
    return rows[0]?.total ?? 0;
  }
  const { totals, where } = await totalsQueryParts(db, scope, search, 'count');
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from products p ${filtersOnTotals(search) ? totals : sql``}
     where ${where}`);
  return rows[0]?.total ?? 0;
}
