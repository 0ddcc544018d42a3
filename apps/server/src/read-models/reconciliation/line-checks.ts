import { RECONCILIATION_LABELS, type ReconciliationKind } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { inScope } from '../../db/organisation-scope.ts';
import { findingOf, type ReconciliationCheck } from './finding.ts';

type LineFigures = {
  kind: ReconciliationKind;
  order_id: number;
  order_line_id: number;
  order_number: string;
  line_number: number;
  expected: number;
  actual: number;
};

/**
 * Every order line against its allocations and shipments, in one statement:
 * - orphan_allocation: live allocations left on a cancelled line or order (expected 0);
 * - line_allocated: allocated_qty is what was allocated and not given back (active + shipped);
 * - line_shipped: shipped_qty is the sum of its shipped allocations;
 * - over_shipped: its shipped instructions never carry more than was ordered.
 */
export const checkLines: ReconciliationCheck = async (db, scope) => {
  const { rows } = await db.execute<LineFigures>(sql`
    with allocated as (
      select order_line_id,
             coalesce(sum(quantity) filter (where state in ('active', 'shipped')), 0)::int as held,
             coalesce(sum(quantity) filter (where state = 'shipped'), 0)::int as shipped,
             coalesce(sum(quantity) filter (where state = 'active'), 0)::int as live
        from order_allocations where ${inScope('order_allocations', scope)} group by order_line_id
    ),
    instructed as (
      select il.order_line_id, sum(il.quantity)::int as shipped
        from shipping_instruction_lines il
        join shipping_instructions si on si.organisation_id = il.organisation_id
                                     and si.id = il.instruction_id and si.status = 'shipped'
       where ${inScope('il', scope)} group by il.order_line_id
    ),
    lines as (
      select l.id, l.order_id, l.line_number, l.quantity, l.allocated_qty, l.shipped_qty,
             l.cancelled_at is not null or o.cancelled_at is not null as cancelled,
             o.order_number, coalesce(a.held, 0) as held, coalesce(a.shipped, 0) as shipped,
             coalesce(a.live, 0) as live, coalesce(i.shipped, 0) as instructed
        from order_lines l
        join orders o on o.organisation_id = l.organisation_id and o.id = l.order_id
        left join allocated a on a.order_line_id = l.id
        left join instructed i on i.order_line_id = l.id
       where ${inScope('l', scope)}
    )
    select c.kind, l.order_id, l.id as order_line_id, l.order_number, l.line_number,
           c.expected, c.actual
      from lines l
      cross join lateral (values
        ('orphan_allocation', 0, l.live, l.cancelled and l.live > 0),
        ('line_allocated', l.held, l.allocated_qty, l.allocated_qty <> l.held),
        ('line_shipped', l.shipped, l.shipped_qty, l.shipped_qty <> l.shipped),
        ('over_shipped', l.quantity, l.instructed, l.instructed > l.quantity)
      ) as c(kind, expected, actual, disagrees)
     where c.disagrees
     order by l.order_id, l.line_number, c.kind`);
  return rows.map((row) => {
    const reference = RECONCILIATION_LABELS.lineReference(row.order_number, row.line_number);
    const line = { orderId: row.order_id, orderLineId: row.order_line_id, reference };
    return findingOf(row.kind, line, row.expected, row.actual);
  });
};
