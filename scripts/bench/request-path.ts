// npm run bench:request-path: what the HTTP path costs around the query (issue 30 item 1, decision
// 067). The bare reference, the cheapest signed-in list (suppliers: ≤ 1.5× bare), a product search
// and the stock list on the demo data (p95 ≤ 25 ms), 20 connections each, with the app logging as
// in production (info, JSON lines) and its CPU per request. `-- --profile` then profiles each
// route and prints the top frames.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { runLoad, type LoadFigures } from './load.ts';
import { injectedCpuMs } from './in-process.ts';
import {
  againstReference,
  measureBareReference,
  startBareRoute,
  rateRatio,
  referenceLine,
  SIGNED_IN_ROUTE_TARGET,
  busyReason,
} from './bare-reference.ts';
import { machineLoad } from './machine-load.ts';
import { verdict } from './verdict.ts';
import { profiled, summariseProfile } from './cpu-profile.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/demo/seed.ts';
import { createSecretBox } from '../../apps/server/src/modules/app-settings/index.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/modules/idp/demo-accounts.ts';
import { freePort } from '../../apps/server/src/test/free-port.ts';
import { signIn } from '../../apps/server/src/test/sign-in.ts';

const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/bench-request-path';
/** One profile per route, so a route's frames are not mixed with another's. */
const profilePath = (path: string) => `${DATA_DIR}${path.replaceAll('/', '-')}.cpuprofile`;
const LOAD = { connections: 20, duration: 10 };
/** Issue 30's targets: the cheapest signed-in route near the bare one, the lists by their p95. */
type RouteTarget = 'rate against bare' | 'p95';
const LIST_P95_TARGET = { atMost: 25, unit: 'ms p95' };
/** How many bare-then-route pairs judge a route against the bare one's rate. */
const RATE_PAIRS = 3;
const ROUTES: { label: string; path: string; body: object; target: RouteTarget }[] = [
  {
    label: 'POST /api/suppliers/search',
    path: '/api/suppliers/search',
    body: {},
    target: 'rate against bare',
  },
  {
    label: 'POST /api/products/search',
    path: '/api/products/search',
    body: { per_page: 20 },
    target: 'p95',
  },
  { label: 'POST /api/stocks/search', path: '/api/stocks/search', body: {}, target: 'p95' },
];

rmSync(DATA_DIR, { recursive: true, force: true });
const embedded = await startEmbeddedPostgres({
  dataDir: DATA_DIR,
  port: await freePort(),
  database: 'bench',
});
const { db, pool } = createDatabase(embedded.url);
try {
  await runMigrations(db);
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
  });
  // As main.ts logs by default (JSON lines at info), into a sink: the line's making is the cost.
  // A response its schema does not declare is printed: it is written the slow way (decision 067).
  const printProblems = (line: string) => {
    if (line.includes('not exactly its schema')) console.error(line.trimEnd());
  };
  const app = await buildApp({ config, db }, { level: 'info', stream: { write: printProblems } });
  await app.listen({ host: '127.0.0.1', port });
  const baseUrl = `http://localhost:${port}`;
  const secrets = createSecretBox(randomBytes(32));
  await seedDemoData(db, { issuer: config.oidcIssuer, accounts: DEMO_ACCOUNTS, secrets });
  const cookie = (await signIn(baseUrl, DEMO_ACCOUNTS[0]!)).jar.header();
  const loadOf = (path: string, body: object) =>
    runLoad({
      url: `${baseUrl}${path}`,
      method: 'POST',
      ...LOAD,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  console.log(
    `\n${machineLoad()} before the runs; ${LOAD.connections} connections, ${LOAD.duration} s each`,
  );
  // `-- --in-process` measures only the injected CPU per request (quick before/after pairs).
  for (const route of process.argv.includes('--in-process') ? [] : ROUTES) {
    // Measured again before each route: on a shared machine the load moves within a run, and a
    // reference taken once at the start made the later ratios read the load (decision 067).
    if (route.target === 'rate against bare') {
      await ratePairs(route.label, {
        reference: () => measureBareReference(pool, cookie, LOAD),
        route: () => loadOf(route.path, route.body),
      });
      continue;
    }
    const reference = await measureBareReference(pool, cookie, LOAD);
    console.log(`${'  bare reference'.padEnd(28)} ${referenceLine(reference)}`);
    const figures = await loadOf(route.path, route.body);
    console.log(`${route.label.padEnd(28)} ${line(figures, reference, true)}`);
  }
  console.log(`${machineLoad()} after the runs`);
  await printInjected(app, cookie);

  if (process.argv.includes('--profile')) {
    for (const route of ROUTES) {
      const path = profilePath(route.path);
      const profile = await profiled(path, async () => void (await loadOf(route.path, route.body)));
      console.log(
        `\nCPU profile of ${route.label} under load: ${path}\n${summariseProfile(profile)}`,
      );
    }
  }
  await app.close();
} finally {
  await pool.end();
  await embedded.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
}

/** CPU per request of each route injected (no sockets), beside the bare route's, in turn. */
async function printInjected(app: Awaited<ReturnType<typeof buildApp>>, cookie: string) {
  const headers = {
    cookie,
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/json',
  };
  const bare = await startBareRoute(pool);
  console.log('\nin process (injected one at a time; CPU ms per request, median of 5 × 300):');
  try {
    for (const route of ROUTES) {
      const reference = await injectedCpuMs(bare.app, {
        method: 'POST',
        url: '/bare',
        headers,
        payload: '{}',
      });
      const cpu = await injectedCpuMs(app, {
        method: 'POST',
        url: route.path,
        headers,
        payload: JSON.stringify(route.body),
      });
      console.log(
        `${route.label.padEnd(28)} ${cpu.toFixed(3)} ms  bare ${reference.toFixed(3)} ms  ` +
          `× bare ${(cpu / reference).toFixed(1)}`,
      );
    }
  } finally {
    await bare.close();
  }
}

/**
 * A route against the bare one's rate, judged by the median of RATE_PAIRS pairs measured in turn:
 * one pair's ratio read 0.9–1.6× from run to run as the machine's speed moved between its two
 * measures, where the same pairs in one process, in turn, read 1.0–1.14× (decision 067).
 */
async function ratePairs(
  label: string,
  measure: { reference: () => Promise<LoadFigures>; route: () => Promise<LoadFigures> },
) {
  const ratios: number[] = [];
  for (let pair = 1; pair <= RATE_PAIRS; pair += 1) {
    const reference = await measure.reference();
    console.log(`${`  bare reference (${pair})`.padEnd(28)} ${referenceLine(reference)}`);
    const figures = await measure.route();
    ratios.push(rateRatio(figures, reference));
    console.log(`${`${label} (${pair})`.padEnd(28)} ${line(figures, reference, false)}`);
  }
  const median = ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
  console.log(
    `${label.padEnd(28)} median of ${RATE_PAIRS} pairs: ${median.toFixed(2)}× bare's rate  ` +
      verdict(median, SIGNED_IN_ROUTE_TARGET),
  );
}

/** Figures, the app's CPU per request, the ratios to the bare reference, and the p95 verdict if asked. */
function line(figures: LoadFigures, reference: LoadFigures, judged: boolean) {
  const { p50, p95, requestsPerSecond, non2xx } = figures;
  return (
    `p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  ${Math.round(requestsPerSecond)} req/s  ` +
    `non-2xx ${non2xx}  ${againstReference(figures, reference)}  ` +
    (judged ? verdict(p95, LIST_P95_TARGET, busyReason(reference, LIST_P95_TARGET.atMost)) : '')
  );
}
