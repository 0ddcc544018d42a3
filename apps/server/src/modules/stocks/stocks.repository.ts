import type { StockSearch, StockSortField, WarehouseType } from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf } from '../../db/sql.ts';
import { productsMatching, type MatchPurpose, type ProductFilter } from '../products/index.ts';

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

/** The warehouse filter (on `s`): one warehouse, or a group's members. */
export function warehouseFilter(scope: OrganisationScope, search: StockSearch): SQL | undefined {
  if (search.warehouseId) return sql`s.warehouse_id = ${search.warehouseId}`;
  if (search.warehouseGroupId) {
    return sql`s.warehouse_id in (select m.warehouse_id from warehouse_group_members m
      where ${inScope('m', scope)} and m.group_id = ${search.warehouseGroupId})`;
  }
  return undefined;
}

/** Short or out of stock: available below the product's threshold, or none. */
export const SHORT = (onHand: SQL, allocated: SQL) =>
  sql`(${onHand} - ${allocated}) < greatest(p.stock_threshold, 1)`;

export const direction = (search: StockSearch) =>
  search.direction === 'desc' ? sql`desc` : sql`asc`;

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
  use: MatchPurpose,
) {
  return allOf([
    inScope('s', scope),
    ...(await productFilters(db, scope, search, use)),
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
     where ${inScope('s', scope)} and s.id = ${id}`);
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
    select exists(select 1 from products where ${inScope('products', scope)} and id = ${productId}) as product,
           exists(select 1 from warehouses where ${inScope('warehouses', scope)} and id = ${warehouseId}) as warehouse,
           (select type from warehouses where ${inScope('warehouses', scope)} and id = ${warehouseId}) as warehouse_type`);
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
     where ${inScope('stocks', scope)} and ${sql.raw(column)} = ${id}`);
  return rows[0]?.total ?? 0;
}
