// The allocation bench's dataset (npm run bench:allocation): 10 warehouses in one group, 2,000
// products, their stock and ORDERS orders × 2 lines, derived from codes and numbers only — so two
// organisations seeded alike hold the same data (the reference and the engine each get a fresh copy).
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

export const WAREHOUSES = 10;
export const PRODUCTS = 2_000;
export const LINES_PER_ORDER = 2;
/** Lots per stock row in the FEFO copy (issue 28). */
export const LOTS_PER_ROW = 5;

/** Every order's time, counted back from one fixed moment (the same in every copy). */
const EPOCH = '2026-11-01T00:00:00Z';

/**
 * Seeds organisation `org` (its name `name`); with `lots`, every product is ロット管理 and each stock
 * row holds LOTS_PER_ROW lots with distinct 賞味期限 (all allocatable) that add up to the row.
 */
export async function seedAllocationData(
  db: Database,
  org: string,
  { orders, method, lots = false }: { orders: number; method: string; lots?: boolean },
) {
  await db.execute(sql`insert into organisations (id, name) values (${org}, 'ベンチ株式会社')`);
  await db.execute(sql`
    insert into warehouses (organisation_id, code, name, type)
    select ${org}::uuid, 'W' || i, '倉庫' || i, 'own' from generate_series(1, ${WAREHOUSES}::int) i`);
  await db.execute(
    sql`insert into warehouse_groups (organisation_id, name) values (${org}, '全倉庫')`,
  );
  await db.execute(sql`
    insert into warehouse_group_members (organisation_id, group_id, warehouse_id, position)
    select ${org}::uuid, g.id, w.id, row_number() over (order by w.id)
      from warehouses w, warehouse_groups g where w.organisation_id = ${org} and g.organisation_id = ${org}`);
  await db.execute(sql`
    insert into shops (organisation_id, code, name, mall, warehouse_group_id)
    select ${org}::uuid, 'SHOP', 'ベンチショップ', '楽天市場', id from warehouse_groups where organisation_id = ${org}`);
  await db.execute(sql`
    insert into products (organisation_id, product_code, name, lot_managed)
    select ${org}::uuid, 'P' || lpad(i::text, 5, '0'), '商品' || i, ${lots}
      from generate_series(1, ${PRODUCTS}::int) i`);
  // Stock with its 初期登録 ledger rows: enough for most orders, some products short in some warehouses.
  await db.execute(sql`
    with created as (
      insert into stocks (organisation_id, product_id, warehouse_id, on_hand)
      select ${org}::uuid, p.id, w.id, (hashtext(p.product_code || ':' || w.code) & 15) * 2
        from products p, warehouses w where p.organisation_id = ${org} and w.organisation_id = ${org}
      returning id, on_hand)
    insert into stock_movements (organisation_id, stock_id, kind, on_hand_delta, on_hand_after, allocated_after, non_sellable_after)
    select ${org}::uuid, id, 'initial', on_hand, on_hand, 0, 0 from created`);
  if (lots)
    // Lot k holds its share of the row (the shares add up to on_hand), expiring k months out.
    await db.execute(sql`
      insert into stock_lots (organisation_id, stock_id, lot_no, expires_on, on_hand)
      select ${org}::uuid, s.id, 'L' || k, current_date + 30 * k + (s.id % 7), (s.on_hand + ${LOTS_PER_ROW} - k) / ${LOTS_PER_ROW}
        from stocks s, generate_series(1, ${LOTS_PER_ROW}::int) k
       where s.organisation_id = ${org} and s.on_hand > 0`);
  await db.execute(sql`
    insert into orders (organisation_id, shop_id, order_number, ordered_at, source, recipient_name,
      postal_code, prefecture, city, phone)
    select ${org}::uuid, s.id, 'B' || lpad(i::text, 7, '0'), ${EPOCH}::timestamptz - (i * interval '1 second'), 'demo',
           '山田 花子', '100-0001', '東京都', '千代田区', '03-1234-5678'
      from generate_series(1, ${orders}::int) i, shops s where s.organisation_id = ${org}`);
  await db.execute(sql`
    insert into order_lines (organisation_id, order_id, line_number, product_id, quantity)
    select ${org}::uuid, o.id, n, p.id, 1 + (hashtext(o.order_number || ':' || n) & 3)
      from orders o cross join generate_series(1, ${LINES_PER_ORDER}::int) n
      join products p on p.organisation_id = o.organisation_id
       and p.product_code = 'P' || lpad((1 + abs(hashtext(o.order_number || '/' || n)) % ${PRODUCTS})::text, 5, '0')
     where o.organisation_id = ${org}`);
  await db.execute(
    sql`insert into allocation_settings (organisation_id, method) values (${org}, ${method})`,
  );
}

/** Allocation rows in `a` and not in `b`, compared by order number, line, warehouse and pieces. */
export async function allocationsMissing(db: Database, a: string, b: string) {
  const side = (org: string) => sql`
    select o.order_number, l.line_number, w.code, sum(x.quantity)::int as quantity
      from order_allocations x
      join orders o on o.id = x.order_id
      join order_lines l on l.id = x.order_line_id
      join warehouses w on w.id = x.warehouse_id
     where x.organisation_id = ${org} and x.state = 'active'
     group by o.order_number, l.line_number, w.code`;
  const { rows } = await db.execute<{ missing: number }>(sql`
    select count(*)::int as missing from (${side(a)} except ${side(b)}) d`);
  return rows[0]!.missing;
}

/** The organisation's allocation rows, allocation ledger rows and oversold stock rows. */
export async function allocationCounts(db: Database, org: string) {
  const { rows } = await db.execute<{ allocations: number; movements: number; oversold: number }>(
    sql`
    select (select count(*)::int from order_allocations where organisation_id = ${org}) as allocations,
           (select count(*)::int from stock_movements where organisation_id = ${org} and kind = 'allocation') as movements,
           (select count(*)::int from stocks where organisation_id = ${org} and allocated > on_hand) as oversold`,
  );
  return rows[0]!;
}
