import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { executePreparedText, type PreparedText } from '../../db/sql.ts';
import { matchCountKey, pageWithKeptCount, type KeptMatchCount } from './kept-match-counts.ts';
import { startsFromCodeRange } from './product-code-order.ts';
import { filterKey, isFiltered, type ProductFilter, type ProductSort } from './product-filter.ts';
import {
  countStatement,
  filterParts,
  pageAttaches,
  pageStatement,
  recountStatement,
  type PageColumns,
  type PageForm,
  type PageMatch,
  type PageTotal,
} from './product-page-statements.ts';

export type { PageColumns } from './product-page-statements.ts';

/** Which rows of the list: the first row's position and how many. */
export type ProductWindow = { offset: number; limit: number };

/**
 * A page: its products' ids in the list's order, the caller's columns of each, and the total;
 * `attached`: whether each row carries the columns' attached rows too (pageAttaches).
 */
export type ProductPage<Row> = { ids: number[]; rows: Row[]; total: number; attached: boolean };

/** The columns every page row carries besides the caller's. */
type PageRow = {
  page_id: number;
  page_total: number | null;
  page_generation: string | null;
  page_products: number | null;
};

/**
 * Whether a page takes its ids first and then reads only its rows: when the rows it walks past can
 * be passed on an index alone (a later page in code order; 販売状態's index carries price and id).
 * A keyword's recheck reads every row walked anyway, and an unfiltered first page walks just its
 * own rows: those read them in the walk (a join less, ~0.3 ms; decision 029).
 */
function formOf(filter: ProductFilter, sort: ProductSort, window: ProductWindow): PageForm {
  if (filter.keyword || (!isFiltered(filter) && window.offset === 0)) return 'walk';
  // Every product in code order, deep: the kept code ranges place the page (migration 0023).
  const inRanges =
    !isFiltered(filter) && sort.field === 'product_code' && startsFromCodeRange(window.offset);
  return inRanges ? 'ranges' : 'ids';
}

/** How many rows a page may expect to walk in code order to leave its keyword's grams out. */
export const WALK_WITHOUT_GRAMS_ROWS = 2_000;

/** The share of the organisation's products a kept count matched, when read with their number. */
export const keptShare = (kept: KeptMatchCount | undefined) =>
  kept?.products ? kept.total / kept.products : undefined;

/**
 * How a keyword's page in code order matches: by LIKE alone when the share of products matching
 * (a kept count's, or a two-character keyword's bigram frequency from ANALYZE) says the code index
 * reaches the page's last match within WALK_WITHOUT_GRAMS_ROWS rows (matches spread evenly over
 * the codes), else with the index's grams, which let PostgreSQL read a rare keyword's few matches
 * from the bigram index instead. The rows are the same either way: LIKE decides every match. Its
 * plan with the grams assumed the same spread (it walked 緑茶's page by code): matches bunched late
 * in code order are walked to as far either way.
 */
export function pageMatchOf(
  filter: ProductFilter,
  sort: ProductSort,
  window: ProductWindow,
  share: number | undefined,
): PageMatch {
  if (!filter.keyword || sort.field !== 'product_code' || !share) return 'page';
  const walked = (window.offset + window.limit) / share;
  return walked <= WALK_WITHOUT_GRAMS_ROWS ? 'walk' : 'page';
}

/**
 * A page of the organisation's products that match the filter, in the sort's order, and the number
 * of all matches: the one call both the product list and the stock list page through. `columns`
 * are the caller's columns of each product (SQL on `products`, built once, with no placeholders of
 * their own), read in the page's own statement (one round trip a page, decision 029); the rows
 * come as PostgreSQL gave them (timestamps as text), for the caller to map once. Every statement
 * is built once per shape and prepared by name (decision 067); a keyword's are its own (077).
 *
 * Inside: a filter's matches are counted in a subquery of their own and the count kept while the
 * organisation's products are unchanged (migration 0024); unfiltered, the total is the kept product
 * count (0015); a deep page in code order is placed by the kept code ranges (0023); a keyword's
 * index lookup asks its rarer bigrams (gram-frequencies.ts). A page past the end is counted apart.
 */
export async function productPage<Row>(
  db: DbOrTx,
  scope: OrganisationScope,
  filter: ProductFilter,
  sort: ProductSort,
  window: ProductWindow,
  columns: PageColumns,
): Promise<ProductPage<Row>> {
  const parts = await filterParts(db, filter);
  const values = {
    ...parts.values,
    organisationId: scope.organisationId,
    limit: window.limit,
    offset: window.offset,
  };
  const form = formOf(filter, sort, window);
  const read = async (total: PageTotal, match: PageMatch = 'page') => {
    const statement = pageStatement(columns, parts, form, total, sort, match);
    const attached = pageAttaches(parts.shape, form, match) ? columns.attached : undefined;
    const all = attached ? { ...values, ...attached.values() } : values;
    const result = await readPage<Row>(db, statement, all);
    return { ...result, page: { ...result.page, attached: attached !== undefined } };
  };
  const countApart = async () => {
    const statement = countStatement(parts, isFiltered(filter));
    const { rows } = await executePreparedText<{ total: number | null }>(db, statement, values);
    return rows[0]?.total ?? 0;
  };
  if (!isFiltered(filter)) {
    const { page, total } = await read('kept');
    return { ...page, total: total ?? (await countApart()) };
  }
  const { page, total } = await pageWithKeptCount(
    db,
    matchCountKey(scope, filterKey(filter)),
    (kept) => {
      const share = kept ? keptShare(kept) : parts.matchShare;
      const match = form === 'walk' ? pageMatchOf(filter, sort, window, share) : 'page';
      return read(kept ? 'none' : 'counted', match);
    },
    async () => {
      const statement = recountStatement(parts);
      const { rows } = await executePreparedText<{
        total: number;
        generation: string;
        products: number | null;
      }>(db, statement, values);
      return rows[0]!;
    },
  );
  return { ...page, total: total ?? (await countApart()) };
}

/** A page's rows, with the total and generation read from its first row. */
async function readPage<Row>(db: DbOrTx, statement: PreparedText, values: Record<string, unknown>) {
  const { rows } = await executePreparedText<Row & PageRow>(db, statement, values);
  const first = rows[0];
  return {
    page: { ids: rows.map((row) => row.page_id), rows: rows as Row[] },
    total: first ? first.page_total : null,
    generation: first ? first.page_generation : null,
    products: first ? first.page_products : null,
  };
}
