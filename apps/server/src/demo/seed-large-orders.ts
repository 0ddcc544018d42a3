import { sql, type SQL } from 'drizzle-orm';
import type { BulkStockChange } from '../modules/stocks/index.ts';
import type { Database } from '../db/client.ts';
import { inScope, organisationScope, type OrganisationScope } from '../db/organisation-scope.ts';
import { applyLargeStockChanges } from './seed-large-ledger.ts';
import { LARGE_WAREHOUSE_COUNT } from './seed-stocks.ts';

const DAY = 24 * 60 * 60 * 1000;

export const LARGE_ORDERS_PER_DAY = 3_000;
export const LARGE_ORDER_DAYS = 30;
/** Generated orders' numbers: BULK-O0000001…; the demo's own never look like this. */
export const LARGE_ORDER_PREFIX = 'BULK-O';

/**
 * 30 days of outbound history for the home dashboard's figures (bench:home): 3,000 orders a day —
 * 70 % shipped, the rest spread over the other statuses — each of one line on a stock row that has
 * plenty. Written in SQL straight into the tables in one INSERT … SELECT each (orders, lines,
 * allocations, shipping instructions and their lines), exactly as the commands leave them: every
 * order's status the one its lines and instructions give, a cancelled one cancelled, a shipped one
 * with its parcel; the allocations' and shipments' stock changes go through the stock service's
 * bulk path, dated on the order's day (decision 044). Needs the large products and their stock.
 */
export async function seedLargeOrders(
  db: Database,
  organisationId: string,
  perDay = LARGE_ORDERS_PER_DAY,
): Promise<string> {
  const count = perDay * LARGE_ORDER_DAYS;
  const scope = organisationScope(organisationId);
  const orders = await db.execute(sql`
    with shop as (select min(id) as id from shops where ${inScope('shops', scope)}),
    drawn as (
      select i, now() - ((i % ${LARGE_ORDER_DAYS}) * interval '1 day') - ((i % 600) * interval '1 minute') as at,
             case when i % 100 < 70 then 'shipped' when i % 100 < 78 then 'instructed'
                  when i % 100 < 86 then 'allocated' when i % 100 < 94 then 'unallocated'
                  when i % 100 < 96 then 'on_hold' when i % 100 < 98 then 'ng' else 'cancelled' end as status
        from generate_series(1, ${count}::int) as i
    )
    insert into orders (organisation_id, shop_id, order_number, ordered_at, source, recipient_name,
      postal_code, prefecture, city, phone, status, cancelled_at, shipped_on, carrier, tracking_number)
    select ${organisationId}::uuid, shop.id, ${LARGE_ORDER_PREFIX} || lpad(i::text, 7, '0'), at,
      'demo', '山田 花子', '100-0001', '東京都', '千代田区', '03-1234-5678', status,
      case when status = 'cancelled' then at + interval '1 hour' end,
      case when status = 'shipped' then ${shippedOn(sql`at`)} end,
      case when status = 'shipped' then 'ヤマト運輸' end,
      case when status = 'shipped' then lpad(i::text, 12, '9') end
    from drawn, shop
    where shop.id is not null
    on conflict do nothing`);
  // Fresh statistics before the joins below, or the planner takes the new orders for a few rows.
  await db.execute(sql`analyze orders`);
  // One line each, on a stock row of the five warehouses holding plenty (20 or more).
  await db.execute(sql`
    with ${plentyRows(scope)}
    insert into order_lines (organisation_id, order_id, line_number, product_id, quantity,
      allocated_qty, shipped_qty)
    select o.organisation_id, o.id, 1, plenty.product_id, 1,
      case when o.status in ${HOLDING} then 1 else 0 end,
      case when o.status = 'shipped' then 1 else 0 end
    from orders o
    -- A constant divisor (an InitPlan), so the join is a hash join on n.
    join plenty on plenty.n = o.id % (select count(*) from plenty)
    where ${inScope('o', scope, sql`o.order_number like ${`${LARGE_ORDER_PREFIX}%`}`)}
    on conflict do nothing`);
  await db.execute(sql`analyze order_lines`);
  const { rows: allocations } = await db.execute<{
    stock_id: number;
    order_id: number;
    state: string;
    ordered_at: string;
  }>(sql`
    with ${plentyRows(scope)}
    insert into order_allocations (organisation_id, order_id, order_line_id, warehouse_id, stock_id,
      quantity, method, priority, rank, reason, state, ended_at)
    select l.organisation_id, l.order_id, l.id, plenty.warehouse_id, plenty.stock_id, 1, 'order',
      'group_order', 1, '大量データ', case when o.status = 'shipped' then 'shipped' else 'active' end,
      case when o.status = 'shipped' then least(o.ordered_at + interval '1 day', now()) end
    from order_lines l
    join orders o on o.organisation_id = l.organisation_id and o.id = l.order_id
    join plenty on plenty.n = o.id % (select count(*) from plenty)
    where ${inScope('l', scope, sql`o.order_number like ${`${LARGE_ORDER_PREFIX}%`}`, sql`o.status in ${HOLDING}`)}
      and not exists (select 1 from order_allocations a
                      where a.organisation_id = l.organisation_id and a.order_id = l.order_id)
    returning stock_id, order_id, state,
      (select ordered_at::text from orders where id = order_id) as ordered_at`);
  await instructLargeOrders(db, scope);
  const moved = await applyLargeStockChanges(
    db,
    organisationId,
    allocations.flatMap((row) => allocationChanges(row)),
  );
  for (const table of ['orders', 'order_lines', 'order_allocations', 'shipping_instructions']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return `orders: ${orders.rowCount ?? 0} added over ${LARGE_ORDER_DAYS} days, with lines, allocations, shipping instructions and ${moved} stock movements`;
}

/** Statuses whose order holds its allocation (live, or shipped). */
const HOLDING = sql.raw(`('allocated', 'instructed', 'on_hold', 'ng', 'shipped')`);

/** The day after the order, never after today (JST). */
const shippedOn = (at: SQL) =>
  sql`least((${at} at time zone 'Asia/Tokyo')::date + 1, (now() at time zone 'Asia/Tokyo')::date)`;

/** The stock rows orders are drawn on: the first five warehouses', holding plenty, numbered. */
const plentyRows = (scope: OrganisationScope) => sql`
  plenty as (
    select s.id as stock_id, s.product_id, s.warehouse_id, row_number() over (order by s.id) - 1 as n
      from stocks s
     where ${inScope(
       's',
       scope,
       sql`s.on_hand >= 20`,
       sql`s.warehouse_id in (select id from warehouses where ${inScope('warehouses', scope)}
                               order by id limit ${LARGE_WAREHOUSE_COUNT})`,
     )}
  )`;

/** The allocation run's change, and the shipment's the day after for a shipped one. */
function allocationChanges(row: {
  stock_id: number;
  order_id: number;
  state: string;
  ordered_at: string;
}) {
  const reference = { type: 'order', id: row.order_id };
  const orderedAt = new Date(row.ordered_at);
  const changes: BulkStockChange[] = [
    {
      stockId: row.stock_id,
      kind: 'allocation',
      deltas: { allocated: 1 },
      meta: { reference, occurredAt: orderedAt },
    },
  ];
  if (row.state === 'shipped') {
    changes.push({
      stockId: row.stock_id,
      kind: 'shipment',
      deltas: { onHand: -1, allocated: -1 },
      meta: { reference, occurredAt: new Date(Math.min(orderedAt.getTime() + DAY, Date.now())) },
    });
  }
  return changes;
}

/**
 * The instructed, held, refused and shipped orders' instructions at their allocation's warehouse,
 * one line each: 出荷済 with the order's parcel, 出荷保留, 出荷不可, else 受付済 (a tenth 未連携).
 */
async function instructLargeOrders(db: Database, scope: OrganisationScope) {
  await db.execute(sql`
    with made as (
      insert into shipping_instructions (organisation_id, number, order_id, warehouse_id, status,
        ship_date, shipped_on, carrier, tracking_number, shipped_at)
      select o.organisation_id, 'BULK-SI' || lpad(o.id::text, 8, '0'), o.id, a.warehouse_id,
        case o.status when 'shipped' then 'shipped' when 'on_hold' then 'on_hold' when 'ng' then 'ng'
             else case when o.id % 10 = 0 then 'unsynced' else 'accepted' end end,
        (o.ordered_at at time zone 'Asia/Tokyo')::date, o.shipped_on, o.carrier, o.tracking_number,
        case when o.status = 'shipped' then a.ended_at end
      from orders o
      join order_allocations a on a.organisation_id = o.organisation_id and a.order_id = o.id
      where ${inScope('o', scope, sql`o.order_number like ${`${LARGE_ORDER_PREFIX}%`}`, sql`o.status in ('instructed', 'on_hold', 'ng', 'shipped')`)}
      on conflict do nothing
      returning id, order_id
    )
    insert into shipping_instruction_lines (organisation_id, instruction_id, line_number,
      order_line_id, product_id, quantity)
    select l.organisation_id, made.id, 1, l.id, l.product_id, l.quantity
      from made join order_lines l on l.order_id = made.order_id`);
}
