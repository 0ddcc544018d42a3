import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { allocatable, expiredByStock } from '../stocks/index.ts';

// The home dashboard's figures: a read model over several modules' tables (orders, shipping,
// inbound, stocks, products, processes, warehouses; decisions 033 and 051). One statement, one
// round trip; every part filters by organisation.

/** The figures as PostgreSQL builds them (json); dates are JST calendar days 'YYYY-MM-DD'. */
export type DashboardFigures = {
  order_counts: Record<string, number> | null;
  awaiting_instruction: number;
  /** Orders with a 連携エラー instruction; absent from snapshots taken before it was counted. */
  sync_error?: number;
  receiving: { today: number; overdue_waiting: number; overdue_partial: number };
  stock: { out_of_stock: number; below_threshold: number };
  failed: {
    count: number;
    latest: { id: string; action: string; message: string | null; finished_at: string }[] | null;
  };
  stock_differences: number;
  /** Rows the last 整合性チェック found in disagreement; absent from snapshots taken before. */
  reconciliation_findings?: number;
  /** Lots near / past their 賞味期限; absent from snapshots taken before it was counted. */
  expiry?: { near: number; expired: number; warning_days: number };
  cutoff_hour: number;
  unsent: { warehouse_id: number; name: string; cutoff_time: string; unsent: number }[] | null;
  unsent_orders: number;
  warehouses: { id: number; name: string }[] | null;
  shipments: { date: string; warehouse_id: number; count: number }[] | null;
  receipts: { date: string; quantity: number }[] | null;
  allocation: { date: string; orders: number; allocated: number }[] | null;
  stock_value: { date: string; value: number }[] | null;
};

const JST = sql.raw(`'Asia/Tokyo'`);

/** Every figure of the home page for one organisation; `today` and `from` are JST days. */
export async function readDashboardFigures(
  db: DbOrTx,
  scope: OrganisationScope,
  { today, from }: { today: string; from: string },
): Promise<DashboardFigures> {
  const { rows } = await db.execute<{ figures: DashboardFigures }>(sql`
    with
    days as (
      select d::date as day from generate_series(${from}::date, ${today}::date, interval '1 day') d
    ),
    order_counts as (
      select status, count(*)::int as n from orders where ${inScope('orders', scope)} group by status
    ),
    -- 在庫不足 by 引当可能数 as the stock list reads it: expired free pieces are not available (their
    -- rows' figure joined from one range of the expiry index, not a probe per stock row).
    product_available as (
      select p.stock_threshold, coalesce(t.available, 0) as available
        from products p
        left join (select s.product_id, sum(${allocatable(today, sql`coalesce(x.expired, 0)`)})::bigint as available
                     from stocks s left join ${expiredByStock(scope, today)} x on x.stock_id = s.id
                    where ${inScope('s', scope)} group by s.product_id) t on t.product_id = p.id
       where ${inScope('p', scope)}
    ),
    active_warehouses as (
      select id, name, cutoff_time from warehouses
       where ${inScope('warehouses', scope)} and is_active and in_use
    ),
    unsent as (
      select a.warehouse_id, count(distinct a.order_id)::int as unsent
        from order_allocations a
        join orders o on o.organisation_id = a.organisation_id and o.id = a.order_id
       where ${inScope('a', scope)} and a.state = 'active' and o.status = 'allocated'
       group by a.warehouse_id
    ),
    shipments as (
      select si.shipped_on as day, si.warehouse_id, count(*)::int as n
        from shipping_instructions si
       where ${inScope('si', scope)} and si.status = 'shipped'
         and si.shipped_on between ${from}::date and ${today}::date
       group by 1, 2
    ),
    receipts_daily as (
      select (r.received_at at time zone ${JST})::date as day, sum(r.received_qty)::int as quantity
        from receipts r
       where ${inScope('r', scope)}
         and r.received_at >= (${from}::date::timestamp at time zone ${JST})
       group by 1
    ),
    -- 引当率 (decision 041): an order counts once every live line has what it owes allocated or
    -- shipped, read from the lines: a 一部出荷 waiting for stock does not, one re-allocated does.
    order_covered as (
      select (o.ordered_at at time zone ${JST})::date as day,
             coalesce(bool_and(l.allocated_qty + l.cancelled_qty >= l.quantity), false) as covered
        from orders o
        left join order_lines l on l.organisation_id = o.organisation_id and l.order_id = o.id
                               and l.cancelled_at is null
       where ${inScope('o', scope)} and o.status <> 'cancelled'
         and o.ordered_at >= (${from}::date::timestamp at time zone ${JST})
       group by o.id, o.ordered_at
    ),
    allocation_daily as (
      select day, count(*)::int as orders, count(*) filter (where covered)::int as allocated
        from order_covered group by day
    ),
    -- 期限切れ間近 / 期限切れ (decision 073): a range of stock_lots_expiry_idx up to today + days.
    expiry_days as (
      select coalesce((select expiry_warning_days from allocation_settings
                        where ${inScope('allocation_settings', scope)}), 30) as days
    ),
    expiry_lots as (
      select count(*) filter (where l.expires_on >= ${today}::date)::int as near,
             count(*) filter (where l.expires_on < ${today}::date)::int as expired
        from stock_lots l
       where ${inScope('l', scope)} and l.on_hand > 0
         and l.expires_on <= ${today}::date + (select days from expiry_days)
    ),
    value_now as (
      select coalesce(sum(s.on_hand::bigint * p.cost), 0)::bigint as value
        from stocks s join products p on p.organisation_id = s.organisation_id and p.id = s.product_id
       where ${inScope('s', scope)}
    ),
    -- Materialised: the stock value's per-day subquery would otherwise run it once per day (30×).
    value_moves as materialized (
      select (m.created_at at time zone ${JST})::date as day,
             sum(m.on_hand_delta::bigint * p.cost)::bigint as delta
        from stock_movements m
        join stocks s on s.organisation_id = m.organisation_id and s.id = m.stock_id
        join products p on p.organisation_id = s.organisation_id and p.id = s.product_id
       where ${inScope('m', scope)} and m.on_hand_delta <> 0
         and m.created_at >= (${from}::date::timestamp at time zone ${JST})
       group by 1
    )
    select json_build_object(
      'order_counts', (select json_object_agg(status, n) from order_counts),
      'awaiting_instruction', (
        select count(distinct si.order_id)::int from shipping_instructions si
          join orders o on o.organisation_id = si.organisation_id and o.id = si.order_id
         where ${inScope('si', scope)} and o.status = 'instructed'
           and si.status in ('unsynced', 'sync_error')),
      'sync_error', (
        select count(distinct si.order_id)::int from shipping_instructions si
         where ${inScope('si', scope)} and si.status = 'sync_error'),
      'receiving', (
        select json_build_object(
          'today', count(*) filter (where scheduled_date = ${today}::date),
          'overdue_waiting', count(*) filter (where scheduled_date < ${today}::date and status = 'waiting'),
          'overdue_partial', count(*) filter (where scheduled_date < ${today}::date and status = 'partial'))
          from receiving_schedules where ${inScope('receiving_schedules', scope)} and scheduled_date <= ${today}::date),
      'stock', (
        select json_build_object(
          'out_of_stock', count(*) filter (where available <= 0),
          'below_threshold', count(*) filter (where available > 0 and available < greatest(stock_threshold, 1)))
          from product_available),
      'failed', (
        select json_build_object('count', count(*), 'latest', (
          select json_agg(f) from (
            select id, action, message, finished_at from processes
             where ${inScope('processes', scope)} and process_status = 'failed'
               and finished_at >= now() - interval '24 hours'
             order by finished_at desc, id limit 3) f))
          from processes
         where ${inScope('processes', scope)} and process_status = 'failed'
           and finished_at >= now() - interval '24 hours'),
      'stock_differences', (
        select count(*)::int from warehouse_stock_reports r
          join products p on p.organisation_id = r.organisation_id and p.id = r.product_id
          join warehouses w on w.organisation_id = r.organisation_id and w.id = r.warehouse_id
          left join stocks s on s.organisation_id = r.organisation_id and s.product_id = r.product_id
                            and s.warehouse_id = r.warehouse_id
         where ${inScope('r', scope)}
           and (r.quantity <> coalesce(s.on_hand, 0) or r.non_sellable_quantity <> coalesce(s.non_sellable, 0))),
      'reconciliation_findings', coalesce((
        select finding_count from reconciliation_runs where ${inScope('reconciliation_runs', scope)}
         order by id desc limit 1), 0),
      'expiry', (
        select json_build_object('near', near, 'expired', expired,
                 'warning_days', (select days from expiry_days)) from expiry_lots),
      'cutoff_hour', coalesce(
        (select cutoff_hour from allocation_settings where ${inScope('allocation_settings', scope)}), 13),
      'unsent', (
        select json_agg(json_build_object('warehouse_id', w.id, 'name', w.name,
                 'cutoff_time', w.cutoff_time, 'unsent', coalesce(u.unsent, 0)) order by w.id)
          from active_warehouses w left join unsent u on u.warehouse_id = w.id),
      'unsent_orders', (
        select count(*)::int from orders where ${inScope('orders', scope)} and status = 'allocated'),
      'warehouses', (
        select json_agg(json_build_object('id', w.id, 'name', w.name) order by w.id)
          from warehouses w
         where ${inScope('w', scope)}
           and (w.is_active or w.id in (select warehouse_id from shipments))),
      'shipments', (
        select json_agg(json_build_object('date', day, 'warehouse_id', warehouse_id, 'count', n)
                        order by day, warehouse_id) from shipments),
      'receipts', (
        select json_agg(json_build_object('date', d.day, 'quantity', coalesce(r.quantity, 0)) order by d.day)
          from days d left join receipts_daily r on r.day = d.day),
      'allocation', (
        select json_agg(json_build_object('date', d.day, 'orders', coalesce(a.orders, 0),
                 'allocated', coalesce(a.allocated, 0)) order by d.day)
          from days d left join allocation_daily a on a.day = d.day),
      'stock_value', (
        select json_agg(json_build_object('date', d.day, 'value',
                 (select value from value_now)
                 - coalesce((select sum(delta) from value_moves v where v.day > d.day), 0))
                 order by d.day)
          from days d)
    ) as figures`);
  return rows[0]!.figures;
}
