import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { postmasterPidOf } from '../test/killable-postgres.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { isRunning } from './stale-postmaster.ts';

const childScript = fileURLToPath(new URL('../test/embedded-child.ts', import.meta.url));
// Under .data, not /tmp: as root, postgres runs as its own user and must be able to enter the folder.
mkdirSync('.data', { recursive: true });
const dataDir = mkdtempSync(path.join('.data', 'crash-test-'));
chmodSync(dataDir, 0o755);
const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
let port: number;

beforeAll(async () => {
  port = await freePort();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A server's embedded PostgreSQL, started by a child (node itself, so signals reach it). */
async function startInChild() {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, dataDir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
  return child;
}

/** A run that crashed: the child is killed hard, and postgres outlives it. */
async function leaveStaleServer(): Promise<number> {
  const child = await startInChild();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  expect(existsSync(pidFile)).toBe(true);
  return postmasterPidOf(dataDir);
}

/** What a start failed with ('started' if it did not): Vitest's rejects.toThrow passes on `undefined`. */
const failureOf = (start: Promise<{ stop: () => Promise<void> }>) =>
  start.then(
    async (server) => {
      await server.stop();
      return 'started';
    },
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

async function selectOne(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select 1 as one')).rows[0].one;
  } finally {
    await client.end();
  }
}

describe('a start after a crash', () => {
  it('stops the postgres the crash left behind, and starts', async () => {
    const stale = await leaveStaleServer();
    const server = await startEmbeddedPostgres({ dataDir, port, database: 'crash' });
    try {
      expect(isRunning(stale)).toBe(false);
      expect(await selectOne(server.url)).toBe(1);
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('stops it for real while a client (psql, a BI tool) still holds a connection', async () => {
    const stale = await leaveStaleServer();
    const holder = new pg.Client({
      connectionString: `postgres://logi:logi@127.0.0.1:${port}/crash`,
    });
    const holderError = new Promise<Error>((resolve) => holder.on('error', resolve));
    await holder.connect();
    await holder.query('begin');

    const reported: string[] = [];
    const server = await startEmbeddedPostgres({
      dataDir,
      port,
      database: 'crash',
      report: (line) => reported.push(line),
    });
    try {
      // A fast shutdown ends the client's session instead of waiting for it (smart shutdown).
      expect((await holderError).message).toMatch(/terminating connection/);
      expect(isRunning(stale)).toBe(false);
      expect(reported.join('\n')).toMatch(new RegExp(`pid ${stale}[^]*stopped`));
      expect(await selectOne(server.url)).toBe(1);
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('keeps the pid file of a postgres that does not stop, and says so', async () => {
    const stale = await leaveStaleServer();
    // A stopped process takes no signal: SIGINT waits until it is continued.
    process.kill(stale, 'SIGSTOP');
    try {
      const start = startEmbeddedPostgres({
        dataDir,
        port,
        database: 'crash',
        report: () => {},
        staleStopTimeoutMs: 300,
      });
      expect(await failureOf(start)).toMatch(new RegExp(`pid ${stale}.*did not stop`));
      expect(existsSync(pidFile)).toBe(true);
    } finally {
      process.kill(stale, 'SIGCONT');
    }
    // Continued, it acts on the fast shutdown it was sent.
    await expect.poll(() => isRunning(stale), { timeout: 15_000 }).toBe(false);
  }, 90_000);

  it('leaves alone the postgres of a server still running in the same folder, and says so', async () => {
    const running = await startInChild();
    const postmaster = postmasterPidOf(dataDir);
    try {
      const start = startEmbeddedPostgres({ dataDir, port, database: 'crash', report: () => {} });
      expect(await failureOf(start)).toMatch(`in use by a running server (pid ${running.pid})`);
      expect(isRunning(postmaster)).toBe(true);
    } finally {
      // Its exit hook stops its postgres.
      running.kill('SIGINT');
    }
    await expect.poll(() => isRunning(postmaster), { timeout: 15_000 }).toBe(false);
  }, 90_000);
});

describe('a start on a port that is not free', () => {
  const listen = (server: Server, host: string) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host, ipv6Only: false }, resolve);
    });
  const closed = (server: Server) => new Promise((resolve) => server.close(resolve));

  it('says why, naming the port, when another program holds it', async () => {
    const holder = createServer();
    await listen(holder, '::');
    try {
      const start = startEmbeddedPostgres({ dataDir, port, database: 'crash' });
      expect(await failureOf(start)).toMatch(new RegExp(`port ${port}.*Address already in use`));
    } finally {
      await closed(holder);
    }
  }, 90_000);

  it('refuses another PostgreSQL answering on 127.0.0.1, and writes nothing into it', async () => {
    // Another clone's PostgreSQL on the same port (here the suite's own server, through a relay):
    // ours binds ::1 alone, starts, and would otherwise create its database over there.
    const other = new URL(inject('postgresBaseUrl'));
    const relay = createServer((socket) => {
      const upstream = createConnection(Number(other.port), other.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await listen(relay, '127.0.0.1');
    const database = `logi_test_intruder_${randomBytes(4).toString('hex')}`;
    try {
      const start = startEmbeddedPostgres({ dataDir, port, database });
      // Without IPv6, ours cannot bind at all and says so instead.
      expect(await failureOf(start)).toMatch(
        new RegExp(`^Port ${port} is answered by another|did not start on port ${port}`),
      );
    } finally {
      await closed(relay);
    }
    const admin = new pg.Client({ connectionString: `${inject('postgresBaseUrl')}/postgres` });
    await admin.connect();
    const created = await admin.query('select 1 from pg_database where datname = $1', [database]);
    await admin.end();
    expect(created.rowCount).toBe(0);
    // Ours was stopped again: the folder starts cleanly.
    const server = await startEmbeddedPostgres({ dataDir, port, database: 'crash' });
    await server.stop();
  }, 90_000);
});
