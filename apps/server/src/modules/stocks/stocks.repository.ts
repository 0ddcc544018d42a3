import type { StockSearch, StockSortField, WarehouseType } from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import {
  frequenciesForKeyword,
  matchCountKey,
  pageWithKeptCount,
  productGeneration,
  productIdsInCodeOrder,
  productKeywordMatch,
  startsFromCodeRange,
  type GramFrequencies,
  type KeywordUse,
} from '../products/index.ts';
import { escapeLike } from '../../db/like-patterns.ts';
import {
  nestStockRows,
  type ProductStockRow,
  type StockProductPageRow,
} from './stocks.page-rows.ts';

// Reads of the stock list join products and warehouses, which belong to other modules: written in
// SQL on their table names (the import boundaries keep other modules' Drizzle tables out of here).

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
  version: number;
  updated_at: Date | string;
};

const and = (parts: (SQL | undefined)[]) =>
  sql.join(
    parts.filter((part): part is SQL => part !== undefined),
    sql` and `,
  );

/** A contains-match on the product's (`p`) code and name, on the products' GIN index. */
export const productKeyword = (
  keyword: string,
  frequencies?: GramFrequencies,
  use: KeywordUse = 'page',
) => productKeywordMatch(sql`p.product_code`, sql`p.name`, keyword, frequencies, use);

/** The product filters (on `p`) for a page or a count: keyword over code and name, JAN prefix. */
function productFilters(
  scope: OrganisationScope,
  search: StockSearch,
  frequencies: GramFrequencies,
  use: KeywordUse,
) {
  return [
    sql`p.organisation_id = ${scope.organisationId}`,
    search.keyword ? productKeyword(search.keyword, frequencies, use) : undefined,
    search.janCode ? sql`p.jan_code like ${`${escapeLike(search.janCode)}%`}` : undefined,
  ];
}

/** The warehouse filter (on `s`): one warehouse, or a group's members. */
function warehouseFilter(scope: OrganisationScope, search: StockSearch): SQL | undefined {
  if (search.warehouseId) return sql`s.warehouse_id = ${search.warehouseId}`;
  if (search.warehouseGroupId) {
    return sql`s.warehouse_id in (select m.warehouse_id from warehouse_group_members m
      where m.organisation_id = ${scope.organisationId} and m.group_id = ${search.warehouseGroupId})`;
  }
  return undefined;
}

/** Short or out of stock: available below the product's threshold, or none. */
const SHORT = (onHand: SQL, allocated: SQL) =>
  sql`(${onHand} - ${allocated}) < greatest(p.stock_threshold, 1)`;

const direction = (search: StockSearch) => (search.direction === 'desc' ? sql`desc` : sql`asc`);

const PRODUCT_SORT: Record<StockSortField, SQL> = {
  product_code: sql`p.product_code`,
  name: sql`p.name`,
  warehouse_code: sql`p.product_code`,
  on_hand: sql`coalesce(t.on_hand, 0)`,
  allocated: sql`coalesce(t.allocated, 0)`,
  available: sql`coalesce(t.on_hand - t.allocated, 0)`,
  non_sellable: sql`coalesce(t.non_sellable, 0)`,
};

async function productQueryParts(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
  use: KeywordUse,
) {
  const frequencies = await frequenciesForKeyword(db, search.keyword);
  const byWarehouse = warehouseFilter(scope, search);
  const totals = sql`left join lateral (
      select sum(s.on_hand)::int as on_hand, sum(s.allocated)::int as allocated,
             sum(s.non_sellable)::int as non_sellable, sum(s.in_process)::int as in_process,
             count(*)::int as stock_rows
        from stocks s
       where s.organisation_id = p.organisation_id and s.product_id = p.id
         ${byWarehouse ? sql`and ${byWarehouse}` : sql``}
    ) t on true`;
  const filters = and(productFilters(scope, search, frequencies, use));
  const where = and([
    filters,
    byWarehouse ? sql`t.stock_rows > 0` : undefined,
    search.shortOnly
      ? SHORT(sql`coalesce(t.on_hand, 0)`, sql`coalesce(t.allocated, 0)`)
      : undefined,
    search.nonSellableOnly ? sql`coalesce(t.non_sellable, 0) > 0` : undefined,
  ]);
  return { totals, filters, where, frequencies, countNeedsTotals: filtersOnTotals(search) };
}

/** Whether a filter reads the products' totals (so counting the list needs them too). */
const filtersOnTotals = (search: StockSearch) =>
  Boolean(
    search.warehouseId || search.warehouseGroupId || search.shortOnly || search.nonSellableOnly,
  );

/** Whether the by-product list is every product of the organisation (its total is a kept count). */
export const listsEveryProduct = (search: StockSearch) =>
  !search.keyword &&
  !search.janCode &&
  !search.warehouseId &&
  !search.warehouseGroupId &&
  !search.shortOnly &&
  !search.nonSellableOnly;

const PAGE_COLUMNS = sql`p.id as product_id, p.product_code, p.name as product_name, p.jan_code,
  p.stock_threshold`;
const BY_PRODUCT_FIELD = new Set<StockSortField>(['product_code', 'name', 'warehouse_code']);
/**
 * Ordered by a product's own column and filtered by nothing the totals say: ids first. Not for a
 * keyword, whose recheck reads each row walked anyway: its page reads them in the walk.
 */
const pagesByProductIds = (search: StockSearch) =>
  !filtersOnTotals(search) && BY_PRODUCT_FIELD.has(search.sort) && !search.keyword;

/**
 * The page's products, each with its stock rows (warehouse filter kept, in warehouse code order)
 * as a JSON array of arrays, summed and nested in Node: cheaper to build and to read than a JSON
 * object per row or a flat row per stock row, and no totals are summed twice (decision 029).
 */
function withStockRows(scope: OrganisationScope, search: StockSearch, page: SQL) {
  const byWarehouse = warehouseFilter(scope, search);
  return sql`
    select page.*, (select json_agg(json_build_array(s.id, s.warehouse_id, w.code, w.name,
               s.on_hand, s.allocated, s.non_sellable, s.in_process) -- StockRowTuple's order
             order by w.code asc, s.id asc)
        from stocks s join warehouses w on w.organisation_id = s.organisation_id and w.id = s.warehouse_id
       where s.organisation_id = ${scope.organisationId} and s.product_id = page.product_id
         ${byWarehouse ? sql`and ${byWarehouse}` : sql``}) as stock_rows
      from (select ordered.*, row_number() over () as position from (${page}) ordered) page
     order by page.position`;
}

/**
 * stockByProduct: a page of products with their stock rows and totals (a product without stock
 * counts as 0), and the list's total where the page's statement knows it. Ordered by a product's
 * own column and filtered by nothing the totals say, the page's ids are taken first (in code order
 * an index-only walk, or from the kept code ranges however deep the page) and no totals are summed
 * in SQL; otherwise every product's totals are needed to filter or sort.
 */
export async function searchStockProducts(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
  window: { offset: number; limit: number },
): Promise<{ products: StockProductPageRow[]; total: number | null }> {
  const read = async (counted: boolean) => {
    const rows = await readProductPage(db, scope, search, window, counted);
    return {
      page: nestStockRows(rows),
      total: rows[0]?.list_total ?? null,
      generation: rows[0]?.list_generation ?? null,
    };
  };
  if (!countsOnProducts(search)) {
    const { page, total } = await read(true);
    return { products: page, total };
  }
  // Filtered on products only: the count is kept while the products are unchanged (migration 0024).
  const { page, total } = await pageWithKeptCount(
    db,
    matchCountKey(scope, [search.keyword ?? null, search.janCode ?? null]),
    read,
    () => countProductMatches(db, scope, search),
  );
  return { products: page, total };
}

/** A list filtered on products only: its matches, and the generation they were counted at. */
async function countProductMatches(db: DbOrTx, scope: OrganisationScope, search: StockSearch) {
  const frequencies = await frequenciesForKeyword(db, search.keyword);
  const { rows } = await db.execute<{ total: number; generation: string }>(sql`
    select (select count(*)::int from products p
             where ${and(productFilters(scope, search, frequencies, 'count'))}) as total,
           ${productGeneration(scope)} as generation`);
  return rows[0]!;
}

/** Whether the list is filtered on products and nothing else: its matches are counted in SQL. */
const countsOnProducts = (search: StockSearch) =>
  !listsEveryProduct(search) && !filtersOnTotals(search);

/**
 * The page's total columns: for an unfiltered list the product count the triggers keep (migration
 * 0015); for one filtered on products the generation of its products (migration 0024) and, when
 * `counted`, its matches counted in a subquery (run once, on its own plan); else none (counted
 * apart).
 */
function totalColumns(
  scope: OrganisationScope,
  search: StockSearch,
  frequencies: GramFrequencies,
  counted: boolean,
) {
  if (listsEveryProduct(search)) {
    return sql`(select c.total from product_counts c where c.organisation_id = ${scope.organisationId})
      as list_total, null::bigint as list_generation`;
  }
  if (!countsOnProducts(search))
    return sql`null::int as list_total, null::bigint as list_generation`;
  const total = counted
    ? sql`(select count(*)::int from products p
        where ${and(productFilters(scope, search, frequencies, 'count'))})`
    : sql`null::int`;
  return sql`${total} as list_total, ${productGeneration(scope)} as list_generation`;
}

async function readProductPage(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
  { offset, limit }: { offset: number; limit: number },
  counted: boolean,
) {
  const { totals, filters, where, frequencies } = await productQueryParts(
    db,
    scope,
    search,
    'page',
  );
  const total = totalColumns(scope, search, frequencies, counted);
  // The product code is unique in an organisation: no tie-breaker, so a deep page walks the index.
  const tieBreak = search.sort === 'product_code' ? sql`` : sql`, p.id asc`;
  const order = sql`${PRODUCT_SORT[search.sort]} ${direction(search)}${tieBreak}`;
  let page: SQL;
  if (pagesByProductIds(search)) {
    // Every product in code order (by warehouse code too: a product row has none), deep: the kept
    // code ranges place the page (migration 0023).
    const inCodeOrder = search.sort === 'product_code' || search.sort === 'warehouse_code';
    const ids =
      listsEveryProduct(search) && inCodeOrder && startsFromCodeRange(offset)
        ? productIdsInCodeOrder(scope, { offset, limit }, search.direction)
        : sql`(select p.id from products p where ${filters}
               order by ${order} limit ${limit} offset ${offset})`;
    page = sql`select ${PAGE_COLUMNS}, ${total}
        from ${ids} page
        join products p on p.organisation_id = ${scope.organisationId} and p.id = page.id
       order by ${order}`;
  } else {
    // The totals are joined only where the list filters or sorts on them.
    const needsTotals = filtersOnTotals(search) || !BY_PRODUCT_FIELD.has(search.sort);
    page = sql`select ${PAGE_COLUMNS}, ${total}
        from products p ${needsTotals ? totals : sql``}
       where ${where}
       order by ${order}
       limit ${limit} offset ${offset}`;
  }
  const { rows } = await db.execute<ProductStockRow>(withStockRows(scope, search, page));
  return rows;
}

/** Whether the page's query carries the list's total (else it is counted apart, alongside). */
export const pageCarriesTotal = (search: StockSearch) => !filtersOnTotals(search);

export async function countStockProducts(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
) {
  const { totals, where, countNeedsTotals } = await productQueryParts(db, scope, search, 'count');
  const { rows } = listsEveryProduct(search)
    ? await db.execute<{ total: number }>(sql`
        select coalesce((select total from product_counts
          where organisation_id = ${scope.organisationId}), 0) as total`)
    : await db.execute<{ total: number }>(sql`
        select count(*)::int as total from products p ${countNeedsTotals ? totals : sql``} where ${where}`);
  return rows[0]?.total ?? 0;
}

const STOCK_COLUMNS = sql`s.id, s.product_id, p.product_code, p.name as product_name, p.jan_code,
  p.stock_threshold, s.warehouse_id, w.code as warehouse_code, w.name as warehouse_name, s.on_hand,
  s.allocated, s.non_sellable, s.in_process, s.version, s.updated_at`;
const STOCK_FROM = sql`stocks s
  join products p on p.organisation_id = s.organisation_id and p.id = s.product_id
  join warehouses w on w.organisation_id = s.organisation_id and w.id = s.warehouse_id`;

const ROW_SORT: Record<StockSortField, SQL> = {
  product_code: sql`p.product_code`,
  name: sql`p.name`,
  warehouse_code: sql`w.code`,
  on_hand: sql`s.on_hand`,
  allocated: sql`s.allocated`,
  available: sql`(s.on_hand - s.allocated)`,
  non_sellable: sql`s.non_sellable`,
};

async function rowWhere(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StockSearch,
  use: KeywordUse,
) {
  const frequencies = await frequenciesForKeyword(db, search.keyword);
  return and([
    sql`s.organisation_id = ${scope.organisationId}`,
    ...productFilters(scope, search, frequencies, use),
    warehouseFilter(scope, search),
    search.shortOnly ? SHORT(sql`s.on_hand`, sql`s.allocated`) : undefined,
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
  const secondary = search.sort === 'warehouse_code' ? sql`p.product_code` : sql`w.code`;
  const { rows } = await db.execute<StockListRow>(sql`
    select ${STOCK_COLUMNS} from ${STOCK_FROM}
     where ${await rowWhere(db, scope, search, 'page')}
     order by ${ROW_SORT[search.sort]} ${direction(search)}, ${secondary} asc, s.id asc
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
    select ${STOCK_COLUMNS} from ${STOCK_FROM}
     where s.organisation_id = ${scope.organisationId} and s.id = ${id}`);
  return rows[0];
}

/** Whether the organisation has this product and this warehouse (for the register form's 422s). */
export async function productAndWarehouseExist(
  db: DbOrTx,
  scope: OrganisationScope,
  productId: number,
  warehouseId: number,
) {
  const { rows } = await db.execute<{
    product: boolean;
    warehouse: boolean;
    warehouse_type: WarehouseType | null;
  }>(sql`
    select exists(select 1 from products where organisation_id = ${scope.organisationId} and id = ${productId}) as product,
           exists(select 1 from warehouses where organisation_id = ${scope.organisationId} and id = ${warehouseId}) as warehouse,
           (select type from warehouses where organisation_id = ${scope.organisationId} and id = ${warehouseId}) as warehouse_type`);
  return rows[0]!;
}

/** How many stock rows hold a warehouse or a product (their delete's in-use check). */
export async function stockRowsHolding(
  db: DbOrTx,
  scope: OrganisationScope,
  column: 'warehouse_id' | 'product_id',
  id: number,
) {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from stocks
     where organisation_id = ${scope.organisationId} and ${sql.raw(column)} = ${id}`);
  return rows[0]?.total ?? 0;
}
