import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { LARGE_WAREHOUSE_COUNT } from './seed-stocks.ts';

export const LARGE_ORDERS_PER_DAY = 3_000;
export const LARGE_ORDER_DAYS = 30;
/** Generated orders' numbers: BULK-O0000001…; the demo's own never look like this. */
export const LARGE_ORDER_PREFIX = 'BULK-O';

/**
 * 30 days of outbound history for the home dashboard's figures (bench:home): 3,000 orders a day in
 * one INSERT … SELECT each for orders, their one line, the 引当済 ones' allocations and the
 * instructed or shipped ones' shipping instructions — 70 % shipped, the rest spread over the other
 * statuses. Needs a shop, the large products and their stock (run after seedLargeStocks). Written in
 * SQL straight into the tables: history, not a run of the services (no stock is moved).
 */
export async function seedLargeOrders(
  db: Database,
  organisationId: string,
  perDay = LARGE_ORDERS_PER_DAY,
): Promise<string> {
  const count = perDay * LARGE_ORDER_DAYS;
  const orders = await db.execute(sql`
    with shop as (select min(id) as id from shops where organisation_id = ${organisationId})
    insert into orders (organisation_id, shop_id, order_number, ordered_at, source, recipient_name,
      postal_code, prefecture, city, phone, status)
    select ${organisationId}::uuid, shop.id, ${LARGE_ORDER_PREFIX} || lpad(i::text, 7, '0'),
      now() - ((i % ${LARGE_ORDER_DAYS}) * interval '1 day') - ((i % 600) * interval '1 minute'),
      'demo', '山田 花子', '100-0001', '東京都', '千代田区', '03-1234-5678',
      case when i % 100 < 70 then 'shipped' when i % 100 < 78 then 'instructed'
           when i % 100 < 86 then 'allocated' when i % 100 < 94 then 'unallocated'
           when i % 100 < 96 then 'on_hold' when i % 100 < 98 then 'ng' else 'cancelled' end
    from generate_series(1, ${count}::int) as i, shop
    where shop.id is not null
    on conflict do nothing`);
  // Fresh statistics before the joins below, or the planner takes the new orders for a few rows.
  await db.execute(sql`analyze orders`);
  // One line each, on a large product that has stock in every warehouse.
  await db.execute(sql`
    with bulk as (
      select p.id, row_number() over (order by p.id) - 1 as n
        from products p
       where p.organisation_id = ${organisationId} and p.product_code like 'BULK-%'
    )
    insert into order_lines (organisation_id, order_id, line_number, product_id, quantity,
      allocated_qty, shipped_qty)
    select o.organisation_id, o.id, 1, bulk.id, 1,
      case when o.status in ('allocated', 'instructed', 'shipped') then 1 else 0 end,
      case when o.status = 'shipped' then 1 else 0 end
    from orders o
    -- A constant divisor (an InitPlan), so the join is a hash join on n.
    join bulk on bulk.n = o.id % (select count(*) from bulk)
    where o.organisation_id = ${organisationId} and o.order_number like ${`${LARGE_ORDER_PREFIX}%`}
    on conflict do nothing`);
  await db.execute(sql`analyze order_lines`);
  // The warehouses seedLargeStocks filled: the organisation's first five.
  const warehouses = sql`(select array_agg(id order by id) as ids from (select id from warehouses
    where organisation_id = ${organisationId} order by id limit ${LARGE_WAREHOUSE_COUNT}) first)`;
  await db.execute(sql`
    insert into order_allocations (organisation_id, order_id, order_line_id, warehouse_id, stock_id,
      quantity, method, priority, rank, reason, state)
    select l.organisation_id, l.order_id, l.id, s.warehouse_id, s.id, 1, 'order', 'group_order', 1,
      '大量データ', case when o.status = 'allocated' then 'active' else 'shipped' end
    from order_lines l
    join orders o on o.organisation_id = l.organisation_id and o.id = l.order_id
    join ${warehouses} w on true
    join stocks s on s.organisation_id = l.organisation_id and s.product_id = l.product_id
     and s.warehouse_id = w.ids[1 + o.id % cardinality(w.ids)]
    where l.organisation_id = ${organisationId} and o.order_number like ${`${LARGE_ORDER_PREFIX}%`}
      and o.status in ('allocated', 'instructed', 'shipped')
      and not exists (select 1 from order_allocations a
                      where a.organisation_id = l.organisation_id and a.order_id = l.order_id)`);
  await db.execute(sql`
    insert into shipping_instructions (organisation_id, number, order_id, warehouse_id, status,
      ship_date, shipped_on)
    select o.organisation_id, 'BULK-SI' || lpad(o.id::text, 8, '0'), o.id,
      w.ids[1 + o.id % cardinality(w.ids)],
      case when o.status = 'shipped' then 'shipped' when o.id % 10 = 0 then 'unsynced' else 'accepted' end,
      (o.ordered_at at time zone 'Asia/Tokyo')::date,
      case when o.status = 'shipped' then least((o.ordered_at at time zone 'Asia/Tokyo')::date + 1,
        (now() at time zone 'Asia/Tokyo')::date) end
    from orders o, ${warehouses} w
    where o.organisation_id = ${organisationId} and o.order_number like ${`${LARGE_ORDER_PREFIX}%`}
      and o.status in ('instructed', 'shipped')
    on conflict do nothing`);
  for (const table of ['orders', 'order_lines', 'order_allocations', 'shipping_instructions']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return `orders: ${orders.rowCount ?? 0} added over ${LARGE_ORDER_DAYS} days, with lines, allocations and shipping instructions`;
}
