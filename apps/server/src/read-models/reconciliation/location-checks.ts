import { STOCK_MESSAGES } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import { findingOf, type ReconciliationCheck } from './finding.ts';

type Drift = {
  stock_id: number;
  reference: string;
  expected: string;
  actual: string;
};

/**
 * 棚番別在庫 (decision 066): a stock row's shelves hold at most its on_hand; for a ロット管理 row,
 * each shelf's lots sum to the shelf's pieces and each lot's shelves hold at most the lot's
 * on_hand. Three comparisons, one statement; a finding names the row, and the shelf or lot.
 */
export const checkLocationBalances: ReconciliationCheck = async (db, scope) => {
  const unknownLot = STOCK_MESSAGES.unknownLot;
  const { rows } = await db.execute<Drift>(sql`
    with shelves as (
      select stock_id, sum(on_hand)::int as on_hand from stock_locations
       where ${inScope('stock_locations', scope)} group by stock_id
    ), lot_shelves as (
      select stock_id, location_id, sum(on_hand)::int as on_hand from stock_lot_locations
       where ${inScope('stock_lot_locations', scope)} group by stock_id, location_id
    ), lot_places as (
      select stock_lot_id, sum(on_hand)::int as on_hand from stock_lot_locations
       where ${inScope('stock_lot_locations', scope)} group by stock_lot_id
    ), rows as (
      select s.id, s.on_hand, p.lot_managed, p.product_code || ' / ' || w.name as reference
        from stocks s
        join products p on ${inScope('p', scope, sql`p.id = s.product_id`)}
        join warehouses w on ${inScope('w', scope, sql`w.id = s.warehouse_id`)}
       where ${inScope('s', scope)}
    )
    select r.id as stock_id, r.reference, '実在庫数 ' || r.on_hand as expected,
           '棚番の合計 ' || sh.on_hand as actual, 0 as part, '' as detail
      from rows r join shelves sh on sh.stock_id = r.id
     where sh.on_hand > r.on_hand
    union all
    select r.id, r.reference || ' / ' || l.code, '棚番 ' || l.code || ' ' || coalesce(x.shelf, 0),
           'ロットの合計 ' || coalesce(x.lots, 0), 1, l.code
      from (select coalesce(sl.stock_id, ls.stock_id) as stock_id,
                   coalesce(sl.location_id, ls.location_id) as location_id,
                   sl.on_hand as shelf, ls.on_hand as lots
              from (select * from stock_locations where ${inScope('stock_locations', scope)}) sl
              full join lot_shelves ls
                on ls.stock_id = sl.stock_id and ls.location_id = sl.location_id) x
      join rows r on r.id = x.stock_id and r.lot_managed
      join locations l on ${inScope('l', scope, sql`l.id = x.location_id`)}
     where coalesce(x.shelf, 0) <> coalesce(x.lots, 0)
    union all
    select r.id, r.reference || ' / ' || coalesce(nullif(lt.lot_no, ''), ${unknownLot}),
           'ロット ' || coalesce(nullif(lt.lot_no, ''), ${unknownLot}) || ' ' || lt.on_hand,
           '棚番の合計 ' || lp.on_hand, 2, lt.lot_no
      from stock_lots lt
      join lot_places lp on lp.stock_lot_id = lt.id
      join rows r on r.id = lt.stock_id
     where ${inScope('lt', scope, sql`lp.on_hand > lt.on_hand`)}
     order by 1, 5, 6`);
  return rows.map((row) =>
    findingOf(
      'location_balance',
      { stockId: row.stock_id, reference: row.reference },
      row.expected,
      row.actual,
    ),
  );
};
