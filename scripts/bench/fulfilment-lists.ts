// npm run bench:fulfilment-lists: 出荷作業's parcels list and 最近のバッチ over a year of one own
// warehouse's work (100,000 picking batches, 198,000 shipped parcels in them, 20,000 open parcels),
// 20 connections on loopback (autocannon), with the bare SQL query's time beside it and PASS/FAIL
// against p95 ≤ 50 ms. The rows the lists read (orders, lines, instructions, batches) are written
// straight in SQL, as the commands leave them; no allocations or stock (the lists read neither).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import { runLoad } from './load.ts';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { organisationScope } from '../../apps/server/src/db/organisation-scope.ts';
import { seedDemoData } from '../../apps/server/src/demo/seed.ts';
import { createSecretBox } from '../../apps/server/src/modules/app-settings/index.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANISATIONS,
} from '../../apps/server/src/modules/idp/demo-accounts.ts';
import {
  searchParcels,
  searchPickingBatches,
} from '../../apps/server/src/read-models/fulfilment/index.ts';
import { freePort } from '../../apps/server/src/test/free-port.ts';
import { signIn } from '../../apps/server/src/test/sign-in.ts';
import { startAppOn } from '../../apps/server/src/test/start-app.ts';
import {
  fulfilmentSearchSchema,
  pickingBatchSearchSchema,
} from '../../packages/shared/src/index.ts';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 100_000);
const OPEN_PARCELS = Number(process.env.BENCH_OPEN_PARCELS ?? 20_000);
/** Two shipped parcels in each batch but the newest 1,000, which hold 8 open parcels each. */
const OPEN_BATCHES = 1_000;
const SHIPPED = (BATCHES - OPEN_BATCHES) * 2;
const PRODUCTS = 200;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? (await freePort()));
const DATA_DIR = '/tmp/bench-fulfilment-lists';
const CONNECTIONS = 20;
const DURATION_S = 10;
const TARGET_P95_MS = 50;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

rmSync(DATA_DIR, { recursive: true, force: true });
const embedded = await startEmbeddedPostgres({
  dataDir: DATA_DIR,
  port: PG_PORT,
  database: 'bench',
});
const { db, pool } = createDatabase(embedded.url);
try {
  await runMigrations(db);
  const started = await startAppOn(db);
  await seedDemoData(db, {
    issuer: started.config.oidcIssuer,
    accounts: DEMO_ACCOUNTS,
    secrets: createSecretBox(randomBytes(32)),
  });
  const organisationId = DEMO_ORGANISATIONS[0]!.uuid;
  const scope = organisationScope(organisationId);
  const one = async <T>(text: string, values: unknown[] = []) =>
    (await pool.query<T & object>(text, values)).rows;
  const seeded = performance.now();
  const [user] = await one<{ id: string }>('select id from users where email = $1', [
    DEMO_ACCOUNTS[0]!.email,
  ]);
  const [own] = await one<{ id: number }>(
    `insert into warehouses (organisation_id, code, name, type)
     values ($1, 'BENCH-OWN', 'ベンチ倉庫', 'own') returning id`,
    [organisationId],
  );
  const [shop] = await one<{ id: number }>(
    `insert into shops (organisation_id, code, name, mall) values ($1, 'BENCH-SHOP', 'ベンチ店', '楽天市場') returning id`,
    [organisationId],
  );
  await one(
    `insert into products (organisation_id, product_code, name)
     select $1, 'FL-P' || lpad(g::text, 4, '0'), 'ベンチ商品' || g from generate_series(1, ${PRODUCTS}) g`,
    [organisationId],
  );
  // Parcel g: 1..SHIPPED shipped in batch ceil(g / 2); then 8 open ones per newest batch (a
  // quarter 検品済, the rest 出荷作業中); the rest 出荷指示済, in no batch yet.
  const total = SHIPPED + OPEN_PARCELS;
  const batched = SHIPPED + OPEN_BATCHES * 8;
  const stage = `case when g <= ${SHIPPED} then 'shipped' when g > ${batched} then 'accepted'
                      when g % 4 = 0 then 'inspected' else 'working' end`;
  await one(
    `insert into orders (organisation_id, shop_id, order_number, ordered_at, source, recipient_name,
            postal_code, prefecture, city, town, phone, delivery_method, delivery_carrier, status)
     select $1, $2, 'FL-' || lpad(g::text, 7, '0'), now() - (${total} - g) * interval '144 seconds',
            'api', '山田 花子', '100-0005', '東京都', '千代田区', '丸の内1-1', '03-1234-5678',
            'takkyubin', case when g % 5 = 0 then 'sagawa' else 'yamato' end,
            case s when 'accepted' then 'instructed' else s end
       from generate_series(1, ${total}) g, lateral (select ${stage} as s) stage`,
    [organisationId, shop!.id],
  );
  await one(
    `insert into order_lines (organisation_id, order_id, line_number, product_id, quantity, unit_price)
     select o.organisation_id, o.id, 1, p.id, 1 + o.id % 3, 1000
       from orders o join products p on p.organisation_id = o.organisation_id
        and p.product_code = 'FL-P' || lpad((1 + o.id % ${PRODUCTS})::text, 4, '0')
      where o.organisation_id = $1 and o.shop_id = $2`,
    [organisationId, shop!.id],
  );
  await one(
    `insert into shipping_instructions (organisation_id, number, order_id, warehouse_id, status,
            ship_date, shipped_on, shipped_at, created_by)
     select o.organisation_id, 'FL-SI' || substr(o.order_number, 4), o.id, $3,
            case o.status when 'instructed' then 'accepted' else o.status end,
            (o.ordered_at at time zone 'Asia/Tokyo')::date,
            case when o.status = 'shipped' then (o.ordered_at at time zone 'Asia/Tokyo')::date end,
            case when o.status = 'shipped' then o.ordered_at + interval '1 hour' end, $4
       from orders o where o.organisation_id = $1 and o.shop_id = $2`,
    [organisationId, shop!.id, own!.id, user!.id],
  );
  await one(
    `insert into shipping_instruction_lines (organisation_id, instruction_id, line_number,
            order_line_id, product_id, quantity)
     select i.organisation_id, i.id, 1, l.id, l.product_id, l.quantity
       from shipping_instructions i join order_lines l on l.order_id = i.order_id
      where i.organisation_id = $1 and i.warehouse_id = $2`,
    [organisationId, own!.id],
  );
  // A batch every 315 s over a year; its number PB-YYYYMMDD-NNN (NNN unique within a day).
  await one(
    `insert into picking_batches (organisation_id, number, warehouse_id, created_by, created_at)
     select $1, 'PB-' || to_char(at at time zone 'Asia/Tokyo', 'YYYYMMDD') || '-'
                || lpad((b % 1000)::text, 3, '0'), $2, $3, at
       from generate_series(1, ${BATCHES}) b,
            lateral (select now() - (${BATCHES} - b) * interval '315 seconds' as at) made`,
    [organisationId, own!.id, user!.id],
  );
  // The batches' ids are consecutive (one insert): parcel g goes in the nth from the first.
  await one(
    `insert into picking_batch_instructions (organisation_id, batch_id, instruction_id, position)
     select i.organisation_id, first.id + nth - 1, i.id, 1 + (g - 1) % k
       from shipping_instructions i,
            (select min(id) as id from picking_batches where warehouse_id = $2) first,
            lateral (select substr(i.number, 6)::int as g) n,
            lateral (select case when g <= ${SHIPPED} then 2 else 8 end as k,
                            case when g <= ${SHIPPED} then (g + 1) / 2
                                 else ${BATCHES - OPEN_BATCHES} + (g - ${SHIPPED} + 7) / 8 end as nth) per
      where i.organisation_id = $1 and i.warehouse_id = $2 and g <= ${batched}`,
    [organisationId, own!.id],
  );
  for (const table of [
    'orders',
    'order_lines',
    'shipping_instructions',
    'shipping_instruction_lines',
    'picking_batches',
    'picking_batch_instructions',
  ])
    await one(`vacuum analyze ${table}`);
  const [size] = await one<Record<string, number>>(
    `select (select count(*)::int from picking_batches where warehouse_id = $1) as batches,
            (select count(*)::int from picking_batch_instructions bi join picking_batches b
               on b.id = bi.batch_id where b.warehouse_id = $1) as batched,
            (select count(*)::int from shipping_instructions where warehouse_id = $1
               and status in ('accepted', 'working', 'inspected')) as open`,
    [own!.id],
  );
  console.log(
    `dataset: ${size!.batches} batches holding ${size!.batched} parcels, ${size!.open} open parcels in one warehouse (${Math.round(performance.now() - seeded)} ms)`,
  );

  const warehouseId = own!.id;
  const LISTS = [
    {
      label: 'parcels, page 1 (50)',
      path: '/api/fulfilment/parcels/search',
      body: { warehouse_id: warehouseId, per_page: 50 },
      bare: (handle = db) =>
        searchParcels(handle, scope, fulfilmentSearchSchema.parse({ warehouseId, perPage: 50 })),
    },
    {
      label: 'parcels, 出荷作業中 tab count',
      path: '/api/fulfilment/parcels/search',
      body: { warehouse_id: warehouseId, status: 'working', per_page: 1 },
      bare: (handle = db) =>
        searchParcels(
          handle,
          scope,
          fulfilmentSearchSchema.parse({ warehouseId, status: 'working', perPage: 1 }),
        ),
    },
    {
      label: 'parcels, page 300 (50)',
      path: '/api/fulfilment/parcels/search',
      body: { warehouse_id: warehouseId, per_page: 50, page: 300 },
      bare: (handle = db) =>
        searchParcels(
          handle,
          scope,
          fulfilmentSearchSchema.parse({ warehouseId, perPage: 50, page: 300 }),
        ),
    },
    {
      label: '最近のバッチ (10)',
      path: '/api/fulfilment/picking_batches/search',
      body: { warehouse_id: warehouseId, per_page: 10 },
      bare: (handle = db) =>
        searchPickingBatches(
          handle,
          scope,
          pickingBatchSearchSchema.parse({ warehouseId, perPage: 10 }),
        ),
    },
    {
      label: 'batches, page 4000 (20)',
      path: '/api/fulfilment/picking_batches/search',
      body: { warehouse_id: warehouseId, page: 4000 },
      bare: (handle = db) =>
        searchPickingBatches(
          handle,
          scope,
          pickingBatchSearchSchema.parse({ warehouseId, page: 4000 }),
        ),
    },
  ];

  const { jar } = await signIn(started.baseUrl, DEMO_ACCOUNTS[0]!);
  console.log(`\n${load()} before the runs`);
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each (target p95 ≤ ${TARGET_P95_MS} ms)`,
  );
  let failed = 0;
  for (const list of LISTS) {
    const figures = await runLoad({
      url: `${started.baseUrl}${list.path}`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: {
        cookie: jar.header(),
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      },
      body: JSON.stringify(list.body),
    });
    const bare = await medianMs(list.bare);
    const pass = figures.p95 <= TARGET_P95_MS && figures.non2xx === 0 && figures.errors === 0;
    if (!pass) failed += 1;
    console.log(
      `${list.label.padEnd(30)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  ` +
        `${Math.round(figures.requestsPerSecond)} req/s  non-2xx ${figures.non2xx}  errors ${figures.errors}  ` +
        `| bare SQL (the read model, no HTTP) ${ms(bare)}  ${pass ? 'PASS' : 'FAIL'}`,
    );
    await explain(list.bare);
  }
  console.log(`${load()} after the runs`);
  await started.app.close();
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await pool.end();
  await embedded.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
}

/** Each statement of one read under EXPLAIN ANALYZE: its time, and the plan with BENCH_PLANS=1. */
async function explain(read: (handle?: typeof db) => Promise<unknown>) {
  const statements: { query: string; params: unknown[] }[] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => statements.push({ query, params }),
  };
  await read(drizzle(pool, { casing: 'snake_case', logger }));
  for (const { query, params } of statements) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain analyze ${query}`, params);
    const plan = rows.map((row) => row['QUERY PLAN']);
    const what = /^\s*select count\(\*\)/.test(query) ? 'count ' : 'window';
    const time = plan.find((line) => line.startsWith('Execution Time'));
    console.log(`    EXPLAIN ANALYZE ${what}: ${time}`);
    if (process.env.BENCH_PLANS) console.log(plan.map((line) => `      ${line}`).join('\n'));
  }
}

/** The read model's queries (page with its rows and total) without HTTP, median of 20. */
async function medianMs(read: () => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[10]!;
}
