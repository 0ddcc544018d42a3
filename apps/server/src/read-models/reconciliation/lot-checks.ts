import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import { findingOf, type ReconciliationCheck } from './finding.ts';

type LotFigures = {
  stock_id: number;
  reference: string;
  on_hand: number;
  allocated: number;
  lots_on_hand: number;
  lots_allocated: number;
};

/** The two figures in words, as the page shows them side by side. */
const figures = (onHand: number, allocated: number) => `実在庫数 ${onHand}・引当数 ${allocated}`;

/**
 * ロット別在庫 (decision 065): every stock row of a ロット管理 product, or one that has lots, must be
 * the sum of its lots — on_hand and allocated both — in one statement.
 */
export const checkLotBalances: ReconciliationCheck = async (db, scope) => {
  const { rows } = await db.execute<LotFigures>(sql`
    with lots as (
      select stock_id, sum(on_hand)::int as on_hand, sum(allocated)::int as allocated
        from stock_lots where ${inScope('stock_lots', scope)} group by stock_id
    )
    select s.id as stock_id, p.product_code || ' / ' || w.name as reference, s.on_hand,
           s.allocated, coalesce(l.on_hand, 0) as lots_on_hand,
           coalesce(l.allocated, 0) as lots_allocated
      from stocks s
      join products p on ${inScope('p', scope, sql`p.id = s.product_id`)}
      join warehouses w on ${inScope('w', scope, sql`w.id = s.warehouse_id`)}
      left join lots l on l.stock_id = s.id
     where ${inScope(
       's',
       scope,
       sql`(p.lot_managed or l.stock_id is not null)
           and (s.on_hand <> coalesce(l.on_hand, 0) or s.allocated <> coalesce(l.allocated, 0))`,
     )}
     order by s.id`);
  return rows.map((row) =>
    findingOf(
      'lot_balance',
      { stockId: row.stock_id, reference: row.reference },
      figures(row.on_hand, row.allocated),
      figures(row.lots_on_hand, row.lots_allocated),
    ),
  );
};
