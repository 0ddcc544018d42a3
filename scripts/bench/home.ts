// npm run bench:home: GET /api/dashboard (the home page's one request) over the large dataset —
// 100,000 products × 5 warehouses of stock and 90,000 orders over 30 days with their lines,
// allocations and shipping instructions — 20 connections on loopback (autocannon), with the bare
// reads beside it and the dataset's size. The endpoint serves the organisation's last computed
// figures (decision 033); what a recompute costs is printed too, the bare route beside it, and
// PASS/FAIL against p95 ≤ 50 ms (exit 1 on a FAIL).
import { sql } from 'drizzle-orm';
import { openBenchApp } from './bench-app.ts';
import { runLoad } from './load.ts';
import { machineLoad } from './machine-load.ts';
import {
  againstReference,
  busyReason,
  measureBareReference,
  referenceLine,
} from './bare-reference.ts';
import { verdict } from './verdict.ts';
import { seedLargeProducts } from '../../apps/server/src/demo/seed-large.ts';
import { seedLargeOrders } from '../../apps/server/src/demo/seed-large-orders.ts';
import { seedLargeStocks } from '../../apps/server/src/demo/seed-stocks.ts';
import { showDashboard } from '../../apps/server/src/modules/dashboard/dashboard.service.ts';
import { refreshSnapshot } from '../../apps/server/src/modules/dashboard/dashboard-snapshot.ts';
import { todayJst } from '@logi/shared';

const CONNECTIONS = 20;
const DURATION_S = 10;
const TARGET_P95_MS = 50;
const BARE_RUNS = 9;
const RECOMPUTE_RUNS = 3;

const ms = (value: number) => `${value.toFixed(1)} ms`;

const bench = await openBenchApp('home');
const { db, scope } = bench;
try {
  for (const step of [seedLargeProducts, seedLargeStocks, seedLargeOrders]) {
    const seeded = Date.now();
    console.log(await step(db, bench.organisationId), `(${Date.now() - seeded} ms)`);
  }
  const { rows } = await db.execute<Record<string, number>>(sql`
    select (select count(*)::int from products where organisation_id = ${bench.organisationId}) as products,
           (select count(*)::int from stocks where organisation_id = ${bench.organisationId}) as stocks,
           (select count(*)::int from stock_movements where organisation_id = ${bench.organisationId}) as movements,
           (select count(*)::int from orders where organisation_id = ${bench.organisationId}) as orders,
           (select count(*)::int from shipping_instructions where organisation_id = ${bench.organisationId}) as instructions,
           (select count(*)::int from receipts where organisation_id = ${bench.organisationId}) as receipts`);
  const size = rows[0]!;
  console.log(
    `dataset: ${size.products} products, ${size.stocks} stock rows, ${size.movements} ledger rows, ` +
      `${size.orders} orders, ${size.instructions} shipping instructions, ${size.receipts} receipts`,
  );

  const headers = { cookie: bench.headers.cookie, 'x-requested-with': 'XMLHttpRequest' };
  // A recompute (after a process finishes, on 最新の状態に更新, or when the figures are 30 s old):
  // the one statement over every table, in the background of the requests.
  const recompute = await medianMs(RECOMPUTE_RUNS, () =>
    refreshSnapshot(db, scope, { today: todayJst(), notBefore: new Date() }),
  );
  console.log(`recompute (the full statement, median of ${RECOMPUTE_RUNS}): ${ms(recompute)}`);
  // What every request does: the snapshot row and the DTO, no HTTP.
  const read = await medianMs(BARE_RUNS, () => showDashboard(db, scope));
  console.log(`snapshot read (the service, no HTTP, median of ${BARE_RUNS}): ${ms(read)}`);

  console.log(`\n${machineLoad()} before the runs`);
  const reference = await measureBareReference(bench.pool, bench.headers.cookie, {
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  console.log(`bare reference (session lookup + one query): ${referenceLine(reference)}`);
  console.log(
    `\nGET /api/dashboard, ${CONNECTIONS} connections, ${DURATION_S} s (target p95 ≤ ${TARGET_P95_MS} ms)`,
  );
  const load = await runLoad({
    url: `${bench.baseUrl}/api/dashboard`,
    method: 'GET',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  console.log(
    `dashboard  p50 ${ms(load.p50)}  p95 ${ms(load.p95)}  p99 ${ms(load.p99)}  ` +
      `${Math.round(load.requestsPerSecond)} req/s  non-2xx ${load.non2xx}  errors ${load.errors}  ` +
      `${againstReference(load, reference)}  | bare read ${ms(read)}, recompute ${ms(recompute)}  ` +
      verdict(
        load.p95,
        { atMost: TARGET_P95_MS, unit: 'ms p95' },
        busyReason(reference, TARGET_P95_MS),
      ),
  );
  console.log(`${machineLoad()} after the runs`);

  /** Median of `runs` timed runs of `work`, one at a time. */
  async function medianMs(runs: number, work: () => Promise<unknown>) {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      await work();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(runs / 2)]!;
  }
} finally {
  await bench.close();
}
