import { eq, inArray, sql } from 'drizzle-orm';
import type { ProductSearch } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { scopedRecords } from '../../resource/scoped-records.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray, isoText, textArray } from '../../db/sql.ts';
import { offsetOf } from '../../http/pagination.ts';
import {
  STOCK_TOTALS_OF_PRODUCT,
  SUPPLIER_OF_PRODUCT,
  type StockTotals,
  type SupplierRef,
} from '../../read-models/products/index.ts';
import { productFilterOf, productOrder, productSortOf, productWhere } from './product-filter.ts';
import type { PageColumns } from './product-page-statements.ts';
import {
  PRODUCT_CODE_UNIQUE,
  PRODUCT_SUPPLIER_FK,
  productCounts,
  products,
  type ProductRow,
} from './products.table.ts';

/** The columns a product's write sets (the form's values after the rules). */
export type ProductColumns = Omit<
  typeof products.$inferInsert,
  'id' | 'organisationId' | 'version' | 'createdAt' | 'updatedAt'
>;

// A taken code is a field error on productCode; a supplier of no row (or another organisation's) on supplierId.
const CONSTRAINT_FIELDS = {
  [PRODUCT_CODE_UNIQUE]: 'productCode',
  [PRODUCT_SUPPLIER_FK]: 'supplierId',
};
/** The rows by id (find, lock for a write, insert, update at a version, remove) and its lists. */
export const productRecords = scopedRecords(products, CONSTRAINT_FIELDS);

export const { find: findProduct, lock: lockProduct } = productRecords;

/** A list row: the product, its supplier and its stock totals, read in the page's own query. */
export type ProductListRow = {
  product: ProductRow;
  supplier: SupplierRef | null;
  stock: StockTotals | null;
};

/** A list row's columns: the supplier and stock totals are the read model's (decision 051). */
export const LIST_COLUMNS = {
  product: products,
  supplier: SUPPLIER_OF_PRODUCT,
  stock: STOCK_TOTALS_OF_PRODUCT,
};

/** A product list page's row (productPage), as PostgreSQL gives it: timestamps as ISO-8601 text. */
export type ProductPageRow = {
  id: number;
  product_code: string;
  representative_code: string | null;
  name: string;
  jan_code: string | null;
  price: number;
  cost: number;
  weight_g: number | null;
  width_mm: number | null;
  depth_mm: number | null;
  height_mm: number | null;
  sales_status: ProductRow['salesStatus'];
  stock_managed: boolean;
  stock_threshold: number;
  supplier_id: number | null;
  note: string | null;
  rsl_linked: boolean;
  temperature_zone: ProductRow['temperatureZone'];
  is_dangerous: boolean;
  lot_managed: boolean;
  serial_managed: boolean;
  tax_rate: ProductRow['taxRate'];
  external_linked_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  supplier: SupplierRef | null;
  stock: StockTotals | null;
};

/** The list page's columns: the DTO's own, its supplier and stock totals (one statement, decision 051). */
export const LIST_PAGE_COLUMNS: PageColumns = {
  name: 'product-list',
  select: sql`products.id, products.product_code, products.representative_code, products.name,
    products.jan_code, products.price, products.cost, products.weight_g, products.width_mm,
    products.depth_mm, products.height_mm, products.sales_status, products.stock_managed,
    products.stock_threshold, products.supplier_id, products.note, products.rsl_linked,
    products.temperature_zone, products.is_dangerous, products.lot_managed, products.serial_managed,
    products.tax_rate, ${isoText(sql`products.external_linked_at`)} as external_linked_at,
    products.version, ${isoText(sql`products.created_at`)} as created_at,
    ${isoText(sql`products.updated_at`)} as updated_at,
    ${SUPPLIER_OF_PRODUCT} as supplier, ${STOCK_TOTALS_OF_PRODUCT} as stock`,
};

/**
 * The organisation's products that match, in the search's order (id breaks ties, so pages and
 * export chunks are stable); the window defaults to the search's page.
 */
export async function searchProducts(
  db: DbOrTx,
  scope: OrganisationScope,
  search: ProductSearch,
  window = { offset: offsetOf(search.page, search.perPage), limit: search.perPage },
): Promise<ProductListRow[]> {
  return db
    .select(LIST_COLUMNS)
    .from(products)
    .where(await productWhere(db, scope, productFilterOf(search)))
    .orderBy(...productOrder(productSortOf(search)))
    .limit(window.limit)
    .offset(window.offset);
}

/** The organisation's number of products, kept by triggers (migration 0015): one row, no scan. */
export async function countAllProducts(db: DbOrTx, scope: OrganisationScope) {
  const [counted] = await db
    .select({ total: productCounts.total })
    .from(productCounts)
    .where(eq(productCounts.organisationId, scope.organisationId));
  return counted?.total ?? 0;
}

/** Product codes and names by id (the warehouse contract names products by code). */
export async function productNamesByIds(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
): Promise<Map<number, { code: string; name: string }>> {
  const rows = await db
    .select({ id: products.id, code: products.productCode, name: products.name })
    .from(products)
    .where(inScope(products.organisationId, scope, inArray(products.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, { code: row.code, name: row.name }]));
}

/** Product ids by code, the organisation's own only (one array parameter, however many codes). */
export async function productIdsByCode(
  db: DbOrTx,
  scope: OrganisationScope,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, code: products.productCode })
    .from(products)
    .where(
      inScope(
        products.organisationId,
        scope,
        sql`${products.productCode} = any(${textArray([...new Set(codes)])})`,
      ),
    );
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Which of these ids are the organisation's products. */
export async function ownProductIds(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inScope(products.organisationId, scope, sql`${products.id} = any(${intArray(ids)})`));
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` are ロット管理 products (their receipts carry lot and 賞味期限, decision 065). */
export async function lotManagedProductIds(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      inScope(
        products.organisationId,
        scope,
        sql`${products.id} = any(${intArray(ids)}) and ${products.lotManaged}`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The codes and prices of the organisation's first on-sale products (demo orders buy them). */
export async function onSaleProducts(db: DbOrTx, scope: OrganisationScope, limit: number) {
  const { rows } = await db.execute<{ code: string; price: number }>(
    sql`select p.product_code as code, p.price from products p
         where ${inScope('p', scope)} and p.sales_status = 'on_sale'
         order by p.product_code limit ${limit}`,
  );
  return rows;
}

/** A product of the organisation that names the supplier, if any (the first by code). */
export const productNamesUsingSupplier = productRecords.firstNameWhere(
  products.supplierId,
  products.productCode,
  products.name,
);
