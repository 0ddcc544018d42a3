// npm run bench:allocation: 100,000 order lines (50,000 orders × 2 lines) across 10 warehouses,
// allocated by the real engine (受注単位, group order) in batches; prints the seconds, orders/s and
// the share of the time spent waiting on SQL. Target ≤ 5 s. Figures only.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openBenchDatabase } from './bench-app.ts';
import { organisationScope } from '../../apps/server/src/db/organisation-scope.ts';
import { allocateOrders } from '../../apps/server/src/modules/allocation/index.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const LINES_PER_ORDER = 2;
const WAREHOUSES = 10;
const PRODUCTS = 2_000;
const TARGET_S = 5;
const BATCH = Number(process.env.BENCH_BATCH ?? 1000);
const METHOD = (process.env.BENCH_METHOD ?? 'order') as 'order' | 'line' | 'split';

// Time spent inside pg queries (from send to answer), summed: the SQL share of the run.
let sqlMs = 0;
let measuring = false;
const byQuery = new Map<string, number>();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const started = performance.now();
  const result = (query as (...a: unknown[]) => unknown).apply(this, args);
  if (measuring && result instanceof Promise) {
    const text =
      typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text);
    void result
      .finally(() => {
        const took = performance.now() - started;
        sqlMs += took;
        const key = text.replace(/\s+/g, ' ').trim().slice(0, 70);
        byQuery.set(key, (byQuery.get(key) ?? 0) + took);
      })
      .catch(() => {});
  }
  return result;
} as typeof query;

// Busy CPU seconds of the whole machine (Linux), to tell node's share from PostgreSQL's.
function machineBusySeconds() {
  if (!existsSync('/proc/stat')) return Number.NaN;
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

const bench = await openBenchDatabase('allocation');
const { db } = bench;
try {
  const org = randomUUID();
  const seeded = Date.now();
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
    insert into products (organisation_id, product_code, name)
    select ${org}::uuid, 'P' || lpad(i::text, 5, '0'), '商品' || i from generate_series(1, ${PRODUCTS}::int) i`);
  // Stock with its 初期登録 ledger rows: enough for most orders, some products short in some warehouses.
  await db.execute(sql`
    with created as (
      insert into stocks (organisation_id, product_id, warehouse_id, on_hand)
      select ${org}::uuid, p.id, w.id, (hashtext(p.id::text || ':' || w.id::text) & 15) * 2
        from products p, warehouses w where p.organisation_id = ${org} and w.organisation_id = ${org}
      returning id, on_hand)
    insert into stock_movements (organisation_id, stock_id, kind, on_hand_delta, on_hand_after, allocated_after, non_sellable_after)
    select ${org}::uuid, id, 'initial', on_hand, on_hand, 0, 0 from created`);
  await db.execute(sql`
    insert into orders (organisation_id, shop_id, order_number, ordered_at, source, recipient_name,
      postal_code, prefecture, city, phone)
    select ${org}::uuid, s.id, 'B' || lpad(i::text, 7, '0'), now() - (i * interval '1 second'), 'demo',
           '山田 花子', '100-0001', '東京都', '千代田区', '03-1234-5678'
      from generate_series(1, ${ORDERS}::int) i, shops s where s.organisation_id = ${org}`);
  await db.execute(sql`
    insert into order_lines (organisation_id, order_id, line_number, product_id, quantity)
    select ${org}::uuid, o.id, n, p.id, 1 + (hashtext(o.id::text || ':' || n) & 3)
      from orders o cross join generate_series(1, ${LINES_PER_ORDER}::int) n
      join products p on p.organisation_id = o.organisation_id
       and p.product_code = 'P' || lpad((1 + abs(hashtext(o.id::text || '/' || n)) % ${PRODUCTS})::text, 5, '0')
     where o.organisation_id = ${org}`);
  await db.execute(
    sql`insert into allocation_settings (organisation_id, method) values (${org}, ${METHOD})`,
  );
  await db.execute(sql`analyze`);
  console.log(
    `dataset: ${ORDERS} orders × ${LINES_PER_ORDER} lines = ${ORDERS * LINES_PER_ORDER} lines, ${PRODUCTS} products × ${WAREHOUSES} warehouses (${Date.now() - seeded} ms to generate)`,
  );

  measuring = true;
  const started = performance.now();
  const nodeCpu = process.cpuUsage();
  const busy = machineBusySeconds();
  const summary = await allocateOrders(
    db,
    { scope: organisationScope(org), userId: null },
    { batchSize: BATCH },
  );
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(nodeCpu);
  const nodeSeconds = (user + system) / 1e6;
  const busySeconds = machineBusySeconds() - busy;
  measuring = false;
  const { rows } = await db.execute<{
    allocations: number;
    movements: number;
    oversold: number;
  }>(sql`
    select (select count(*)::int from order_allocations where organisation_id = ${org}) as allocations,
           (select count(*)::int from stock_movements where organisation_id = ${org} and kind = 'allocation') as movements,
           (select count(*)::int from stocks where organisation_id = ${org} and allocated > on_hand) as oversold`);
  console.log(
    `method: ${METHOD}, batch: ${BATCH} orders; result: ${JSON.stringify(summary)}; rows: ${JSON.stringify(rows[0])}`,
  );
  console.log(
    `allocation: ${seconds.toFixed(2)} s, ${Math.round(ORDERS / seconds)} orders/s, ${Math.round((ORDERS * LINES_PER_ORDER) / seconds)} lines/s, SQL ${((sqlMs / 1000 / seconds) * 100).toFixed(0)} % of the time (target ≤ ${TARGET_S} s: ${seconds <= TARGET_S ? 'met' : 'MISSED'})`,
  );
  console.log(
    `CPU: ${busySeconds.toFixed(2)} s busy on the machine, node ${nodeSeconds.toFixed(2)} s, the rest (PostgreSQL and others) ${(busySeconds - nodeSeconds).toFixed(2)} s`,
  );
  if (process.env.BENCH_DEBUG) {
    for (const [key, took] of [...byQuery].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      console.log(`${(took / 1000).toFixed(2)} s  ${key}`);
    }
  }
} finally {
  await bench.close();
}
