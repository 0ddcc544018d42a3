// npm run bench:reconcile: 整合性チェック (reconcile) over the large dataset — 100,000 products
// × 5 warehouses of stock and 90,000 orders over 30 days with their lines, allocations and
// shipping instructions — timed per run, with the findings per kind. Figures only: what the
// large seed writes by hand (not through the services) shows up as findings until it does not.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { organisationScope } from '../../apps/server/src/db/organisation-scope.ts';
import { seedDemoData } from '../../apps/server/src/demo/seed.ts';
import { seedLargeProducts } from '../../apps/server/src/demo/seed-large.ts';
import { seedLargeOrders } from '../../apps/server/src/demo/seed-large-orders.ts';
import { seedLargeStocks } from '../../apps/server/src/demo/seed-stocks.ts';
import { createSecretBox } from '../../apps/server/src/modules/app-settings/index.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANISATIONS,
} from '../../apps/server/src/modules/idp/demo-accounts.ts';
import { reconcile } from '../../apps/server/src/read-models/reconciliation/index.ts';
import { freePort } from '../../apps/server/src/test/free-port.ts';

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? (await freePort()));
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/bench-reconciliation';
const RUNS = 3;

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
  const secrets = createSecretBox(randomBytes(32));
  await seedDemoData(db, {
    issuer: 'http://127.0.0.1/oidc',
    accounts: DEMO_ACCOUNTS,
    secrets,
  });
  for (const step of [seedLargeProducts, seedLargeStocks, seedLargeOrders]) {
    const seeded = Date.now();
    console.log(await step(db, organisation.uuid), `(${Date.now() - seeded} ms)`);
  }
  await pool.query('vacuum analyze');
  const times: number[] = [];
  let findings: Awaited<ReturnType<typeof reconcile>> = [];
  let steps: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    let last = start;
    steps = [];
    findings = await reconcile(db, scope, {
      onProgress: () => {
        const now = performance.now();
        steps.push(`${(now - last).toFixed(0)} ms`);
        last = now;
      },
    });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const byKind = Object.entries(
    findings.reduce<Record<string, number>>((counts, finding) => {
      counts[finding.kind] = (counts[finding.kind] ?? 0) + 1;
      return counts;
    }, {}),
  );
  console.log(
    `reconcile: median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms of ${RUNS} runs ` +
      `(min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}); ${findings.length} findings`,
  );
  console.log(`  last run by check (stocks, lines, order statuses): ${steps.join(', ')}`);
  for (const [kind, count] of byKind) console.log(`  ${kind}: ${count}`);
} finally {
  await pool.end();
  await embedded.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
