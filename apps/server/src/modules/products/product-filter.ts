import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ProductSalesStatus, ProductSearch, ProductSortField } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf } from '../../db/sql.ts';
import { frequenciesForKeyword, type GramFrequencies } from './gram-frequencies.ts';
import { productKeywordMatch, type KeywordUse } from './product-keyword.ts';
import { products } from './products.table.ts';

/** What a list narrows the organisation's products to; an absent field narrows nothing. */
export type ProductFilter = {
  /** A contains-match on code and name (product-keyword.ts). */
  keyword?: string | null;
  /** The whole JAN (the product list). */
  janCode?: string | null;
  /** The JAN's first digits (the stock list). */
  janCodePrefix?: string | null;
  salesStatus?: ProductSalesStatus | null;
  supplierId?: number | null;
};

/** A list's order by a product's own column. */
export type ProductSort = { field: ProductSortField; direction: 'asc' | 'desc' };

/** The product list's search as a filter and an order. */
export const productFilterOf = (search: ProductSearch): ProductFilter => ({
  keyword: search.keyword,
  janCode: search.janCode,
  salesStatus: search.salesStatus,
  supplierId: search.supplierId,
});
export const productSortOf = (search: ProductSearch): ProductSort => ({
  field: search.sort,
  direction: search.direction,
});

/** What a match is for: a count may skip the keyword's recheck where the grams decide. */
export type MatchPurpose = KeywordUse;

/** Whether the filter narrows the organisation's products at all. */
export const isFiltered = (filter: ProductFilter) =>
  Boolean(
    filter.keyword ||
    filter.janCode ||
    filter.janCodePrefix ||
    filter.salesStatus ||
    filter.supplierId,
  );

/** The identity of a filter for its kept count: every field, in a fixed order. */
export const filterKey = (filter: ProductFilter) => [
  filter.keyword ?? null,
  filter.janCode ?? null,
  filter.janCodePrefix ?? null,
  filter.salesStatus ?? null,
  filter.supplierId ?? null,
];

/** The filter's conditions on a product's columns (their SQL, e.g. `p.product_code`). */
function conditionsOn(
  columns: { code: SQL; name: SQL; janCode: SQL; salesStatus: SQL; supplierId: SQL },
  filter: ProductFilter,
  frequencies: GramFrequencies,
  use: MatchPurpose,
): SQL[] {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    conditions.push(
      productKeywordMatch(columns.code, columns.name, filter.keyword, frequencies, use),
    );
  }
  if (filter.janCode) conditions.push(sql`${columns.janCode} = ${filter.janCode}`);
  if (filter.janCodePrefix) {
    conditions.push(sql`${columns.janCode} like ${`${escapeLike(filter.janCodePrefix)}%`}`);
  }
  if (filter.salesStatus) conditions.push(sql`${columns.salesStatus} = ${filter.salesStatus}`);
  if (filter.supplierId) conditions.push(sql`${columns.supplierId} = ${filter.supplierId}`);
  return conditions;
}

/**
 * The filter as a condition on the product table (Drizzle's `products`), in the organisation; the
 * gram frequencies steer a keyword's index lookup.
 */
export async function productWhere(
  db: DbOrTx,
  scope: OrganisationScope,
  filter: ProductFilter,
  use: MatchPurpose = 'page',
): Promise<SQL> {
  const frequencies = await frequenciesForKeyword(db, filter.keyword);
  const onTable = {
    code: sql`${products.productCode}`,
    name: sql`${products.name}`,
    janCode: sql`${products.janCode}`,
    salesStatus: sql`${products.salesStatus}`,
    supplierId: sql`${products.supplierId}`,
  };
  const conditions = conditionsOn(onTable, filter, frequencies, use);
  return inScope(products.organisationId, scope, and(...conditions));
}

/**
 * The filter as a condition on the products of a list that joins them under an alias (`p`), for
 * lists that filter or sort on other modules' figures too and so cannot page by products alone.
 * The organisation is the caller's join condition.
 */
export async function productsMatching(
  db: DbOrTx,
  alias: string,
  filter: ProductFilter,
  use: MatchPurpose = 'page',
): Promise<SQL | undefined> {
  if (!isFiltered(filter)) return undefined;
  const frequencies = await frequenciesForKeyword(db, filter.keyword);
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions = conditionsOn(
    {
      code: column('product_code'),
      name: column('name'),
      janCode: column('jan_code'),
      salesStatus: column('sales_status'),
      supplierId: column('supplier_id'),
    },
    filter,
    frequencies,
    use,
  );
  return allOf(conditions);
}

const SORT_COLUMNS = {
  product_code: products.productCode,
  name: products.name,
  jan_code: products.janCode,
  price: products.price,
  sales_status: products.salesStatus,
  updated_at: products.updatedAt,
} satisfies Record<ProductSortField, unknown>;

/** The product's column the sort orders by first. */
export const productSortColumn = (sort: ProductSort) => SORT_COLUMNS[sort.field];

/**
 * The sort's order; id breaks ties, except after the product code, unique in an organisation,
 * where a tie-breaker would make a deep page sort every row before it instead of walking the index.
 * `on` names the sort's column and the id in the relation ordered (by default, the products table).
 */
export function productOrder(
  sort: ProductSort,
  on: { sorted: SQL | AnyColumn; id: SQL | AnyColumn } = {
    sorted: productSortColumn(sort),
    id: products.id,
  },
) {
  const order = sort.direction === 'asc' ? asc : desc;
  const first = order(on.sorted);
  return sort.field === 'product_code' ? [first] : [first, asc(on.id)];
}
