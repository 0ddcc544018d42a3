import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import { findingOf, type ReconciliationCheck } from './finding.ts';

type TransferFigures = { reference: string; sent: number; accounted: number };

/**
 * 在庫移動 (decision 071): per transfer line, what left the source in the ledger must equal what
 * arrived (the destination's ledger, or the schedule's receipts) + what the transfer says is still
 * 移動中 + what went back to the source — nothing lost in between.
 */
export const checkTransfers: ReconciliationCheck = async (db, scope) => {
  const { rows } = await db.execute<TransferFigures>(sql`
    with lines as (
      select t.id, t.number, t.source_warehouse_id, t.destination_warehouse_id,
             t.receiving_schedule_id, l.product_id,
             greatest(l.quantity - l.received_qty - l.returned_qty, 0) as in_transit
        from stock_transfer_lines l
        join stock_transfers t on t.organisation_id = l.organisation_id and t.id = l.transfer_id
       where ${inScope('l', scope)}
    ),
    ledger as (
      select m.reference_id, s.product_id, s.warehouse_id,
             -sum(least(m.on_hand_delta, 0))::int as out_qty,
             sum(greatest(m.on_hand_delta, 0))::int as in_qty
        from stock_movements m
        join stocks s on s.id = m.stock_id
       where ${inScope('m', scope, sql`m.kind = 'transfer'`)}
       group by m.reference_id, s.product_id, s.warehouse_id
    ),
    figures as (
      select x.number, x.product_id, coalesce(src.out_qty, 0) as sent,
             (case when x.receiving_schedule_id is null then coalesce(dst.in_qty, 0)
                   else coalesce(a.received_qty + a.non_sellable_qty, 0) end)
             + x.in_transit + coalesce(src.in_qty, 0) as accounted
        from lines x
        left join ledger src on src.reference_id = x.id::text and src.product_id = x.product_id
                            and src.warehouse_id = x.source_warehouse_id
        left join ledger dst on dst.reference_id = x.id::text and dst.product_id = x.product_id
                            and dst.warehouse_id = x.destination_warehouse_id
        left join receiving_schedule_lines a
          on a.schedule_id = x.receiving_schedule_id and a.product_id = x.product_id
    )
    select f.number || ' / ' || p.product_code as reference, f.sent, f.accounted::int as accounted
      from figures f
      join products p on ${inScope('p', scope, sql`p.id = f.product_id`)}
     where f.sent <> f.accounted
     order by f.number, p.product_code`);
  return rows.map((row) =>
    findingOf('transfer_balance', { reference: row.reference }, row.sent, row.accounted),
  );
};
