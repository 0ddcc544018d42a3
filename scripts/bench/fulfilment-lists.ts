// npm run bench:fulfilment-lists: 出荷作業's parcels list and 最近のバッチ over a year of one own
// warehouse's work (100,000 picking batches, 198,000 shipped parcels in them, 20,000 open parcels),
// 20 connections on loopback (autocannon), with the bare reference route (decision 067) and the read
// model's own time beside it, the server's CPU per request (Node + PostgreSQL), each statement's
// planning, execution and server CPU (as run under load, and for a first request), and PASS/FAIL
// against p95 ≤ 50 ms (exit 1 on a FAIL). The rows the lists read (orders, lines, instructions, batches) are written
// straight in SQL, as the commands leave them; no allocations or stock (the lists read neither).
import { tmpdir } from 'node:os';
import {
  againstReference,
  busyReason,
  measureBareReference,
  referenceLine,
} from './bare-reference.ts';
import { openBenchApp } from './bench-app.ts';
import { seedFulfilmentLists } from './fulfilment-lists-data.ts';
import { runLoad } from './load.ts';
import { profiled, summariseProfile } from './cpu-profile.ts';
import { machineLoad } from './machine-load.ts';
import { cpuLine, serverCpu } from './server-cpu.ts';
import { statementCosts, statementsOf } from './statement-cost.ts';
import { verdict } from './verdict.ts';
import {
  KEPT_LIMIT,
  keepListValuesFor,
} from '../../apps/server/src/read-models/lists/kept-by-tag.ts';
import {
  searchParcels,
  searchPickingBatches,
} from '../../apps/server/src/read-models/fulfilment/index.ts';
import {
  fulfilmentSearchSchema,
  pickingBatchSearchSchema,
} from '../../packages/shared/src/index.ts';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 100_000);
const OPEN_PARCELS = Number(process.env.BENCH_OPEN_PARCELS ?? 20_000);
const CONNECTIONS = 20;
const DURATION_S = 10;
const WARM_UP_S = 2;
const TARGET_P95_MS = 50;

const ms = (value: number) => `${value.toFixed(1)} ms`;
// `-- --profile`: after the runs, each list's load again under the CPU profiler (one file a list).
const PROFILE = process.argv.includes('--profile');
// `BENCH_LISTS=page,batches`: only the lists whose label contains one of the words (a quicker loop).
const ONLY = process.env.BENCH_LISTS?.split(',').filter(Boolean);

const bench = await openBenchApp('fulfilment-lists');
const { db, pool, scope, organisationId } = bench;
try {
  const seeded = performance.now();
  const [user] = (
    await pool.query<{ id: string }>('select id from users where email = $1', [bench.account.email])
  ).rows;
  const { warehouseId, steps } = await seedFulfilmentLists(pool, {
    organisationId,
    userId: user!.id,
    batches: BATCHES,
    openParcels: OPEN_PARCELS,
  });
  const [size] = (
    await pool.query<Record<string, number>>(
      `select (select count(*)::int from picking_batches where warehouse_id = $1) as batches,
              (select count(*)::int from picking_batch_instructions bi join picking_batches b
                 on b.id = bi.batch_id where b.warehouse_id = $1) as batched,
              (select count(*)::int from shipping_instructions where warehouse_id = $1
                 and status in ('accepted', 'working', 'inspected')) as open`,
      [warehouseId],
    )
  ).rows;
  console.log(
    `dataset: ${size!.batches} batches holding ${size!.batched} parcels, ${size!.open} open parcels in one warehouse, seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  console.log(`  by step: ${steps.join(', ')}`);

  const ALL_LISTS = [
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
  const LISTS = ONLY
    ? ALL_LISTS.filter((list) => ONLY.some((word) => list.label.includes(word)))
    : ALL_LISTS;

  console.log(`\n${machineLoad()} before the runs`);
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each (target p95 ≤ ${TARGET_P95_MS} ms); ` +
      'on a busy machine read the × bare ratios, not the absolute figures',
  );
  const load = { connections: CONNECTIONS, duration: DURATION_S };
  // The app's pooled connections warmed on every list first (catalog caches, as in production).
  for (const list of LISTS)
    await runLoad({
      url: `${bench.baseUrl}${list.path}`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: WARM_UP_S,
      warmup: 0, // this run is the warm-up
      headers: bench.headers,
      body: JSON.stringify(list.body),
    });
  // Each list twice in the same run: nothing kept (every request counts and walks its offset, as
  // before decision 058's kept values), then as the app runs, keeping them.
  const runs = LISTS.flatMap((list) => [
    { list, keep: 0, label: `${list.label}, nothing kept` },
    { list, keep: KEPT_LIMIT, label: list.label },
  ]);
  for (const { list, keep, label: runLabel } of runs) {
    keepListValuesFor(db, keep);
    // The reference measured again just before each list: a load that moves during the run moves
    // both, so the × bare ratios compare like with like (decision 058).
    const referenceCpu = serverCpu(bench.dataDir);
    const reference = await measureBareReference(pool, bench.headers.cookie, load);
    const referenceSpent = referenceCpu.end(reference.requestsPerSecond * DURATION_S);
    console.log(
      `${'  bare reference'.padEnd(30)} ${referenceLine(reference)}  ${cpuLine(referenceSpent)}`,
    );
    const cpu = serverCpu(bench.dataDir);
    const figures = await runLoad({
      url: `${bench.baseUrl}${list.path}`,
      method: 'POST',
      ...load,
      headers: bench.headers,
      body: JSON.stringify(list.body),
    });
    const spent = cpu.end(figures.requestsPerSecond * DURATION_S);
    const bare = await medianMs(list.bare);
    const clean = figures.non2xx === 0 && figures.errors === 0;
    const result = verdict(
      clean ? figures.p95 : Number.POSITIVE_INFINITY,
      { atMost: TARGET_P95_MS, unit: 'ms p95, no errors' },
      busyReason(reference, TARGET_P95_MS),
    );
    console.log(
      `${runLabel.padEnd(30)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  ` +
        `${Math.round(figures.requestsPerSecond)} req/s  non-2xx ${figures.non2xx}  errors ${figures.errors}  ` +
        `${againstReference(figures, reference)}  ${cpuLine(spent)}  ` +
        `| bare SQL (the read model, no HTTP) ${ms(bare)}  ${result}`,
    );
    if (keep === 0) continue;
    // A request as the load ran it (what the list keeps, kept) and the first one (nothing kept).
    for (const [label, warm] of [
      ['kept', true],
      ['first request', false],
    ] as const) {
      const statements = await statementsOf(pool, list.bare, { warm });
      console.log(`  ${label}:\n${(await statementCosts(bench.url, statements)).join('\n')}`);
    }
  }
  if (PROFILE) await profileLists(LISTS, load);
  console.log(await stageChangeCost(warehouseId));
  console.log(`${machineLoad()} after the runs`);
} finally {
  await bench.close();
}

/** Each list's load under the CPU profiler, kept values on: where the app's own CPU goes. */
async function profileLists(
  lists: { label: string; path: string; body: object }[],
  load: { connections: number; duration: number },
) {
  keepListValuesFor(db, KEPT_LIMIT);
  for (const list of lists) {
    const path = `${tmpdir()}/bench-fulfilment-lists-${list.label.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`;
    const profile = await profiled(path, async () => {
      await runLoad({
        url: `${bench.baseUrl}${list.path}`,
        method: 'POST',
        ...load,
        headers: bench.headers,
        body: JSON.stringify(list.body),
      });
    });
    console.log(`\nCPU profile of ${list.label} under load: ${path}\n${summariseProfile(profile)}`);
  }
}

/**
 * What the stage generation costs a writer: the trigger's share of moving 1 and 100 open parcels
 * to 出荷作業中 (EXPLAIN ANALYZE in a transaction rolled back, so the data stays as seeded; the
 * per-row trigger moves the generation once per transaction); the
 * first line includes compiling the trigger's function on that connection.
 */
async function stageChangeCost(warehouseId: number) {
  const client = await bench.pool.connect();
  const lines = ['stage change (EXPLAIN ANALYZE, rolled back):'];
  try {
    // The first run on the connection compiles the trigger's function: measured apart from the rest.
    for (const parcels of [1, 1, 100]) {
      await client.query('begin');
      // The trigger is deferred to the commit: fired at the statement's end here, so it is timed.
      await client.query('set constraints all immediate');
      const plan = (
        await client.query<{ 'QUERY PLAN': string }>(
          `explain analyze update shipping_instructions set status = 'working'
            where id in (select id from shipping_instructions where warehouse_id = $1
                           and status = 'accepted' order by id limit ${parcels})`,
          [warehouseId],
        )
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      await client.query('rollback');
      const trigger =
        /Trigger (?:for constraint )?shipping_instructions_stage_changed: time=([\d.]+)/.exec(
          plan,
        )?.[1];
      const total = /Execution Time: ([\d.]+)/.exec(plan)?.[1];
      lines.push(
        `  ${parcels} parcel(s): ${total} ms in all, of which the generation's trigger ${trigger} ms`,
      );
    }
  } finally {
    client.release();
  }
  return lines.join('\n');
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
