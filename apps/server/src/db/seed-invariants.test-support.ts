import { sql, type SQL } from 'drizzle-orm';
import { orderStatusOf } from '../modules/shipping/index.ts';
import type { Database } from './client.ts';

// What the reconciliation (issue 24 § 3) will check, as plain queries until it lands: the seeds'
// tests call `seedDisagreements` only, so swapping it for `reconcile()` is one line.

/** One check that found rows disagreeing, with a few of them to read. */
export type Disagreement = { check: string; count: number; sample: unknown[] };

const CHECKS: [string, (org: string) => SQL][] = [
  [
    'ledger sums to on_hand, allocated and non_sellable',
    (org) => sql`
      select s.id, s.on_hand, s.allocated, s.non_sellable, m.on_hand as ledger_on_hand,
             m.allocated as ledger_allocated, m.non_sellable as ledger_non_sellable
        from stocks s
        left join (select stock_id, sum(on_hand_delta)::int as on_hand,
                          sum(allocated_delta)::int as allocated,
                          sum(non_sellable_delta)::int as non_sellable
                     from stock_movements where organisation_id = ${org} group by stock_id) m
          on m.stock_id = s.id
       where s.organisation_id = ${org}
         and (s.on_hand, s.allocated, s.non_sellable)
             is distinct from (coalesce(m.on_hand, 0), coalesce(m.allocated, 0), coalesce(m.non_sellable, 0))`,
  ],
  [
    'allocated equals the live allocations',
    (org) => sql`
      select s.id, s.allocated, coalesce(a.live, 0) as live
        from stocks s
        left join (select stock_id, sum(quantity)::int as live from order_allocations
                    where organisation_id = ${org} and state = 'active' group by stock_id) a
          on a.stock_id = s.id
       where s.organisation_id = ${org} and s.allocated <> coalesce(a.live, 0)`,
  ],
  [
    'no allocation without its order line',
    (org) => sql`
      select a.id, a.order_id, a.order_line_id from order_allocations a
        left join order_lines l on l.id = a.order_line_id and l.order_id = a.order_id
       where a.organisation_id = ${org} and l.id is null`,
  ],
  [
    'a line allocates what its live and shipped allocations hold',
    (org) => sql`
      select l.id, l.allocated_qty, coalesce(a.held, 0) as held
        from order_lines l
        left join (select order_line_id, sum(quantity)::int as held from order_allocations
                    where organisation_id = ${org} and state in ('active', 'shipped')
                    group by order_line_id) a on a.order_line_id = l.id
       where l.organisation_id = ${org} and l.allocated_qty <> coalesce(a.held, 0)`,
  ],
  [
    'shipped_qty equals its shipped allocations and stays within the quantity',
    (org) => sql`
      select l.id, l.quantity, l.shipped_qty, coalesce(a.shipped, 0) as shipped
        from order_lines l
        left join (select order_line_id, sum(quantity)::int as shipped from order_allocations
                    where organisation_id = ${org} and state = 'shipped'
                    group by order_line_id) a on a.order_line_id = l.id
       where l.organisation_id = ${org}
         and (l.shipped_qty <> coalesce(a.shipped, 0) or l.shipped_qty > l.quantity)`,
  ],
  [
    'received quantities equal their receipts',
    (org) => sql`
      select l.id, l.received_qty, l.non_sellable_qty, coalesce(r.received, 0) as receipts,
             coalesce(r.non_sellable, 0) as receipts_non_sellable
        from receiving_schedule_lines l
        left join (select line_id, sum(received_qty)::int as received,
                          sum(non_sellable_qty)::int as non_sellable
                     from receipts where organisation_id = ${org} group by line_id) r
          on r.line_id = l.id
       where l.organisation_id = ${org}
         and (l.received_qty, l.non_sellable_qty)
             is distinct from (coalesce(r.received, 0), coalesce(r.non_sellable, 0))`,
  ],
];

type OrderFacts = {
  id: number;
  status: string;
  cancelled: boolean;
  instructions: { status: string }[] | null;
  lines: { quantity: number; allocatedQty: number }[] | null;
};

/** Orders whose stored status is not the one derived from their instructions and live lines. */
async function orderStatusDisagreements(db: Database, org: string) {
  const { rows } = await db.execute<OrderFacts>(sql`
    select o.id, o.status, o.cancelled_at is not null as cancelled,
           (select json_agg(json_build_object('status', i.status)) from shipping_instructions i
             where i.organisation_id = o.organisation_id and i.order_id = o.id) as instructions,
           (select json_agg(json_build_object('quantity', l.quantity, 'allocatedQty', l.allocated_qty))
              from order_lines l
             where l.organisation_id = o.organisation_id and l.order_id = o.id
               and l.cancelled_at is null) as lines
      from orders o where o.organisation_id = ${org}`);
  return rows
    .map((row) => {
      const instructions = (row.instructions ?? []).map((i) => ({
        status: i.status as Parameters<typeof orderStatusOf>[1][number]['status'],
        shippedOn: null,
        carrier: null,
        trackingNumber: null,
      }));
      return {
        id: row.id,
        status: row.status,
        derived: orderStatusOf(row.cancelled, instructions, row.lines ?? []),
      };
    })
    .filter((row) => row.status !== row.derived);
}

/** Every check that finds the organisation's figures disagreeing; empty when all hold. */
export async function seedDisagreements(db: Database, org: string): Promise<Disagreement[]> {
  const found: Disagreement[] = [];
  for (const [check, query] of CHECKS) {
    const { rows } = await db.execute(query(org));
    if (rows.length > 0) found.push({ check, count: rows.length, sample: rows.slice(0, 3) });
  }
  const statuses = await orderStatusDisagreements(db, org);
  if (statuses.length > 0) {
    found.push({
      check: "an order's status is the one derived from its lines",
      count: statuses.length,
      sample: statuses.slice(0, 3),
    });
  }
  return found;
}
