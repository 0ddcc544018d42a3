// npm run bench:stock: the stock list by product over 100,000 products × 5 warehouses (the
// large-data generator), 20 connections on loopback (autocannon), with the bare route and the
// service's own time beside it, the dataset's size, and PASS/FAIL against p95 ≤ 25 ms (exit 1).
import {
  againstReference,
  busyReason,
  measureBareReference,
  referenceLine,
} from './bare-reference.ts';
import { sql } from 'drizzle-orm';
import { openBenchApp } from './bench-app.ts';
import { runLoad } from './load.ts';
import { machineLoad } from './machine-load.ts';
import { postgresCpuSeconds } from './postgres-cpu.ts';
import { verdict } from './verdict.ts';
import { seedLargeProducts } from '../../apps/server/src/demo/seed-large.ts';
import { seedLargeStocks } from '../../apps/server/src/demo/seed-stocks.ts';
import { startCountingApp } from './counting-app.ts';
import { searchStocks } from '../../apps/server/src/modules/stocks/stocks-lists.repository.ts';
import { stockSearchSchema, type StockSearchInput } from '../../packages/shared/src/index.ts';

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

const bench = await openBenchApp('stock-list');
const { db, scope } = bench;
try {
  let seeded = Date.now();
  console.log(await seedLargeProducts(db, bench.organisationId), `(${Date.now() - seeded} ms)`);
  seeded = Date.now();
  console.log(await seedLargeStocks(db, bench.organisationId), `(${Date.now() - seeded} ms)`);
  // The seed's million rows written out now, not by a checkpoint in the middle of a measured run.
  await db.execute(sql`checkpoint`);
  const { rows } = await db.execute<{
    products: number;
    warehouses: number;
    stocks: number;
    movements: number;
  }>(sql`
    select (select count(*)::int from products where organisation_id = ${bench.organisationId}) as products,
           (select count(distinct warehouse_id)::int from stocks where organisation_id = ${bench.organisationId}) as warehouses,
           (select count(*)::int from stocks where organisation_id = ${bench.organisationId}) as stocks,
           (select count(*)::int from stock_movements where organisation_id = ${bench.organisationId}) as movements`);
  const size = rows[0]!;
  console.log(
    `dataset: ${size.products} products × ${size.warehouses} warehouses = ${size.stocks} stock rows, ${size.movements} ledger rows`,
  );

  const counting = await startCountingApp(bench.url, bench.account);
  bench.onClose(() => counting.close());
  // Other work on the machine moves every figure: say how busy it was.
  console.log(`\n${machineLoad()} before the runs`);
  const reference = await measureBareReference(bench.pool, bench.headers.cookie, {
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
      : { baseUrl: bench.baseUrl, cookie: bench.headers.cookie, db };
    const pgBefore = postgresCpuSeconds(bench.dataDir);
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
    const pgMs = ((postgresCpuSeconds(bench.dataDir) - pgBefore) * 1000) / figures.requests;
    const bare = await bareQueryMs(server.db, search.input);
    console.log(
      `${search.label.padEnd(30)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  ` +
        `${Math.round(figures.requestsPerSecond)} req/s  non-2xx ${figures.non2xx}  errors ${figures.errors}  ` +
        `${againstReference(figures, reference)}  | PostgreSQL CPU ${pgMs.toFixed(2)} ms/request  ` +
        `| service alone ${ms(bare)}  ` +
        verdict(
          figures.p95,
          { atMost: TARGET_P95_MS, unit: 'ms p95' },
          busyReason(reference, TARGET_P95_MS),
        ),
    );
  }
  console.log(`${machineLoad()} after the runs`);

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
  await bench.close();
}
