import pg from 'pg';
import { loadConfig } from '../config.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { secretBoxOf } from '../modules/app-settings/index.ts';
import { createDatabase } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoData } from './seed.ts';
import { seedLarge } from './seed-large.ts';

// `npm run seed:large`: 100,000 products (and what later steps add) for サンプル物流, on the
// database `npm start` uses. A running app's embedded PostgreSQL is used as it is, never restarted.

const config = loadConfig();

async function isListening(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function databaseUrl(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const running = `postgres://logi:logi@127.0.0.1:${config.EMBEDDED_PG_PORT}/logi`;
  if (await isListening(running)) return { url: running };
  const embedded = await startEmbeddedPostgres({
    dataDir: config.DATA_DIR,
    port: config.EMBEDDED_PG_PORT,
    database: 'logi',
  });
  return { url: embedded.url, embedded };
}

const started = Date.now();
const { url, embedded } = await databaseUrl();
const { db, pool } = createDatabase(url);
try {
  await runMigrations(db);
  await seedDemoData(db, {
    issuer: config.oidcIssuer,
    accounts: DEMO_ACCOUNTS,
    secrets: secretBoxOf(config),
    warehouseSimUrl: `http://localhost:${config.SIM_PORT}`,
  });
  const organisation = DEMO_ORGANISATIONS[0]!;
  for (const line of await seedLarge(db, organisation.uuid)) {
    console.log(`${organisation.name}: ${line}`);
  }
  console.log(`seed:large done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await pool.end();
  await embedded?.stop();
}
