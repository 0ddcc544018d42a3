import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductSearch, ProductSortField } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { withDomainErrors } from '../../db/database-errors.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { offsetOf } from '../../http/pagination.ts';
import { frequenciesForKeyword, type GramFrequencies } from './gram-frequencies.ts';
import { matchCountKey, pageWithKeptCount, productGeneration } from './kept-match-counts.ts';
import { productIdsInCodeOrder, startsFromCodeRange } from './product-code-order.ts';
import { productKeywordMatch, type KeywordUse } from './product-keyword.ts';
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

const SORT_COLUMNS = {
  product_code: products.productCode,
  name: products.name,
  jan_code: products.janCode,
  price: products.price,
  sales_status: products.salesStatus,
  updated_at: products.updatedAt,
} satisfies Record<ProductSortField, unknown>;

/** The keyword: a contains-match on code and name (product-keyword.ts, shared with the stock list). */
const keywordCondition = (keyword: string, frequencies: GramFrequencies, use: KeywordUse) =>
  productKeywordMatch(
    sql`${products.productCode}`,
    sql`${products.name}`,
    keyword,
    frequencies,
    use,
  );

function searchConditions(
  search: ProductSearch,
  frequencies: GramFrequencies,
  use: KeywordUse,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search.keyword) conditions.push(keywordCondition(search.keyword, frequencies, use));
  if (search.janCode) conditions.push(eq(products.janCode, search.janCode));
  if (search.salesStatus) conditions.push(eq(products.salesStatus, search.salesStatus));
  if (search.supplierId) conditions.push(eq(products.supplierId, search.supplierId));
  return and(...conditions);
}

/** The search's condition for a page or a count; the gram frequencies steer a keyword's lookup. */
async function whereOf(
  db: DbOrTx,
  scope: OrganisationScope,
  search: ProductSearch,
  use: KeywordUse = 'page',
) {
  const frequencies = await frequenciesForKeyword(db, search.keyword);
  return inScope(products.organisationId, scope, searchConditions(search, frequencies, use));
}

/** Whether the search narrows the organisation's products at all. */
export const isFiltered = (search: ProductSearch) =>
  Boolean(search.keyword || search.janCode || search.salesStatus || search.supplierId);

/**
 * The search's order; id breaks ties, except after the product code, unique in an organisation,
 * where a tie-breaker would make a deep page sort every row before it instead of walking the index.
 */
function orderOf(search: ProductSearch) {
  const order = search.direction === 'asc' ? asc : desc;
  const first = order(SORT_COLUMNS[search.sort]);
  return search.sort === 'product_code' ? [first] : [first, asc(products.id)];
}

export type StockTotals = { onHand: number; available: number };
export type SupplierRef = { id: number; code: string; name: string };

/** A list row: the product, its supplier and its stock totals, read in the page's own query. */
export type ProductListRow = {
  product: ProductRow;
  supplier: SupplierRef | null;
  stock: StockTotals | null;
};

/**
 * A list row's supplier and stock totals (実在庫数, 引当可能数 across the warehouses) as correlated
 * subqueries, so a page is one round trip. Written in SQL on the other modules' table names (the
 * import boundaries keep their Drizzle tables out of here); PostgreSQL runs them after the limit.
 */
// The outer columns are spelt with their table: Drizzle leaves them bare in a one-table select,
// and a bare name inside a subquery would mean the subquery's own column.
const LIST_COLUMNS = {
  product: products,
  supplier: sql<SupplierRef | null>`(select json_build_object('id', s.id, 'code', s.code, 'name', s.name)
    from suppliers s where s.organisation_id = products.organisation_id and s.id = products.supplier_id)`,
  stock: sql<StockTotals | null>`(select json_build_object('onHand', sum(st.on_hand)::int,
      'available', sum(st.on_hand - st.allocated)::int)
    from stocks st where st.organisation_id = products.organisation_id and st.product_id = products.id
    having count(*) > 0)`,
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
    .where(await whereOf(db, scope, search))
    .orderBy(...orderOf(search))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * Whether a page takes its ids first and then reads only its rows: when the rows it walks past can
 * be passed on an index alone (a later page in code order; 販売状態's index carries price and id).
 * A keyword's recheck reads every row walked anyway, and an unfiltered first page walks just its
 * own rows: those read them in the walk (a join less, ~0.3 ms).
 */
const takesIdsFirst = (search: ProductSearch) =>
  !search.keyword && (isFiltered(search) || search.page > 1);

/**
 * The page and the number of all matches; null when the page is past the end (no row to carry
 * it). A filter's matches are counted in a subquery of their own (run once, on its own plan, often
 * an index alone), which leaves the page free to walk the sort's index, and kept while the
 * organisation's products are unchanged (migration 0024): a later page of the same filter reads
 * their generation instead. Unfiltered, the total is the organisation's kept product count
 * (migration 0015).
 */
export async function searchProductPageRows(
  db: DbOrTx,
  scope: OrganisationScope,
  search: ProductSearch,
): Promise<{ rows: ProductListRow[]; total: number | null }> {
  if (!isFiltered(search)) {
    const counted = sql`(select c.total from product_counts c where c.organisation_id = ${scope.organisationId})`;
    const { page, total } = await readListPage(db, scope, search, counted, sql`null::bigint`);
    return { rows: page, total };
  }
  const matches = async () =>
    sql`(select count(*) from ${products} where ${await whereOf(db, scope, search, 'count')})`;
  const { page, total } = await pageWithKeptCount(
    db,
    matchCountKey(scope, [search.keyword, search.janCode, search.salesStatus, search.supplierId]),
    async (counted) =>
      readListPage(
        db,
        scope,
        search,
        counted ? await matches() : sql`null::int`,
        productGeneration(scope),
      ),
    async () => {
      const { rows } = await db.execute<{ total: number; generation: string }>(
        sql`select ${await matches()}::int as total, ${productGeneration(scope)} as generation`,
      );
      return rows[0]!;
    },
  );
  return { rows: page, total };
}

/** A page of the list with the given total and generation columns (read from its first row). */
async function readListPage(
  db: DbOrTx,
  scope: OrganisationScope,
  search: ProductSearch,
  total: SQL,
  generation: SQL,
) {
  const where = await whereOf(db, scope, search);
  const columns = {
    ...LIST_COLUMNS,
    total: total.mapWith((value) => (value === null ? null : Number(value))),
    generation: sql<string | null>`${generation}`,
  };
  const offset = offsetOf(search.page, search.perPage);
  let found;
  if (takesIdsFirst(search)) {
    // Every product in code order, deep: the kept code ranges place the page (migration 0023).
    const page =
      !isFiltered(search) && search.sort === 'product_code' && startsFromCodeRange(offset)
        ? sql`${productIdsInCodeOrder(scope, { offset, limit: search.perPage }, search.direction)} page`
        : db
            .select({ id: products.id })
            .from(products)
            .where(where)
            .orderBy(...orderOf(search))
            .limit(search.perPage)
            .offset(offset)
            .as('page');
    found = await db
      .select(columns)
      .from(page)
      .innerJoin(products, eq(products.id, sql`page.id`))
      .orderBy(...orderOf(search));
  } else {
    found = await db
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(...orderOf(search))
      .limit(search.perPage)
      .offset(offset);
  }
  return {
    page: found.map(({ product, supplier, stock }) => ({ product, supplier, stock })),
    total: found[0]?.total ?? null,
    generation: found[0]?.generation ?? null,
  };
}

/** The organisation's number of products, kept by triggers (migration 0015): one row, no scan. */
export async function countAllProducts(db: DbOrTx, scope: OrganisationScope) {
  const [counted] = await db
    .select({ total: productCounts.total })
    .from(productCounts)
    .where(eq(productCounts.organisationId, scope.organisationId));
  return counted?.total ?? 0;
}

export async function countProducts(db: DbOrTx, scope: OrganisationScope, search: ProductSearch) {
  if (!isFiltered(search)) return countAllProducts(db, scope);
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .where(await whereOf(db, scope, search, 'count'));
  return counted?.total ?? 0;
}

export async function findProduct(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(inScope(products.organisationId, scope, eq(products.id, id)));
  return row;
}

export async function lockProduct(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(inScope(products.organisationId, scope, eq(products.id, id)))
    .for('update');
  return row;
}

/** A product of the organisation that names the supplier, if any (the first by code). */
export async function findProductOfSupplier(
  db: DbOrTx,
  scope: OrganisationScope,
  supplierId: number,
) {
  const [row] = await db
    .select({ productCode: products.productCode, name: products.name })
    .from(products)
    .where(inScope(products.organisationId, scope, eq(products.supplierId, supplierId)))
    .orderBy(asc(products.productCode))
    .limit(1);
  return row;
}

export async function insertProduct(db: DbOrTx, scope: OrganisationScope, values: ProductColumns) {
  const [row] = await withDomainErrors(
    () =>
      db
        .insert(products)
        .values({ ...values, organisationId: scope.organisationId })
        .returning(),
    CONSTRAINT_FIELDS,
  );
  if (!row) throw new Error('product insert returned no row');
  return row;
}

/** Updates only at `version`; no row back means missing (another organisation's) or stale. */
export async function updateProduct(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
  values: ProductColumns,
  version: number,
) {
  const [row] = await withDomainErrors(
    () =>
      db
        .update(products)
        .set({ ...values, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(
          inScope(
            products.organisationId,
            scope,
            eq(products.id, id),
            eq(products.version, version),
          ),
        )
        .returning(),
    CONSTRAINT_FIELDS,
  );
  return row;
}

export async function deleteProduct(db: DbOrTx, scope: OrganisationScope, id: number) {
  const deleted = await withDomainErrors(() =>
    db
      .delete(products)
      .where(inScope(products.organisationId, scope, eq(products.id, id)))
      .returning({ id: products.id }),
  );
  return deleted.length > 0;
}

/**
 * On-hand and available (引当可能数 = on hand − allocated) across the warehouses, per product of
 * the page, in one aggregate query. Written in SQL on the stock table's name: the stock module owns
 * it, and the import boundaries keep its Drizzle table out of here.
 */
export async function stockTotalsOf(
  db: DbOrTx,
  scope: OrganisationScope,
  productIds: number[],
): Promise<Map<number, StockTotals>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await db.execute<{ product_id: number; on_hand: number; available: number }>(sql`
    select product_id, sum(on_hand)::int as on_hand, sum(on_hand - allocated)::int as available
      from stocks
     where organisation_id = ${scope.organisationId}
       and product_id in (${sql.join(
         productIds.map((id) => sql`${id}`),
         sql`, `,
       )})
     group by product_id`);
  return new Map(
    rows.map((row) => [row.product_id, { onHand: row.on_hand, available: row.available }]),
  );
}
