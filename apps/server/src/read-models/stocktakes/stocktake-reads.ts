import type {
  Page,
  StocktakeDto,
  StocktakeLineDto,
  StocktakeLineSearch,
  StocktakeSearch,
} from '@logi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allOf, iso, isoOrNull } from '../../db/sql.ts';
import { readListPage, readListWindow, type ListRead } from '../lists/list-read.ts';

// 棚卸's reads (decision 069): counts with their warehouse and figures, and a count's lines with
// each product's code, name, JAN, shelf and pieces there now — the stocktakes module writes, this reads across.

type StocktakeRowRead = {
  id: number;
  warehouse_id: number;
  warehouse_code: string;
  warehouse_name: string;
  status: StocktakeDto['status'];
  product_filter: string | null;
  location_filter: string | null;
  line_count: number;
  counted_count: number;
  difference_count: number;
  adjusted_count: number | null;
  created_at: string | Date;
  started_by: string | null;
  finished_at: string | Date | null;
};

const toStocktake = (row: StocktakeRowRead): StocktakeDto => ({
  id: row.id,
  warehouseId: row.warehouse_id,
  warehouseCode: row.warehouse_code,
  warehouseName: row.warehouse_name,
  status: row.status,
  productFilter: row.product_filter,
  locationFilter: row.location_filter,
  lineCount: row.line_count,
  countedCount: Number(row.counted_count),
  differenceCount: Number(row.difference_count),
  adjustedCount: row.adjusted_count,
  startedAt: iso(row.created_at),
  startedBy: row.started_by,
  finishedAt: isoOrNull(row.finished_at),
});

const STOCKTAKE_SELECT = sql`
  select t.id, t.warehouse_id, w.code as warehouse_code, w.name as warehouse_name, t.status,
         t.product_filter, t.location_filter, t.line_count, t.adjusted_count, t.created_at, t.finished_at,
         (select u.name from users u where u.id = t.started_by) as started_by,
         f.counted_count, f.difference_count
    from stocktakes t
    join warehouses w on w.organisation_id = t.organisation_id and w.id = t.warehouse_id
   cross join lateral (
     select count(l.counted)::int as counted_count,
            count(*) filter (where l.counted <> l.expected)::int as difference_count
       from stocktake_lines l where l.organisation_id = t.organisation_id and l.stocktake_id = t.id
   ) f`;

const stocktakeList = (where: SQL): ListRead<StocktakeRowRead, StocktakeDto, 'started_at'> => ({
  select: STOCKTAKE_SELECT,
  table: sql`stocktakes t`,
  id: sql`t.id`,
  where,
  sorts: { started_at: sql`t.created_at` },
  idsFirst: true,
  toDtos: (rows) => rows.map(toStocktake),
});

/** 棚卸一覧: the organisation's counts, newest first unless asked. */
export function searchStocktakes(
  db: DbOrTx,
  scope: OrganisationScope,
  search: StocktakeSearch,
): Promise<Page<StocktakeDto>> {
  const where = allOf([
    inScope('t', scope),
    search.warehouseId ? sql`t.warehouse_id = ${search.warehouseId}` : undefined,
    search.status ? sql`t.status = ${search.status}` : undefined,
  ]);
  return readListPage(db, stocktakeList(where), search);
}

/** One count with its figures, or undefined when the organisation has none of that id. */
export async function showStocktake(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await readListWindow(
    db,
    stocktakeList(inScope('t', scope, sql`t.id = ${id}`)),
    { sort: 'started_at', direction: 'asc' },
    { offset: 0, limit: 1 },
  );
  return row;
}

type LineRowRead = {
  id: number;
  product_id: number;
  product_code: string;
  product_name: string;
  jan_code: string | null;
  location_id: number | null;
  location_code: string | null;
  expected: number;
  counted: number | null;
  current_on_hand: number;
};

const toLine = (row: LineRowRead): StocktakeLineDto => ({
  id: row.id,
  productId: row.product_id,
  productCode: row.product_code,
  productName: row.product_name,
  janCode: row.jan_code,
  locationId: row.location_id,
  locationCode: row.location_code,
  expected: row.expected,
  counted: row.counted,
  difference: row.counted === null ? null : row.counted - row.expected,
  currentOnHand: row.current_on_hand,
});

const FILTERS: Record<StocktakeLineSearch['filter'], SQL | undefined> = {
  all: undefined,
  differences: sql`l.counted <> l.expected`,
  uncounted: sql`l.counted is null`,
};

const SHELF_JOIN = sql`left join locations loc on loc.organisation_id = l.organisation_id and loc.id = l.location_id`;
/** The counter's walk: shelves by 順路 then code, 棚番未設定 last, then product code. */
const WALK = sql`(coalesce(loc.route_order, 2147483647), coalesce(loc.code, ''), p.product_code)`;

function lineList(
  scope: OrganisationScope,
  stocktakeId: number,
  search: Pick<StocktakeLineSearch, 'filter' | 'keyword'> & { lineId?: number },
): ListRead<LineRowRead, StocktakeLineDto, 'location' | 'product_code' | 'difference'> {
  const pattern = search.keyword ? containsPattern(search.keyword) : null;
  return {
    // 現在庫 on the line's shelf: its pieces there, or for 棚番未設定 on_hand less every shelf's.
    select: sql`
      select l.id, l.product_id, p.product_code, p.name as product_name, p.jan_code,
             l.location_id, loc.code as location_code, l.expected, l.counted,
             case when l.location_id is null
                  then coalesce(s.on_hand, 0) - coalesce((select sum(x.on_hand) from stock_locations x
                       where x.organisation_id = l.organisation_id and x.stock_id = s.id), 0)
                  else coalesce((select x.on_hand from stock_locations x
                       where x.organisation_id = l.organisation_id and x.stock_id = s.id
                         and x.location_id = l.location_id), 0)
             end::int as current_on_hand
        from stocktake_lines l
        join stocktakes t on t.organisation_id = l.organisation_id and t.id = l.stocktake_id
        join products p on p.organisation_id = l.organisation_id and p.id = l.product_id
        ${SHELF_JOIN}
        left join stocks s on s.organisation_id = l.organisation_id
                          and s.product_id = l.product_id and s.warehouse_id = t.warehouse_id`,
    table: sql`stocktake_lines l join products p on p.organisation_id = l.organisation_id and p.id = l.product_id ${SHELF_JOIN}`,
    id: sql`l.id`,
    where: allOf([
      inScope('l', scope, sql`l.stocktake_id = ${stocktakeId}`),
      FILTERS[search.filter],
      search.lineId === undefined ? undefined : sql`l.id = ${search.lineId}`,
      pattern
        ? sql`(p.product_code ilike ${pattern} or p.name ilike ${pattern} or p.jan_code = ${search.keyword} or loc.code ilike ${pattern})`
        : undefined,
    ]),
    sorts: {
      location: WALK,
      product_code: sql`p.product_code`,
      difference: sql`(l.counted - l.expected)`,
    },
    toDtos: (rows) => rows.map(toLine),
  };
}

/** A page of a count's lines (理論在庫, 実棚数, 差異, 現在庫), filtered to 差異あり or 未入力 when asked. */
export const searchStocktakeLines = (
  db: DbOrTx,
  scope: OrganisationScope,
  stocktakeId: number,
  search: StocktakeLineSearch,
) => readListPage(db, lineList(scope, stocktakeId, search), search);

/** The count sheet's rows, a window at a time along the walk (棚番's 順路 then code). */
export const stocktakeSheetReader =
  (db: DbOrTx, scope: OrganisationScope, stocktakeId: number) => (offset: number, limit: number) =>
    readListWindow(
      db,
      lineList(scope, stocktakeId, { filter: 'all', keyword: null }),
      { sort: 'location', direction: 'asc' },
      { offset, limit },
    );

/** One line of a count, or undefined when the count has no such line. */
export async function showStocktakeLine(
  db: DbOrTx,
  scope: OrganisationScope,
  stocktakeId: number,
  lineId: number,
) {
  const [line] = await readListWindow(
    db,
    lineList(scope, stocktakeId, { filter: 'all', keyword: null, lineId }),
    { sort: 'product_code', direction: 'asc' },
    { offset: 0, limit: 1 },
  );
  return line;
}
