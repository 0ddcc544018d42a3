import { TEXTS } from '@logi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer } from '../test/child-server.ts';
import { readProcess, signInAs, waitFor, YAMADA } from '../test/jobs.test-support.ts';
import { startKillablePostgres } from '../test/killable-postgres.ts';
import { enqueueProcess } from '../modules/jobs/index.ts';
import { createDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const CHILD = new URL('../test/database-loss-child.ts', import.meta.url);

let postgres: Awaited<ReturnType<typeof startKillablePostgres>>;
let database: ReturnType<typeof createDatabase>;
let server: ReturnType<typeof startChildServer>;
let exited: number | null | undefined;

beforeAll(async () => {
  postgres = await startKillablePostgres('logi');
  database = createDatabase(postgres.url, 2);
  await runMigrations(database.db);
  server = startChildServer(CHILD, postgres.url, {
    JOB_POLLING_SECONDS: '0.5',
    JOB_RETRY_DELAY_SECONDS: '1',
    JOB_SWEEP_SECONDS: '1',
  });
  server.child.once('exit', (code) => (exited = code));
}, 60_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await database?.pool.end();
  await postgres?.stop();
});

describe('the database killed while a job holds a transaction open', () => {
  it('answers 503 while it is away, then serves again and retries the job', async () => {
    const { baseUrl } = await server.next('ready');
    const { api, organisationId } = await signInAs(baseUrl!, YAMADA);
    const { process } = await enqueueProcess(database.db, {
      organisationId,
      userId: null,
      action: 'inventory_search',
    });
    await server.next('in-transaction');

    await postgres.kill();
    // The server outlives the loss of every connection (pooled, checked out, LISTEN, liveness).
    const whileAway = await api('GET', '/api/auth/user');
    expect(whileAway).toEqual({ status: 503, body: { message: TEXTS.databaseUnavailable } });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(exited).toBeUndefined();

    await postgres.restart();
    const back = await waitFor(
      () => api('GET', '/api/auth/user'),
      (response) => response.status !== 503,
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    expect(back.status).toBe(200);
    // The run the loss interrupted is swept back to the queue and runs again.
    const finished = await waitFor(
      () => readProcess(database.db, process.id),
      (row) => row?.processStatus === 'completed' || row?.processStatus === 'failed',
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect(finished).toMatchObject({ processStatus: 'completed', attempts: 2 });
    expect(exited).toBeUndefined();
  }, 120_000);
});
