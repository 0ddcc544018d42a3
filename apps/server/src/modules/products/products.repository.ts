import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSearch, ProductSortField } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { withDomainErrors } from '../../db/database-errors.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { offsetOf } from '../../http/pagination.ts';
import {
  PRODUCT_CODE_UNIQUE,
  PRODUCT_SUPPLIER_FK,
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * What a keyword's matches must all contain: its bigrams (one character: itself), lower-cased as
 * search_grams lower-cases under the C locale (ASCII only), by code point. Asking for bigrams only
 * keeps the GIN lookup off the unigram lists, which name nearly every row.
 */
export function keywordGrams(keyword: string): string[] {
  const chars = Array.from(keyword.replace(/[A-Z]/g, (letter) => letter.toLowerCase()));
  if (chars.length < 2) return chars;
  return [...new Set(chars.slice(1).map((char, index) => `${chars[index]}${char}`))];
}

/**
 * The keyword is a contains-match on code and name. The GIN index over their unigrams and bigrams
 * (migration 0010, decision 021) narrows the rows, even for a two-character Japanese word; ILIKE
 * then keeps the exact matches. The expression must stay the index's, to the letter.
 */
function keywordCondition(keyword: string): SQL | undefined {
  const grams = sql`search_grams(${products.productCode} || ${sql.raw("' '")} || ${products.name})`;
  const wanted = sql.join(
    keywordGrams(keyword).map((gram) => sql`${gram}`),
    sql`, `,
  );
  const pattern = `%${escapeLike(keyword)}%`;
  return and(
    sql`${grams} @> array[${wanted}]::text[]`,
    or(ilike(products.productCode, pattern), ilike(products.name, pattern)),
  );
}

function searchConditions(search: ProductSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search.keyword) conditions.push(keywordCondition(search.keyword));
  if (search.janCode) conditions.push(eq(products.janCode, search.janCode));
  if (search.salesStatus) conditions.push(eq(products.salesStatus, search.salesStatus));
  if (search.supplierId) conditions.push(eq(products.supplierId, search.supplierId));
  return and(...conditions);
}

const whereOf = (scope: OrganisationScope, search: ProductSearch) =>
  inScope(products.organisationId, scope, searchConditions(search));

/**
 * The organisation's products that match, in the search's order (id breaks ties, so pages and
 * export chunks are stable); the window defaults to the search's page.
 */
export async function searchProducts(
  db: DbOrTx,
  scope: OrganisationScope,
  search: ProductSearch,
  window = { offset: offsetOf(search.page, search.perPage), limit: search.perPage },
): Promise<ProductRow[]> {
  const order = search.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(products)
    .where(whereOf(scope, search))
    .orderBy(order(SORT_COLUMNS[search.sort]), asc(products.id))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The page and the number of all matches in one pass over the matching rows (count(*) over the
 * whole result, computed before the limit); null when the page is past the end (no row to carry it).
 */
export async function searchProductPageRows(
  db: DbOrTx,
  scope: OrganisationScope,
  search: ProductSearch,
): Promise<{ rows: ProductRow[]; total: number | null }> {
  const order = search.direction === 'asc' ? asc : desc;
  const found = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(whereOf(scope, search))
    .orderBy(order(SORT_COLUMNS[search.sort]), asc(products.id))
    .limit(search.perPage)
    .offset(offsetOf(search.page, search.perPage));
  return { rows: found.map((row) => row.product), total: found[0]?.total ?? null };
}

export async function countProducts(db: DbOrTx, scope: OrganisationScope, search: ProductSearch) {
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .where(whereOf(scope, search));
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

export type StockTotals = { onHand: number; available: number };

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
