// npm run bench:allocation (issue 30 item 3, issue 28): 100,000 order lines (50,000 orders × 2
// lines) across 10 warehouses, allocated in one run three times, each on its own fresh copy of the
// same data: by the plain batched loop (allocation-reference.ts, the reference), by the engine
// (受注単位, group order) and by the engine with every product ロット管理 and 5 lots per stock row
// (FEFO). Prints seconds, the engine's ratio to the reference (PASS ≤ 1.2×) and FEFO's to the
// no-lot run (PASS ≤ 1.5×), and checks the reference and the engine allocated the same.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openBenchDatabase } from './bench-app.ts';
import {
  allocationCounts,
  allocationsMissing,
  LINES_PER_ORDER,
  seedAllocationData,
} from './allocation-data.ts';
import { plainAllocationLoop } from './allocation-reference.ts';
import { postgresCpuSeconds } from './postgres-cpu.ts';
import { verdict } from './verdict.ts';
import { organisationScope } from '../../apps/server/src/db/organisation-scope.ts';
import { allocateOrders } from '../../apps/server/src/modules/allocation/index.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const TARGET_S = 5;
const BATCH = Number(process.env.BENCH_BATCH ?? 1000);
const METHOD = (process.env.BENCH_METHOD ?? 'order') as 'order' | 'line' | 'split';
const ENGINE_TARGET = { atMost: 1.2, unit: '× the plain loop' };
const FEFO_TARGET = { atMost: 1.5, unit: '× without lots' };
// BENCH_ONE_WORKER=1: a fourth copy allocated one transaction at a time (decision 031's comparison).
const ONE_WORKER = Boolean(process.env.BENCH_ONE_WORKER);

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

/** CPU seconds (node + PostgreSQL) of each measured run, by label: the work, whatever the load. */
const cpuOf = new Map<string, number>();

/** Runs `work`, prints its seconds, rates, SQL share and CPU under `label`; answers the seconds. */
async function measured(label: string, work: () => Promise<unknown>) {
  sqlMs = 0;
  byQuery.clear();
  measuring = true;
  const started = performance.now();
  const nodeCpu = process.cpuUsage();
  const busy = machineBusySeconds();
  const postgres = postgresCpuSeconds(bench.dataDir);
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(nodeCpu);
  const busySeconds = machineBusySeconds() - busy;
  const postgresSeconds = postgresCpuSeconds(bench.dataDir) - postgres;
  const nodeSeconds = (user + system) / 1e6;
  cpuOf.set(label, nodeSeconds + postgresSeconds);
  measuring = false;
  console.log(
    `${label}: ${seconds.toFixed(2)} s, ${Math.round(ORDERS / seconds)} orders/s, ${Math.round((ORDERS * LINES_PER_ORDER) / seconds)} lines/s, SQL ${((sqlMs / 1000 / seconds) * 100).toFixed(0)} % of the time; CPU ${busySeconds.toFixed(2)} s busy on the machine, node ${nodeSeconds.toFixed(2)} s, PostgreSQL ${postgresSeconds.toFixed(2)} s; result ${JSON.stringify(result)}`,
  );
  if (process.env.BENCH_DEBUG)
    for (const [key, took] of [...byQuery].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`    ${(took / 1000).toFixed(2)} s  ${key}`);
  return seconds;
}

const bench = await openBenchDatabase('allocation');
const { db } = bench;
try {
  const [reference, engine, fefo, single] = [
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
  ];
  const seeded = Date.now();
  await seedAllocationData(db, reference, { orders: ORDERS, method: METHOD });
  await seedAllocationData(db, engine, { orders: ORDERS, method: METHOD });
  await seedAllocationData(db, fefo, { orders: ORDERS, method: METHOD, lots: true });
  if (ONE_WORKER) await seedAllocationData(db, single, { orders: ORDERS, method: METHOD });
  await db.execute(sql`analyze`);
  console.log(
    `dataset ×${ONE_WORKER ? '4 (reference, engine, FEFO, one at a time)' : '3 (reference, engine, FEFO)'}: ${ORDERS} orders × ${LINES_PER_ORDER} lines = ${ORDERS * LINES_PER_ORDER} lines, 2000 products × 10 warehouses (${Date.now() - seeded} ms to generate); method ${METHOD}, batch ${BATCH} orders`,
  );
  const actor = (org: string) => ({ scope: organisationScope(org), userId: null });
  const referenceS =
    METHOD === 'order'
      ? await measured('plain batched loop (reference)', () =>
          plainAllocationLoop(bench.pool, reference, BATCH),
        )
      : undefined;
  const engineS = await measured('engine', () =>
    allocateOrders(db, actor(engine), { batchSize: BATCH }),
  );
  const singleS = ONE_WORKER
    ? await measured('engine, one transaction at a time', () =>
        allocateOrders(db, actor(single), { batchSize: BATCH, workers: 1 }),
      )
    : undefined;
  const fefoLabel = 'engine, FEFO (5 lots per stock row)';
  const fefoS = await measured(fefoLabel, () =>
    allocateOrders(db, actor(fefo), { batchSize: BATCH }),
  );
  const counts = {
    reference: await allocationCounts(db, reference),
    engine: await allocationCounts(db, engine),
    fefo: await allocationCounts(db, fefo),
  };
  console.log(`rows: ${JSON.stringify(counts)}`);
  // The same allocations (order, line, warehouse, pieces) both ways; FEFO only splits them over lots.
  const differ = async (a: string, b: string) =>
    (await allocationsMissing(db, a, b)) + (await allocationsMissing(db, b, a));
  const fefoDiffers = await differ(engine, fefo);
  console.log(
    `FEFO allocated the same as without lots: ${fefoDiffers === 0 ? 'yes' : `NO (${fefoDiffers} rows differ)`}`,
  );
  if (referenceS !== undefined) {
    const referenceDiffers = await differ(reference, engine);
    console.log(
      `the reference allocated the same as the engine: ${referenceDiffers === 0 ? 'yes' : `NO (${referenceDiffers} rows differ)`}`,
    );
    if (referenceDiffers > 0 || counts.reference.oversold + counts.engine.oversold > 0)
      verdict(1, { atMost: 0, unit: 'rows differing or oversold' });
    const ratio = engineS / referenceS;
    console.log(
      `engine / plain loop: ${ratio.toFixed(2)}× (${engineS.toFixed(2)} s / ${referenceS.toFixed(2)} s) ${verdict(ratio, ENGINE_TARGET)}`,
    );
  }
  if (singleS !== undefined) {
    const singleDiffers = await differ(engine, single);
    console.log(
      `one at a time / two at a time: ${(singleS / engineS).toFixed(2)}× (${singleS.toFixed(2)} s / ${engineS.toFixed(2)} s); same allocations: ${singleDiffers === 0 ? 'yes' : `NO (${singleDiffers} rows differ)`}`,
    );
    if (referenceS !== undefined)
      console.log(`one at a time / plain loop: ${(singleS / referenceS).toFixed(2)}×`);
  }
  const fefoRatio = fefoS / engineS;
  console.log(
    `FEFO / without lots: ${fefoRatio.toFixed(2)}× (${fefoS.toFixed(2)} s / ${engineS.toFixed(2)} s) ${verdict(fefoRatio, FEFO_TARGET)}`,
  );
  // The verdict is on seconds; on a loaded machine the CPU each run cost (node + PostgreSQL) is
  // printed beside it, as it depends much less on what the neighbours do.
  const fefoCpu = cpuOf.get(fefoLabel)!;
  const engineCpu = cpuOf.get('engine')!;
  console.log(
    `FEFO / without lots in CPU (node + PostgreSQL): ${(fefoCpu / engineCpu).toFixed(2)}× (${fefoCpu.toFixed(2)} s / ${engineCpu.toFixed(2)} s)`,
  );
  console.log(
    `engine against issue 13's ${TARGET_S} s: ${engineS <= TARGET_S ? 'met' : 'missed'} (absolute seconds depend on the machine's load)`,
  );
} finally {
  await bench.close();
}
