import { todayJst, type StockSearch, type StockSortField } from '@logi/shared';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, preparedScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, executePreparedText, preparedTexts } from '../../db/sql.ts';
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
  type WarehouseChoice,
} from './stock-filters.ts';
import type { ProductRow, ProductStockRow } from './stock-page-rows.ts';
import {
  allocatable,
  EXPIRED_FREE,
  expiredLotsJoin,
  inTransitByProductAndWarehouse,
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
 * The stock rows of the products in `productIds` (an int[]), warehouse filter kept, as a relation
 * (product_id, stock_rows): each product's rows in warehouse code order as a JSON array of arrays,
 * summed and nested in Node: cheaper to build and to read than a JSON object per row or a flat row
 * per stock row, and no totals are summed twice (decision 029). 期限切れ is joined and grouped by
 * row, 移動中 read by product and warehouse: no subquery per stock row (decision 074).
 */
function stockRowsByProduct(
  scope: OrganisationScope,
  byWarehouse: SQL | undefined,
  productIds: SQL,
  today: Placeholder,
) {
  return sql`(select r.product_id,
             json_agg(json_build_array(r.id, r.warehouse_id, r.code, r.name,
               r.on_hand, r.allocated, r.non_sellable, r.in_process,
               r.expired, coalesce(x.in_transit, 0)) -- StockRowTuple's order
             order by r.code asc, r.id asc) as stock_rows
        from (select s.id, s.product_id, s.warehouse_id, w.code, w.name, s.on_hand, s.allocated,
                     s.non_sellable, s.in_process, ${EXPIRED_FREE} as expired
                from stocks s
                join warehouses w on w.organisation_id = s.organisation_id and w.id = s.warehouse_id
                ${expiredLotsJoin(today)}
               where ${inScope('s', scope)} and s.product_id = any(${productIds})
                 ${byWarehouse ? sql`and ${byWarehouse}` : sql``}
               group by s.id, w.code, w.name) r
        left join ${inTransitByProductAndWarehouse(scope, productIds)} x
          on x.product_id = r.product_id and x.warehouse_id = r.warehouse_id
       group by r.product_id)`;
}

type WarehouseShape = 'all' | 'warehouse' | 'group';
const statements = preparedTexts();

/**
 * The stock rows of a page's products, by their ids: a statement of its own, named and planned
 * generically, after the page (decision 074). In the page's statement they were planned again for
 * every keyword's page (1.3 ms of PostgreSQL's 2.1), and as a subquery per product ran a sort and
 * a grouping per product.
 */
const stockRowsStatement = (shape: WarehouseShape) =>
  statements(`stock-rows:${shape}`, () => {
    const scope = preparedScope();
    const byWarehouse = warehouseFilter(scope, {
      warehouseId: shape === 'warehouse' ? sql.placeholder('warehouseId') : null,
      warehouseGroupId: shape === 'group' ? sql.placeholder('warehouseGroupId') : null,
    });
    const ids = sql`${sql.placeholder('ids')}::int[]`;
    return sql`select j.product_id, j.stock_rows
      from ${stockRowsByProduct(scope, byWarehouse, ids, sql.placeholder('today'))} j`;
  });

/** The products of a page, in its order, each with its stock rows (in the chosen warehouses). */
async function withStockRows(
  db: DbOrTx,
  scope: OrganisationScope,
  products: ProductRow[],
  { warehouseId, warehouseGroupId }: WarehouseChoice,
): Promise<ProductStockRow[]> {
  if (products.length === 0) return [];
  const shape: WarehouseShape = warehouseId ? 'warehouse' : warehouseGroupId ? 'group' : 'all';
  const { rows } = await executePreparedText<Pick<ProductStockRow, 'product_id' | 'stock_rows'>>(
    db,
    stockRowsStatement(shape),
    {
      organisationId: scope.organisationId,
      ids: products.map((product) => product.product_id),
      today: todayJst(),
      ...(shape === 'warehouse' && { warehouseId }),
      ...(shape === 'group' && { warehouseGroupId }),
    },
  );
  const rowsOf = new Map(rows.map((row) => [row.product_id, row.stock_rows]));
  // Set on the page's own row objects: a copy of each was a tenth of this read's Node time.
  for (const product of products as ProductStockRow[]) {
    product.stock_rows = rowsOf.get(product.product_id) ?? null;
  }
  return products as ProductStockRow[];
}

/**
 * A page row's columns, of the product search's page (its product is `products`), and its stock
 * rows in all warehouses: in the page's statement where PostgreSQL keeps one plan for it (the first
 * page, a keyword's page that walks, a deep page of every product: one round trip less), else read
 * after it (withStockRows).
 */
const PRODUCT_PAGE_COLUMNS: PageColumns = {
  name: 'stock-by-product',
  select: sql`products.id as product_id, products.product_code, products.name as product_name,
    products.jan_code, products.stock_threshold`,
  attached: {
    relation: (ids) =>
      stockRowsByProduct(preparedScope(), undefined, ids, sql.placeholder('today')),
    column: 'stock_rows',
    values: () => ({ today: todayJst() }),
  },
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
    const page = await productPage<ProductRow>(
      db,
      scope,
      productFilterOf(search),
      sort,
      window,
      PRODUCT_PAGE_COLUMNS,
    );
    const products = page.attached
      ? (page.rows as ProductStockRow[])
      : await withStockRows(db, scope, page.rows, {});
    return { products, total: page.total };
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
  const { rows } = await db.execute<ProductRow>(page);
  // The stock rows are read for the page's rows only, after its limit.
  return withStockRows(db, scope, rows, search);
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
