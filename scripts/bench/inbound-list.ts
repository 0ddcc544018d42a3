// npm run bench:inbound: the 入荷予定 list over 50,000 schedules × 3 lines (the large-data
// generator), 20 connections on loopback (autocannon), with the bare route and the reads' own time
// beside it, the dataset's size, and PASS/FAIL against p95 ≤ 50 ms (exit 1 on a FAIL).
import { sql } from 'drizzle-orm';
import { openBenchApp } from './bench-app.ts';
import { startCountingApp } from './counting-app.ts';
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
import { seedLargeInbound } from '../../apps/server/src/demo/seed-large-inbound.ts';
import { searchReceivingSchedules } from '../../apps/server/src/read-models/receiving/index.ts';
import {
  addDays,
  receivingScheduleSearchSchema,
  todayJst,
  type ReceivingScheduleSearchInput,
} from '../../packages/shared/src/index.ts';

const CONNECTIONS = 20;
const DURATION_S = 10;
const TARGET_P95_MS = 50;

/**
 * The lists measured: the default page (today … +30 days), a status, a product, a wide range; a
 * count kept while the schedules are unchanged (decision 079), and the wide range counted on every
 * request, as a new filter's first page is.
 */
const SEARCHES: {
  label: string;
  body: ReceivingScheduleSearchInput;
  countsEveryTime?: boolean;
}[] = [
  { label: 'default range, page 1', body: {} },
  { label: 'status 入荷待ち', body: { status: 'waiting' } },
  { label: 'product BULK-000300', body: { productCode: 'BULK-000300' } },
  {
    label: '240 days, page 500',
    body: { dateFrom: addDays(todayJst(), -180), dateTo: addDays(todayJst(), 60), page: 500 },
  },
  {
    label: '  the same, counted each time',
    body: { dateFrom: addDays(todayJst(), -180), dateTo: addDays(todayJst(), 60), page: 500 },
    countsEveryTime: true,
  },
];

const ms = (value: number) => `${value.toFixed(1)} ms`;
/** The wire's snake_case body for a camelCase search. */
const wire = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      value,
    ]),
  );

const bench = await openBenchApp('inbound-list');
const { db, scope } = bench;
try {
  let seeded = Date.now();
  console.log(await seedLargeProducts(db, bench.organisationId), `(${Date.now() - seeded} ms)`);
  seeded = Date.now();
  console.log(await seedLargeInbound(db, bench.organisationId), `(${Date.now() - seeded} ms)`);
  const { rows } = await db.execute<{ schedules: number; lines: number }>(sql`
    select (select count(*)::int from receiving_schedules where organisation_id = ${bench.organisationId}) as schedules,
           (select count(*)::int from receiving_schedule_lines where organisation_id = ${bench.organisationId}) as lines`);
  console.log(`dataset: ${rows[0]!.schedules} schedules, ${rows[0]!.lines} lines`);

  const headers = bench.headers;
  const counting = await startCountingApp(bench.url, bench.account);
  bench.onClose(() => counting.close());
  // Other work on the machine moves every figure: say how busy it was.
  console.log(`\n${machineLoad()} before the runs`);
  const reference = await measureBareReference(bench.pool, headers.cookie, {
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  console.log(`\nbare reference (session lookup + one query): ${referenceLine(reference)}`);
  console.log(
    `\nPOST /api/receiving_schedules/search (20 per page), ${CONNECTIONS} connections, ${DURATION_S} s each (target p95 ≤ ${TARGET_P95_MS} ms)`,
  );
  for (const search of SEARCHES) {
    // The app keeping its filters' counts, or the one counting every time.
    const server = search.countsEveryTime
      ? counting
      : { baseUrl: bench.baseUrl, cookie: headers.cookie, db };
    const load = await runLoad({
      url: `${server.baseUrl}/api/receiving_schedules/search`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { ...headers, cookie: server.cookie },
      body: JSON.stringify(wire(search.body)),
    });
    const bare = await bareQueryMs(server.db, search.body);
    console.log(
      `${search.label.padEnd(24)} p50 ${ms(load.p50)}  p95 ${ms(load.p95)}  p99 ${ms(load.p99)}  ` +
        `${Math.round(load.requestsPerSecond)} req/s  non-2xx ${load.non2xx}  errors ${load.errors}  ` +
        `${againstReference(load, reference)}  | bare SQL (the read model) ${ms(bare)}  ` +
        verdict(
          load.p95,
          { atMost: TARGET_P95_MS, unit: 'ms p95' },
          busyReason(reference, TARGET_P95_MS),
        ),
    );
  }
  console.log(`${machineLoad()} after the runs`);

  /** The list's queries as the reads run them (page and count, or its kept count), median of 20. */
  async function bareQueryMs(handle: typeof db, input: ReceivingScheduleSearchInput) {
    const search = receivingScheduleSearchSchema.parse(input);
    const times: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const start = performance.now();
      await searchReceivingSchedules(handle, scope, search);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[10]!;
  }
} finally {
  await bench.close();
}
