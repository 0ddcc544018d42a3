import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoData } from './demo/seed.ts';
import { loggerOptions } from './http/logger-options.ts';
import { secretBoxOf } from './modules/app-settings/index.ts';
import { DEMO_ACCOUNTS } from './modules/idp/demo-accounts.ts';
import { startSimulatorAlongside } from './warehouse-sim-alongside.ts';

async function main() {
  const config = loadConfig();
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.DATA_DIR,
        port: config.EMBEDDED_PG_PORT,
        database: 'logi',
      });
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  const { db, pool } = createDatabase(databaseUrl);
  // Under an advisory lock: instances starting together migrate once (MIGRATE_ON_START=false
  // leaves it to a release step, `npm run db:migrate`).
  if (config.MIGRATE_ON_START) await runMigrations(db);
  if (config.SEED_DEMO_DATA && config.useDevIssuer) {
    await seedDemoData(db, {
      issuer: config.oidcIssuer,
      accounts: DEMO_ACCOUNTS,
      secrets: secretBoxOf(config),
      warehouseSimUrl: `http://localhost:${config.SIM_PORT}`,
    });
  }

  const logger = loggerOptions({
    level: config.LOG_LEVEL,
    nodeEnv: config.NODE_ENV,
    isTty: process.stdout.isTTY,
  });
  const app = await buildApp({ config, db }, logger);
  // A worker (APP_ROLE=worker) serves no HTTP: ready() starts its job engine and scheduler.
  if (config.serveHttp) await app.listen({ host: config.HOST, port: config.PORT });
  else await app.ready();
  const simulator = config.serveHttp
    ? await startSimulatorAlongside(config, databaseUrl)
    : undefined;

  const stop = async () => {
    await app.close();
    await simulator?.close();
    await pool.end();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  if (!config.serveHttp) return console.log(`\n${config.PRODUCT_NAME} worker is running`);
  console.log(`\n${config.PRODUCT_NAME} is running (${config.APP_ROLE}): ${config.publicUrl}`);
  console.log(`API docs: ${config.publicUrl}/api/docs`);
  if (config.useDevIssuer) {
    if (config.NODE_ENV === 'production') {
      console.warn('ALLOW_DEMO_SIGN_IN_IN_PRODUCTION=true: a demo, anyone may sign in as below.');
    }
    console.log('Demo accounts (built-in sign-in):');
    for (const account of DEMO_ACCOUNTS) {
      const organisation = account.organisations.map((o) => o.name).join(', ');
      console.log(`  ${account.email} / ${account.password}  ${account.name} (${organisation})`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
