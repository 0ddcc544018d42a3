// npm run bench:stock: the stock list by product over 100,000 products × 5 warehouses (the
// large-data generator), 20 connections on loopback (autocannon), with the bare SQL queries' time
// beside it and the dataset's size. Figures only.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { runLoad } from './load.ts';
import { againstReference, measureBareReference, referenceLine } from './bare-reference.ts';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { freePort } from '../../apps/server/src/test/free-port.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { organisationScope } from '../../apps/server/src/db/organisation-scope.ts';
import { seedDemoData } from '../../apps/server/src/demo/seed.ts';
import { seedLargeProducts } from '../../apps/server/src/demo/seed-large.ts';
import { seedLargeStocks } from '../../apps/server/src/demo/seed-stocks.ts';
import { createSecretBox } from '../../apps/server/src/modules/app-settings/index.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANISATIONS,
} from '../../apps/server/src/modules/idp/demo-accounts.ts';
import { startCountingApp } from './counting-app.ts';
import { searchStocks } from '../../apps/server/src/modules/stocks/stocks-lists.repository.ts';
import { stockSearchSchema, type StockSearchInput } from '../../packages/shared/src/index.ts';
import { startAppOn } from '../../apps/server/src/test/start-app.ts';
import { signIn } from '../../apps/server/src/test/sign-in.ts';

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? (await freePort()));
const DATA_DIR = '/tmp/bench-stock-list';
const CONNECTIONS = 20;
const DURATION_S = 10;
const TARGET_P95_MS = 25;

/**
 * The lists measured: the page everyone opens first, a deep page, and a keyword: paged through or
 * refetched (its count kept while the products are unchanged), and counted on every request (as
 * each new keyword is once).
 */
const SEARCHES: {
  label: string;
  body: Record<string, unknown>;
  input: StockSearchInput;
  countsEveryTime?: boolean;
}[] = [
  { label: 'by product, page 1', body: {}, input: {} },
  { label: 'by product, page 2000', body: { page: 2000 }, input: { page: 2000 } },
  { label: 'by product, keyword 緑茶', body: { keyword: '緑茶' }, input: { keyword: '緑茶' } },
  {
    label: '  the same, counted each time',
    body: { keyword: '緑茶' },
    input: { keyword: '緑茶' },
    countsEveryTime: true,
  },
];

const ms = (value: number) => `${value.toFixed(1)} ms`;

rmSync(DATA_DIR, { recursive: true, force: true });
const embedded = await startEmbeddedPostgres({
  dataDir: DATA_DIR,
  port: PG_PORT,
  database: 'bench',
});
const { db, pool } = createDatabase(embedded.url);
try {
  await runMigrations(db);
  const organisation = DEMO_ORGANISATIONS[0]!;
  const scope = organisationScope(organisation.uuid);
  const started = await startAppOn(db);
  const secrets = createSecretBox(randomBytes(32));
  await seedDemoData(db, { issuer: started.config.oidcIssuer, accounts: DEMO_ACCOUNTS, secrets });
  let seeded = Date.now();
  console.log(await seedLargeProducts(db, organisation.uuid), `(${Date.now() - seeded} ms)`);
  seeded = Date.now();
  console.log(await seedLargeStocks(db, organisation.uuid), `(${Date.now() - seeded} ms)`);
  const { rows } = await db.execute<{
    products: number;
    warehouses: number;
    stocks: number;
    movements: number;
  }>(sql`
    select (select count(*)::int from products where organisation_id = ${organisation.uuid}) as products,
           (select count(distinct warehouse_id)::int from stocks where organisation_id = ${organisation.uuid}) as warehouses,
           (select count(*)::int from stocks where organisation_id = ${organisation.uuid}) as stocks,
           (select count(*)::int from stock_movements where organisation_id = ${organisation.uuid}) as movements`);
  const size = rows[0]!;
  console.log(
    `dataset: ${size.products} products × ${size.warehouses} warehouses = ${size.stocks} stock rows, ${size.movements} ledger rows`,
  );

  const { jar } = await signIn(started.baseUrl, DEMO_ACCOUNTS[0]!);
  const counting = await startCountingApp(embedded.url, DEMO_ACCOUNTS[0]!);
  // Other work on the machine moves every figure: say how busy it was.
  const load = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
  console.log(`\n${load()} before the runs`);
  const reference = await measureBareReference(pool, jar.header(), {
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  console.log(`\nbare reference (session lookup + one query): ${referenceLine(reference)}`);
  console.log(
    `\nPOST /api/stocks/search (stockByProduct, 20 per page), ${CONNECTIONS} connections, ${DURATION_S} s each (target p95 ≤ ${TARGET_P95_MS} ms)`,
  );
  for (const search of SEARCHES) {
    // The app keeping its filters' counts, or the one counting every time.
    const server = search.countsEveryTime
      ? counting
      : { baseUrl: started.baseUrl, cookie: jar.header(), db };
    const figures = await runLoad({
      url: `${server.baseUrl}/api/stocks/search`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: {
        cookie: server.cookie,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      },
      body: JSON.stringify(search.body),
    });
    const bare = await bareQueryMs(server.db, search.input);
    console.log(
      `${search.label.padEnd(30)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  ` +
        `${Math.round(figures.requestsPerSecond)} req/s  non-2xx ${figures.non2xx}  errors ${figures.errors}  ` +
        `${againstReference(figures, reference)}  | service alone ${ms(bare)}`,
    );
  }
  console.log(`${load()} after the runs`);
  await started.app.close();
  await counting.close();

  /** The list's queries through the service, without HTTP (page with its rows and total), median of 20. */
  async function bareQueryMs(handle: typeof db, input: StockSearchInput) {
    const search = stockSearchSchema.parse(input);
    const times: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const start = performance.now();
      await searchStocks(handle, scope, search);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[10]!;
  }
} finally {
  await pool.end();
  await embedded.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
