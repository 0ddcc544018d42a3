import type { ReconciliationKind } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import { findingOf, type ReconciliationCheck } from './finding.ts';

type StockFigures = {
  stock_id: number;
  reference: string;
  on_hand: number;
  non_sellable: number;
  allocated: number;
  ledger_on_hand: number;
  ledger_non_sellable: number;
  live_allocated: number;
};

/**
 * Every stock row against its ledger (on_hand and non_sellable are the sums of their deltas) and
 * against its live allocations (allocated is the sum of the 'active' ones), in one statement.
 */
export const checkStocks: ReconciliationCheck = async (db, scope) => {
  const { rows } = await db.execute<StockFigures>(sql`
    with ledger as (
      select stock_id, sum(on_hand_delta)::int as on_hand, sum(non_sellable_delta)::int as non_sellable
        from stock_movements where ${inScope('stock_movements', scope)} group by stock_id
    ),
    live as (
      select stock_id, sum(quantity)::int as quantity
        from order_allocations
       where ${inScope('order_allocations', scope, sql`state = 'active'`)} group by stock_id
    ),
    disagreeing as (
      select s.id, s.product_id, s.warehouse_id, s.on_hand, s.non_sellable, s.allocated,
             coalesce(l.on_hand, 0) as ledger_on_hand,
             coalesce(l.non_sellable, 0) as ledger_non_sellable,
             coalesce(a.quantity, 0) as live_allocated
        from stocks s
        left join ledger l on l.stock_id = s.id
        left join live a on a.stock_id = s.id
       where ${inScope(
         's',
         scope,
         sql`(s.on_hand <> coalesce(l.on_hand, 0) or s.non_sellable <> coalesce(l.non_sellable, 0)
              or s.allocated <> coalesce(a.quantity, 0))`,
       )}
    )
    select d.id as stock_id, p.product_code || ' / ' || w.name as reference, d.on_hand,
           d.non_sellable, d.allocated, d.ledger_on_hand, d.ledger_non_sellable, d.live_allocated
      from disagreeing d
      join products p on ${inScope('p', scope, sql`p.id = d.product_id`)}
      join warehouses w on ${inScope('w', scope, sql`w.id = d.warehouse_id`)}
     order by d.id`);
  return rows.flatMap((row) => {
    const stock = { stockId: row.stock_id, reference: row.reference };
    const finding = (kind: ReconciliationKind, expected: number, actual: number) =>
      findingOf(kind, stock, expected, actual);
    return [
      ...(row.on_hand === row.ledger_on_hand
        ? []
        : [finding('ledger_on_hand', row.ledger_on_hand, row.on_hand)]),
      ...(row.non_sellable === row.ledger_non_sellable
        ? []
        : [finding('ledger_non_sellable', row.ledger_non_sellable, row.non_sellable)]),
      ...(row.allocated === row.live_allocated
        ? []
        : [finding('stock_allocated', row.live_allocated, row.allocated)]),
    ];
  });
};
