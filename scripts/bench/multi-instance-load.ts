// npm run bench:load: 200 signed-in sessions on list and search routes through the round-robin
// proxy, with 1 and then 2 web instances (+1 worker) on one PostgreSQL the app did not start;
// p50/p95/p99, requests/s and errors. `-- --soak [--minutes 10]`: 2 web instances under the same
// load for 10 minutes, every instance's RSS sampled every 10 s. Latency is the queue in front of
// two cores (docs/production.md), so the verdict is every answer right: PASS with 0 non-2xx/errors.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { seedLargeProducts } from '../../apps/server/src/demo/seed-large.ts';
import { seedLargeStocks } from '../../apps/server/src/demo/seed-stocks.ts';
import { createSession } from '../../apps/server/src/modules/auth/sessions.repository.ts';
import { users } from '../../apps/server/src/modules/users/index.ts';
import {
  OPERATOR,
  ORGANISATION,
  startDeployment,
  type Deployment,
} from '../../apps/server/src/test/multi-instance/deployment.ts';
import { signIn } from '../../apps/server/src/test/sign-in.ts';
import { openBenchDatabase } from './bench-app.ts';
import { runLoad, type LoadFigures, type LoadOptions } from './load.ts';
import { verdict } from './verdict.ts';

const { values: args } = parseArgs({
  options: {
    soak: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '10' },
    duration: { type: 'string', default: '60' },
    sessions: { type: 'string', default: '200' },
  },
});
const SESSIONS = Number(args.sessions);
const DURATION_S = Number(args.duration);
// Ports from here upwards when set; else each one is picked free by the deployment.
const BASE_PORT = process.env.BENCH_BASE_PORT ? Number(process.env.BENCH_BASE_PORT) : undefined;
const PRODUCTS = 20_000;

/** What operators open all day: the lists and their keyword searches. */
const ROUTES: NonNullable<LoadOptions['requests']> = [
  { method: 'POST', path: '/api/products/search', body: '{}' },
  { method: 'POST', path: '/api/products/search', body: '{"keyword":"緑茶"}' },
  { method: 'POST', path: '/api/stocks/search', body: '{}' },
  { method: 'POST', path: '/api/stocks/search', body: '{"keyword":"コットン"}' },
  { method: 'POST', path: '/api/suppliers/search', body: '{}' },
  { method: 'GET', path: '/api/processes/get' },
  { method: 'GET', path: '/api/userNotification' },
];
const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One real sign-in at the issuer, then the rest of the sessions as the callback writes them. */
async function signedInSessions(deployment: Deployment): Promise<string[]> {
  const { callback, jar } = await signIn(deployment.proxy.url, OPERATOR);
  if (callback.status !== 200) throw new Error(`sign-in failed: ${callback.status}`);
  const { db, pool } = createDatabase(deployment.databaseUrl, 2);
  try {
    const [user] = await db.select().from(users).where(eq(users.email, OPERATOR.email));
    const cookies = [`logi_session=${jar.get('logi_session')}`];
    while (cookies.length < SESSIONS) {
      const token = await createSession(db, {
        userId: user!.id,
        organisationId: ORGANISATION.uuid,
        ttlHours: 12,
      });
      cookies.push(`logi_session=${token}`);
    }
    console.log(await seedLargeProducts(db, ORGANISATION.uuid, PRODUCTS));
    console.log(await seedLargeStocks(db, ORGANISATION.uuid));
    await db.execute('analyze');
    return cookies;
  } finally {
    await pool.end();
  }
}

async function deploy(serverUrl: string, webInstances: number) {
  const started = Date.now();
  const deployment = await startDeployment({
    serverUrl,
    webInstances,
    workers: 1,
    basePort: BASE_PORT,
    env: { LOG_LEVEL: 'error', JOB_SCHEDULE: '{}' },
  });
  console.log(`\n${webInstances} web + 1 worker up in ${Date.now() - started} ms`);
  const cookies = await signedInSessions(deployment);
  const load = (duration: number, connections = SESSIONS, warmup?: number) =>
    runLoad({
      url: deployment.proxy.url,
      connections,
      duration,
      warmup,
      headers: HEADERS,
      requests: ROUTES,
      cookies,
    });
  await load(5, 50, 0); // warm-up: JIT, connection pools, PostgreSQL caches
  return { deployment, load };
}

async function measure(serverUrl: string, webInstances: number) {
  const { deployment, load } = await deploy(serverUrl, webInstances);
  try {
    const figures = await load(DURATION_S);
    console.log(
      `${webInstances} web instance(s), ${SESSIONS} sessions, ${DURATION_S} s: p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  ` +
        `p99 ${ms(figures.p99)}  ${Math.round(figures.requestsPerSecond)} req/s  non-2xx ${figures.non2xx}  errors ${figures.errors}  ` +
        failedAnswers(figures),
    );
  } finally {
    await deployment.close();
  }
}

/** The verdict: every one of the requests answered 2xx. */
const failedAnswers = (figures: LoadFigures) =>
  verdict(figures.non2xx + figures.errors, { atMost: 0, unit: 'non-2xx and errors' });

async function soak(serverUrl: string, minutes: number) {
  const { deployment, load } = await deploy(serverUrl, 2);
  const instances = [...deployment.web, ...deployment.workers];
  const samples: number[][] = [];
  const sample = async () => samples.push(await Promise.all(instances.map((i) => i.rss())));
  try {
    await sample();
    const timer = setInterval(() => void sample(), 10_000);
    const figures = await load(minutes * 60).finally(() => clearInterval(timer));
    await sample();
    console.log(
      `\nsoak ${minutes} min, RSS every 10 s (${instances.map((i) => i.name).join(' / ')}):`,
    );
    samples.forEach((row, index) =>
      console.log(`  ${String(index * 10).padStart(4)} s  ${row.map(mb).join(' / ')}`),
    );
    // Flat means the last minute's RSS is about the second minute's (after warm-up).
    const mean = (rows: number[][], column: number) =>
      rows.reduce((sum, row) => sum + row[column]!, 0) / rows.length;
    const early = samples.slice(6, 12);
    const late = samples.slice(-6);
    instances.forEach((instance, column) =>
      console.log(
        `  ${instance.name}: minute 2 ${mb(mean(early, column))} → last minute ${mb(mean(late, column))}`,
      ),
    );
    console.log(
      `  load: p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  ` +
        `${Math.round(figures.requestsPerSecond)} req/s  non-2xx ${figures.non2xx}  errors ${figures.errors}  ` +
        failedAnswers(figures),
    );
  } finally {
    await deployment.close();
  }
}

// The server only: each deployment makes and migrates a database of its own on it.
const bench = await openBenchDatabase('load', { database: 'postgres', migrate: false });
const serverUrl = bench.url.replace(/\/postgres$/, '');
try {
  if (args.soak) await soak(serverUrl, Number(args.minutes));
  else for (const webInstances of [1, 2]) await measure(serverUrl, webInstances);
} finally {
  await bench.close();
}
