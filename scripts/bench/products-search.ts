// npm run bench:products (search part): the product search API over 100,000 products, 20
// connections on loopback (autocannon), with the bare route and the service's own time beside it,
// and PASS/FAIL against p95 ≤ 25 ms (exit 1 on a FAIL).
import { sql } from 'drizzle-orm';
import { openBenchApp } from './bench-app.ts';
import { runLoad } from './load.ts';
import { machineLoad } from './machine-load.ts';
import {
  againstReference,
  busyReason,
  measureBareReference,
  rateRatio,
  referenceLine,
  SIGNED_IN_ROUTE_TARGET,
} from './bare-reference.ts';
import { startCountingApp } from './counting-app.ts';
import { verdict } from './verdict.ts';
import { productSearchSchema, toCamelDeep } from '@logi/shared';
import { seedLargeProducts } from '../../apps/server/src/demo/seed-large.ts';
import { searchProductPage } from '../../apps/server/src/modules/products/products.service.ts';

const CONNECTIONS = 20;
const DURATION_S = 10;
const TARGET_P95_MS = 25;

/**
 * The searches measured: a keyword (contains-match on code and name) and a filter. A filter's
 * count is kept while the products are unchanged (paging, refetching); the lines marked counted
 * each time turn that off, as for each new filter's first page.
 */
const SEARCHES: { label: string; body: Record<string, unknown>; countsEveryTime?: boolean }[] = [
  { label: 'no filter (the first page)', body: { per_page: 20 } },
  { label: 'keyword 緑茶', body: { keyword: '緑茶', per_page: 20 } },
  {
    label: '  the same, counted each time',
    body: { keyword: '緑茶', per_page: 20 },
    countsEveryTime: true,
  },
  { label: 'keyword BULK-0123 (code)', body: { keyword: 'BULK-0123', per_page: 20 } },
  {
    label: '  the same, counted each time',
    body: { keyword: 'BULK-0123', per_page: 20 },
    countsEveryTime: true,
  },
  {
    label: 'filter 販売停止, by price desc',
    body: { sales_status: 'suspended', sort: 'price', direction: 'desc', per_page: 20 },
  },
  {
    label: '  the same, counted each time',
    body: { sales_status: 'suspended', sort: 'price', direction: 'desc', per_page: 20 },
    countsEveryTime: true,
  },
];

const ms = (value: number) => `${value.toFixed(1)} ms`;

const bench = await openBenchApp('products-search');
const { db } = bench;
try {
  const seeded = Date.now();
  console.log(await seedLargeProducts(db, bench.organisationId), `(${Date.now() - seeded} ms)`);
  // The seed's rows written out now, not by a checkpoint in the middle of a measured run.
  await db.execute(sql`checkpoint`);
  const counting = await startCountingApp(bench.url, bench.account);
  bench.onClose(() => counting.close());
  /** The app keeping its filters' counts, or the one counting every time. */
  const serverFor = (countsEveryTime = false) =>
    countsEveryTime
      ? { baseUrl: counting.baseUrl, cookie: counting.cookie, db: counting.db }
      : { baseUrl: bench.baseUrl, cookie: bench.headers.cookie, db };

  // Other work on the machine moves every figure: say how busy it was.
  console.log(`\n${machineLoad()} before the runs`);
  const reference = await measureBareReference(bench.pool, bench.headers.cookie, {
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  console.log(`\nbare reference (session lookup + one query): ${referenceLine(reference)}`);
  console.log(
    `\nPOST /api/products/search, ${CONNECTIONS} connections, ${DURATION_S} s each (target p95 ≤ ${TARGET_P95_MS} ms)`,
  );
  /** autocannon on one POST: the latencies' percentiles, the rate and the ratios to the reference. */
  async function measure(path: string, body: object, server = serverFor()) {
    const figures = await runLoad({
      url: `${server.baseUrl}${path}`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: {
        cookie: server.cookie,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const text =
      `p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  ` +
      `${Math.round(figures.requestsPerSecond)} req/s  non-2xx ${figures.non2xx}  errors ${figures.errors}  ` +
      againstReference(figures, reference);
    return { text, figures };
  }
  const p95Verdict = (p95: number) =>
    verdict(p95, { atMost: TARGET_P95_MS, unit: 'ms p95' }, busyReason(reference, TARGET_P95_MS));

  for (const search of SEARCHES) {
    const server = serverFor(search.countsEveryTime);
    const { text, figures } = await measure('/api/products/search', search.body, server);
    const bare = await bareQueryMs(server.db, search.body);
    console.log(
      `${search.label.padEnd(32)} ${text}  | service alone ${ms(bare)}  ${p95Verdict(figures.p95)}`,
    );
  }
  // The same stack on a list of four rows: what any signed-in API call costs here, for comparison.
  const suppliers = await measure('/api/suppliers/search', {});
  console.log(
    `${'reference: /api/suppliers/search'.padEnd(32)} ${suppliers.text}  ` +
      verdict(rateRatio(suppliers.figures, reference), SIGNED_IN_ROUTE_TARGET),
  );
  console.log(`${machineLoad()} after the runs`);

  /** The search's queries (page, total, suppliers, stock totals) through the service, without HTTP: median of 20. */
  async function bareQueryMs(handle: typeof db, body: Record<string, unknown>) {
    const search = productSearchSchema.parse(toCamelDeep(body));
    const times: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const start = performance.now();
      await searchProductPage(handle, bench.scope, search);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[10]!;
  }
} finally {
  await bench.close();
}
