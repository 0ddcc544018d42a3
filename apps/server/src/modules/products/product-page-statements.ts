import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, escapeLike } from '../../db/like-patterns.ts';
import { inScope, preparedScope } from '../../db/organisation-scope.ts';
import { preparedTexts, textLiteral, valueTexts } from '../../db/sql.ts';
import { frequenciesForKeyword } from './gram-frequencies.ts';
import { productIdsInCodeOrder } from './product-code-order.ts';
import {
  productOrder,
  productSortColumn,
  type ProductFilter,
  type ProductSort,
} from './product-filter.ts';
import {
  askedGrams,
  keywordMatchSql,
  keywordShapeOf,
  type KeywordShape,
  type KeywordUse,
} from './product-keyword.ts';
import { products } from './products.table.ts';

// productPage's statements, built once per shape with placeholders for every value and run as
// named prepared statements (decision 067): building them per request was most of the CPU a page
// cost outside PostgreSQL. The placeholders: organisationId, limit, offset, the filter's values.

/** A page's own columns: SQL on the product as `products`, built once by the caller; `name` tells them apart. */
export type PageColumns = {
  name: string;
  select: SQL;
  /**
   * What each page row carries from other tables, read in the page's statement when PostgreSQL
   * keeps one plan for it (pageAttaches): `relation(ids)` of the page's product ids (an int[]
   * expression) has a `product_id` column and the `column` each row gets (null for none); `values`
   * are its placeholders' values for a request (besides organisationId).
   */
  attached?: {
    relation: (ids: SQL) => SQL;
    column: string;
    values: () => Record<string, unknown>;
  };
};

/** Which fields of a filter narrow, and how its keyword matches: one statement per shape. */
export type FilterShape = {
  keyword: KeywordShape | null;
  /** The keyword's pattern and asked grams as literals of the statement's text (statementOf). */
  written: { pattern: string; grams: string } | null;
  janCode: boolean;
  janCodePrefix: boolean;
  salesStatus: boolean;
  supplierId: boolean;
};

/** The filter's shape, its key, and its placeholders' values (the keyword's grams steer the index). */
export async function filterParts(db: DbOrTx, filter: ProductFilter) {
  const values: Record<string, unknown> = {};
  let keyword: KeywordShape | null = null;
  let written: FilterShape['written'] = null;
  /** A two-character keyword's share of matching products: its bigram's sampled frequency (every organisation's). */
  let matchShare: number | undefined;
  if (filter.keyword) {
    const frequencies = await frequenciesForKeyword(db, filter.keyword);
    const asked = askedGrams(filter.keyword, frequencies);
    keyword = keywordShapeOf(filter.keyword, asked);
    if (keyword.gramsDecide && asked.length === 1) matchShare = frequencies.get(asked[0]!);
    values.pattern = containsPattern(filter.keyword);
    values.grams = asked;
    written = writtenKeyword(values.pattern as string, asked);
  }
  if (filter.janCode) values.janCode = filter.janCode;
  if (filter.janCodePrefix) values.janCodePrefix = `${escapeLike(filter.janCodePrefix)}%`;
  if (filter.salesStatus) values.salesStatus = filter.salesStatus;
  if (filter.supplierId) values.supplierId = filter.supplierId;
  const shape: FilterShape = {
    keyword,
    written,
    janCode: Boolean(filter.janCode),
    janCodePrefix: Boolean(filter.janCodePrefix),
    salesStatus: Boolean(filter.salesStatus),
    supplierId: Boolean(filter.supplierId),
  };
  const key = keyword
    ? `${keyword.contains}${keyword.grams ? 'g' : '-'}${keyword.gramsDecide ? 'd' : '-'}`
    : '-';
  const flags = [shape.janCode, shape.janCodePrefix, shape.salesStatus, shape.supplierId];
  const flagKey = flags.map((on) => (on ? '1' : '0')).join('');
  const valueKey = written ? `:${written.pattern}:${written.grams}` : '';
  return { shape, key: `${key}${flagKey}${valueKey}`, values, matchShare };
}

/** The pattern and grams as SQL literals; null if a literal cannot hold them (they stay bound). */
function writtenKeyword(pattern: string, grams: readonly string[]): FilterShape['written'] {
  const literals = [pattern, ...grams].map(textLiteral);
  if (literals.some((literal) => literal === undefined)) return null;
  const [patternLiteral, ...gramLiterals] = literals as string[];
  return { pattern: patternLiteral!, grams: `array[${gramLiterals.join(', ')}]::text[]` };
}

const placeholder = (name: string) => sql`${sql.placeholder(name)}`;

/** The filter's shape as a condition on `products`, in the organisation bound at execution. */
function whereOf(shape: FilterShape, use: KeywordUse): SQL {
  const conditions: SQL[] = [];
  if (shape.keyword) {
    const match = keywordMatchSql(
      sql`${products.productCode}`,
      sql`${products.name}`,
      shape.keyword,
      shape.written
        ? { pattern: sql.raw(shape.written.pattern), grams: sql.raw(shape.written.grams), use }
        : { pattern: placeholder('pattern'), grams: sql`${sql.placeholder('grams')}::text[]`, use },
    );
    conditions.push(match);
  }
  if (shape.janCode) conditions.push(sql`${products.janCode} = ${placeholder('janCode')}`);
  if (shape.janCodePrefix) {
    conditions.push(sql`${products.janCode} like ${placeholder('janCodePrefix')}`);
  }
  if (shape.salesStatus) {
    conditions.push(sql`${products.salesStatus} = ${placeholder('salesStatus')}`);
  }
  if (shape.supplierId) {
    conditions.push(sql`${products.supplierId} = ${placeholder('supplierId')}`);
  }
  return inScope(products.organisationId, preparedScope(), ...conditions);
}

/** The organisation's kept number of products (migration 0015): one row, no scan. */
const KEPT_PRODUCT_TOTAL = sql`(select c.total from product_counts c where ${inScope('c', preparedScope())})`;

/** The organisation's product generation (migration 0024), read in the page's own statement. */
const GENERATION = sql`(select c.generation from product_counts c where ${inScope('c', preparedScope())})`;

/** Whether the organisation's gram counts are kept (migration 0055): unkept after an import. */
const GRAMS_KEPT = sql`(select c.grams_kept from product_counts c where ${inScope('c', preparedScope())})`;

/**
 * Whether the filter is a keyword alone whose one bigram decides its matches (two characters):
 * its number of matches is the organisation's count of that gram (decision 078).
 */
const countedByGram = (shape: FilterShape) =>
  shape.keyword !== null &&
  shape.keyword.grams &&
  shape.keyword.gramsDecide &&
  !shape.janCode &&
  !shape.janCodePrefix &&
  !shape.salesStatus &&
  !shape.supplierId;

/** Whether the filter is a 販売状態 alone: its number of matches is a kept status count. */
const countedByStatus = (shape: FilterShape) =>
  shape.salesStatus &&
  shape.keyword === null &&
  !shape.janCode &&
  !shape.janCodePrefix &&
  !shape.supplierId;

/**
 * The filter's number of matches: a kept count (decision 078) when the filter is a 販売状態 alone,
 * or a keyword of one bigram while the gram counts are kept; else counted through the index (an
 * uncorrelated subquery, which CASE runs only when it takes that branch).
 */
function matches(shape: FilterShape) {
  if (countedByStatus(shape)) {
    return sql`coalesce((select s.products from product_status_counts s
      where ${inScope('s', preparedScope(), sql`s.sales_status = ${placeholder('salesStatus')}`)}), 0)`;
  }
  const counted = sql`(select count(*) from ${products} where ${whereOf(shape, 'count')})::int`;
  if (!countedByGram(shape)) return counted;
  const grams = shape.written ? sql.raw(shape.written.grams) : sql`${placeholder('grams')}::text[]`;
  const gramCount = sql`coalesce((select g.products from product_gram_counts g
    where ${inScope('g', preparedScope(), sql`g.gram = (${grams})[1]`)}), 0)`;
  return sql`(case when ${GRAMS_KEPT} then ${gramCount} else ${counted} end)`;
}

/** How a page finds its rows: walking the order, ids first, or placed by the kept code ranges. */
export type PageForm = 'walk' | 'ids' | 'ranges';
/** Its total: the kept product count, the matches counted in it, or none (a kept count serves). */
export type PageTotal = 'kept' | 'counted' | 'none';

/** How a walking page matches its keyword: with the index's grams, or by LIKE alone (KeywordUse). */
export type PageMatch = Extract<KeywordUse, 'page' | 'walk'>;

function pageSql(
  columns: PageColumns,
  shape: FilterShape,
  form: PageForm,
  total: PageTotal,
  sort: ProductSort,
  match: PageMatch,
) {
  const order = sql.join(productOrder(sort), sql`, `);
  const once = total === 'counted' && readsMatchesOnce(shape, form, match);
  const counted = once ? sql`(select count(*) from matched)::int` : matches(shape);
  const totalSql =
    total === 'kept' ? KEPT_PRODUCT_TOTAL : total === 'counted' ? counted : sql`null::int`;
  const generation = total === 'kept' ? sql`null::bigint` : GENERATION;
  // Counted with the organisation's products, so a kept count tells how common its matches are.
  const productsSql = total === 'counted' ? KEPT_PRODUCT_TOTAL : sql`null::int`;
  const select = sql`select ${columns.select}, ${products.id} as page_id, ${totalSql} as page_total,
      ${generation} as page_generation, ${productsSql} as page_products`;
  const window = sql`limit ${placeholder('limit')} offset ${placeholder('offset')}`;
  if (once) return matchedOnce(select, shape, sort, { order, window });
  if (form === 'walk') {
    // The unfiltered first page (named) hides its window from the planner, as 出荷作業's lists do
    // (decision 058): readable, the plan for 20 rows always looked cheaper than the generic one and
    // PostgreSQL planned every execution (0.6 of the stock list's 1.2 ms). So does a keyword's page
    // known to walk: its only way is the sort's index, and planned each time it cost 0.2–0.3 ms
    // more PostgreSQL a page (decision 077). A keyword's page with the grams keeps its limit
    // readable: whether to walk or to read the bigram index and sort hangs on it.
    const walked =
      shape.keyword === null || match === 'walk'
        ? sql`limit (select ${placeholder('limit')}::int) offset (select ${placeholder('offset')}::int)`
        : window;
    const page = sql`${select} from ${products} where ${whereOf(shape, match)} order by ${order} ${walked}`;
    return attachedTo(page, columns, pageAttaches(shape, form, match));
  }
  const ids =
    form === 'ranges'
      ? productIdsInCodeOrder(sort.direction)
      : sql`(select ${products.id} from ${products} where ${whereOf(shape, 'page')}
           order by ${order} ${window})`;
  const page = sql`${select} from ${ids} page join ${products} on ${products.id} = page.id order by ${order}`;
  return attachedTo(page, columns, pageAttaches(shape, form, match));
}

/**
 * Whether a counted page reads the filter's matches once, for its count and its page: when they
 * are counted through the index (no kept count serves) and the page may not walk its order's index
 * alone. Read twice, the page's read also built every match's columns before sorting them (a
 * keyword matching 5,000 products: 14 ms of PostgreSQL's CPU, 3.6 once; BULK-0123's 100: 1.3, 0.9).
 */
const readsMatchesOnce = (shape: FilterShape, form: PageForm, match: PageMatch) =>
  match === 'page' &&
  !countedByStatus(shape) &&
  !countedByGram(shape) &&
  // A page with attached rows (unfiltered, or placed by the code ranges) is never counted.
  !pageAttaches(shape, form, match);

/**
 * The filter's matches read once (materialised: each match's id and sort key), counted in the
 * select's page_total, and the page's ids taken from them; only the page's rows are then read
 * with their columns. The order is the sort's, id breaking ties as productOrder does.
 */
function matchedOnce(
  select: SQL,
  shape: FilterShape,
  sort: ProductSort,
  { order, window }: { order: SQL; window: SQL },
) {
  const matchedOrder = productOrder(sort, { sorted: sql`m.sort_key`, id: sql`m.id` });
  return sql`with matched as materialized (
      select ${products.id} as id, ${productSortColumn(sort)} as sort_key
        from ${products} where ${whereOf(shape, 'count')})
    ${select} from (select m.id from matched m order by ${sql.join(matchedOrder, sql`, `)} ${window}) page
      join ${products} on ${products.id} = page.id order by ${order}`;
}

/**
 * Whether a page reads its attached rows in its own statement: when PostgreSQL keeps one plan for
 * it, its window hidden (the unfiltered first page, a keyword's page known to walk) or given to the
 * code ranges' function (a deep page of every product). Planned with every execution, as the others
 * are, the attached rows' planning cost more than the second round trip they spare (decision 074).
 */
export const pageAttaches = (shape: FilterShape, form: PageForm, match: PageMatch) =>
  form === 'ranges' || (form === 'walk' && (shape.keyword === null || match === 'walk'));

/**
 * The page and its attached rows in one statement. The page is read first (materialised), its ids
 * given to the relation as one array (planned, like a bound array, for a few ids: as a join on the
 * page, for its hidden window's thousands, decision 074). Each page row then takes its column from
 * the attached rows in a subquery, not a join: the page's rows are read as they were written, in
 * the page's order, where a join could hash either side.
 */
function attachedTo(page: SQL, { attached }: PageColumns, attaches: boolean) {
  if (!attached || !attaches) return page;
  const { relation, column } = attached;
  const name = sql.identifier(column);
  return sql`with page as materialized (${page}),
    attached as materialized (${relation(sql`array(select page_id from page)`)})
    select page.*, (select a.${name} from attached a where a.product_id = page.page_id) as ${name}
      from page`;
}

const built = preparedTexts();
/** How many keywords' statements the process keeps (each connection at most 64 of them). */
const KEPT_KEYWORDS = 500;
const builtForKeyword = valueTexts(KEPT_KEYWORDS);

/**
 * The statement of a key, built the first time it is asked for. A keyword's best plan hangs on how
 * common its grams are (PostgreSQL's generic plan for placeholders ran 緑茶's counted page 6.5×
 * slower, `npm run bench:product-plans`): its statement is the keyword's own, its pattern and
 * grams written in, so PostgreSQL plans it once per connection for that keyword rather than for
 * each execution (decision 077). One whose values no literal can hold is planned each time.
 */
function statementOf(key: string, filter: { shape: FilterShape }, build: () => SQL) {
  if (filter.shape.written) return builtForKeyword(key, build);
  return built(key, build, { named: filter.shape.keyword === null });
}

/** A page of the shape, its total and the generation as page_total and page_generation on each row. */
export const pageStatement = (
  columns: PageColumns,
  filter: { shape: FilterShape; key: string },
  form: PageForm,
  total: PageTotal,
  sort: ProductSort,
  match: PageMatch = 'page',
) =>
  statementOf(
    `page:${columns.name}:${form}:${total}:${sort.field}:${sort.direction}:${match}:${filter.key}`,
    filter,
    () => pageSql(columns, filter.shape, form, total, sort, match),
  );

/** The filter's matches counted again, with the generation they are exact at and all products. */
export const recountStatement = (filter: { shape: FilterShape; key: string }) =>
  statementOf(
    `recount:${filter.key}`,
    filter,
    () =>
      sql`select ${matches(filter.shape)} as total, ${GENERATION} as generation,
        ${KEPT_PRODUCT_TOTAL} as products`,
  );

/** The matches counted on their own (a page past the end has no row to carry them). */
export const countStatement = (filter: { shape: FilterShape; key: string }, filtered: boolean) =>
  statementOf(`count:${filtered ? filter.key : 'all'}`, filter, () =>
    filtered
      ? sql`select ${matches(filter.shape)} as total`
      : sql`select ${KEPT_PRODUCT_TOTAL} as total`,
  );
