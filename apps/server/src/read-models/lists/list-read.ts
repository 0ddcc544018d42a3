import { SEARCH_PER_PAGE_MAX, type MorePage, type Page } from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { executePrepared } from '../../db/sql.ts';
import { offsetOf, pageOf } from '../../http/pagination.ts';

// One read shape for the lists that join several modules' tables (引当管理, 入荷予定, 返品実績;
// decision 051): a page is the count and one window of rows, sorted by a column then the id.

export type ListRead<Row, Dto, Sort extends string> = {
  /** `select … from <table> <alias> join …`, without its where. */
  select: SQL;
  /** The listed table with its alias (`orders o`): what the count and the ids-first read scan. */
  table: SQL;
  /** The alias's id (`o.id`): the last sort key, so equal values keep one order. */
  id: SQL;
  /** The filters (`allOf` of db/sql.ts), the organisation first. */
  where: SQL;
  sorts: Record<Sort, SQL>;
  /** The window's ids first, on the listed table alone: the joins then run for its rows only. */
  idsFirst?: boolean;
  /**
   * Window and count as named prepared statements (one per filter shape; decision 058): for lists
   * loaded all day, whose planning cost as much as their run. Every value in `where` bound.
   */
  prepared?: boolean;
  toDtos: (rows: Row[]) => Dto[] | Promise<Dto[]>;
};

export type ListOrder<Sort extends string> = { sort: Sort; direction: 'asc' | 'desc' };
export type ListWindow = { offset: number; limit: number };

/** A page and the row that says whether there is a next: the most a prepared window reads. */
export const PAGE_ROWS_MAX = SEARCH_PER_PAGE_MAX + 1;

// A prepared window's limit and offset are hidden from the planner in subqueries: a custom plan
// then costs what the generic one does, so PostgreSQL keeps the generic plan and plans nothing per
// request (the parcels window spent 1.2 of its 2.1 ms of CPU planning; decision 058). Its ids are
// capped by a constant page, so every plan is costed on at most that many rows (nested loops on
// the keys, never a scan of the whole table; PostgreSQL guesses a tenth of the rows otherwise).

/** One window of the list in its order: a page, or a CSV export's chunk. */
export async function readListWindow<Row, Dto, Sort extends string>(
  db: DbOrTx,
  list: ListRead<Row, Dto, Sort>,
  order: ListOrder<Sort>,
  { offset, limit }: ListWindow,
): Promise<Dto[]> {
  const bounds = { limit: sql`${limit}`, offset: sql`${offset}` };
  const hidden = Boolean(list.prepared) && limit <= PAGE_ROWS_MAX;
  const { rows } = await run<Row>(db, list, windowQuery(list, order, bounds, hidden));
  return list.toDtos(rows);
}

/**
 * The window's statement: `limit` and `offset` are values or placeholders (a statement built once
 * per shape, decision 067). `hidden`: the bounds hidden and the ids capped, as above.
 */
export function windowQuery<Sort extends string>(
  list: Pick<
    ListRead<never, never, Sort>,
    'select' | 'table' | 'id' | 'where' | 'sorts' | 'idsFirst'
  >,
  { sort, direction }: ListOrder<Sort>,
  { limit, offset }: { limit: SQL; offset: SQL },
  hidden: boolean,
): SQL {
  const way = direction === 'desc' ? sql`desc` : sql`asc`;
  const order = sql`order by ${list.sorts[sort]} ${way}, ${list.id} ${way}`;
  const bounds = sql`limit ${limit} offset ${offset}`;
  if (!list.idsFirst) return sql`${list.select} where ${list.where} ${order} ${bounds}`;
  if (!hidden)
    return sql`${list.select} where ${list.id} in (select ${list.id} from ${list.table}
                 where ${list.where} ${order} ${bounds}) ${order}`;
  return sql`${list.select} where ${list.id} in (select w.id from (select ${list.id} from ${list.table}
               where ${list.where} ${order} limit (select ${limit}::int) offset (select ${offset}::int)) w
               limit ${sql.raw(String(PAGE_ROWS_MAX))}) ${order}`;
}

const run = <Row>(db: DbOrTx, list: { prepared?: boolean }, query: SQL) =>
  list.prepared
    ? executePrepared<Row>(db, query)
    : (db.execute(query) as Promise<{ rows: unknown[] }> as Promise<{ rows: Row[] }>);

/** The rows `list.where` matches, counted (what a page's `total` reads). */
export async function countListRows(
  db: DbOrTx,
  list: Pick<ListRead<never, never, string>, 'table' | 'where' | 'prepared'>,
) {
  const { rows } = await run<{ total: number }>(
    db,
    list,
    sql`select count(*)::int as total from ${list.table} where ${list.where}`,
  );
  return rows[0]!.total;
}

/**
 * A page of the list and the count of every row its filters match: `keptTotal` when the caller
 * kept it (lists/kept-by-tag.ts), else counted beside the window.
 */
export async function readListPage<Row, Dto, Sort extends string>(
  db: DbOrTx,
  list: ListRead<Row, Dto, Sort>,
  search: ListOrder<Sort> & { page: number; perPage: number },
  keptTotal?: number,
): Promise<Page<Dto>> {
  const window = { offset: offsetOf(search.page, search.perPage), limit: search.perPage };
  const [data, total] = await Promise.all([
    readListWindow(db, list, search, window),
    keptTotal ?? countListRows(db, list),
  ]);
  return pageOf(data, total, search.page, search.perPage);
}

/**
 * A page of the list without a count: one row more than the page says whether there is a next.
 * `offset` 0 when `list.where` already starts at the page (a kept start; decision 058).
 */
export async function readListMore<Row, Dto, Sort extends string>(
  db: DbOrTx,
  list: ListRead<Row, Dto, Sort>,
  search: ListOrder<Sort> & { page: number; perPage: number },
  offset = offsetOf(search.page, search.perPage),
): Promise<MorePage<Dto>> {
  const window = { offset, limit: search.perPage + 1 };
  const data = await readListWindow(db, list, search, window);
  const hasMore = data.length > search.perPage;
  return {
    data: hasMore ? data.slice(0, search.perPage) : data,
    hasMore,
    currentPage: search.page,
    perPage: search.perPage,
  };
}
