import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { matchCountKey, pageWithKeptCount, productGeneration } from './kept-match-counts.ts';
import { productIdsInCodeOrder, startsFromCodeRange } from './product-code-order.ts';
import {
  filterKey,
  isFiltered,
  productOrder,
  productWhere,
  type ProductFilter,
  type ProductSort,
} from './product-filter.ts';
import { products } from './products.table.ts';

/** Which rows of the list: the first row's position and how many. */
export type ProductWindow = { offset: number; limit: number };

/** A page: its products' ids in the list's order, the caller's columns of each, and the total. */
export type ProductPage<Row> = { ids: number[]; rows: Row[]; total: number };

/** The organisation's kept number of products (migration 0015): one row, no scan. */
const keptProductTotal = (scope: OrganisationScope) =>
  sql`(select c.total from product_counts c where ${inScope('c', scope)})`;

/**
 * Whether a page takes its ids first and then reads only its rows: when the rows it walks past can
 * be passed on an index alone (a later page in code order; 販売状態's index carries price and id).
 * A keyword's recheck reads every row walked anyway, and an unfiltered first page walks just its
 * own rows: those read them in the walk (a join less, ~0.3 ms; decision 029).
 */
const takesIdsFirst = (filter: ProductFilter, window: ProductWindow) =>
  !filter.keyword && (isFiltered(filter) || window.offset > 0);

/**
 * A page of the organisation's products that match the filter, in the sort's order, and the number
 * of all matches: the one call both the product list and the stock list page through. `fields`
 * are the caller's columns of each product, read in the page's own statement (one round trip a
 * page, decision 029); they name the product's columns as `products.<column>`.
 *
 * Inside: a filter's matches are counted in a subquery of their own and the count kept while the
 * organisation's products are unchanged (migration 0024); unfiltered, the total is the kept product
 * count (0015); a deep page in code order is placed by the kept code ranges (0023); a keyword's
 * index lookup asks its rarer bigrams (gram-frequencies.ts). A page past the end is counted apart.
 */
export async function productPage<Fields extends SelectedFields>(
  db: DbOrTx,
  scope: OrganisationScope,
  filter: ProductFilter,
  sort: ProductSort,
  window: ProductWindow,
  fields: Fields,
): Promise<ProductPage<SelectResultFields<Fields>>> {
  const read = (total: SQL, generation: SQL) =>
    readPage(db, scope, filter, sort, window, fields, total, generation);
  if (!isFiltered(filter)) {
    const { page, total } = await read(keptProductTotal(scope), sql`null::bigint`);
    return { ...page, total: total ?? (await countMatches(db, scope, filter)) };
  }
  const matches = async () =>
    sql`(select count(*) from ${products} where ${await productWhere(db, scope, filter, 'count')})`;
  const { page, total } = await pageWithKeptCount(
    db,
    matchCountKey(scope, filterKey(filter)),
    async (counted) => read(counted ? await matches() : sql`null::int`, productGeneration(scope)),
    async () => {
      const { rows } = await db.execute<{ total: number; generation: string }>(
        sql`select ${await matches()}::int as total, ${productGeneration(scope)} as generation`,
      );
      return rows[0]!;
    },
  );
  return { ...page, total: total ?? (await countMatches(db, scope, filter)) };
}

/** The matches counted on their own: for a page past the end, which has no row to carry them. */
async function countMatches(db: DbOrTx, scope: OrganisationScope, filter: ProductFilter) {
  if (!isFiltered(filter)) {
    const { rows } = await db.execute<{ total: number | null }>(
      sql`select ${keptProductTotal(scope)} as total`,
    );
    return rows[0]?.total ?? 0;
  }
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .where(await productWhere(db, scope, filter, 'count'));
  return counted?.total ?? 0;
}

type PageColumns = {
  productPageId: number;
  productPageTotal: number | null;
  productPageGeneration: string | null;
};

/** A page with the given total and generation columns (read from its first row). */
async function readPage<Fields extends SelectedFields>(
  db: DbOrTx,
  scope: OrganisationScope,
  filter: ProductFilter,
  sort: ProductSort,
  window: ProductWindow,
  fields: Fields,
  total: SQL,
  generation: SQL,
) {
  const columns = {
    ...fields,
    productPageId: products.id,
    productPageTotal: total.mapWith((value) => (value === null ? null : Number(value))),
    productPageGeneration: sql<string | null>`${generation}`,
  };
  const order = productOrder(sort);
  let selected: unknown;
  if (takesIdsFirst(filter, window)) {
    // Every product in code order, deep: the kept code ranges place the page (migration 0023).
    const inRanges =
      !isFiltered(filter) && sort.field === 'product_code' && startsFromCodeRange(window.offset);
    const page = inRanges
      ? sql`${productIdsInCodeOrder(scope, window, sort.direction)} page`
      : db
          .select({ id: products.id })
          .from(products)
          .where(await productWhere(db, scope, filter))
          .orderBy(...order)
          .limit(window.limit)
          .offset(window.offset)
          .as('page');
    selected = await db
      .select(columns)
      .from(page)
      .innerJoin(products, eq(products.id, sql`page.id`))
      .orderBy(...order);
  } else {
    selected = await db
      .select(columns)
      .from(products)
      .where(await productWhere(db, scope, filter))
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset);
  }
  // Drizzle cannot name a generic selection's result: the page's own columns are these.
  const found = selected as (PageColumns & Record<string, unknown>)[];
  const rows = found.map(
    ({
      productPageId: _id,
      productPageTotal: _total,
      productPageGeneration: _generation,
      ...row
    }) => row as unknown as SelectResultFields<Fields>,
  );
  return {
    page: { ids: found.map((row) => row.productPageId), rows },
    total: found[0]?.productPageTotal ?? null,
    generation: found[0]?.productPageGeneration ?? null,
  };
}
