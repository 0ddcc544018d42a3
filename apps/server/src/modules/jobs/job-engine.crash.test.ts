import { afterEach, describe, expect, it, vi } from 'vitest';
import { killed, startChildServer } from '../../test/child-server.ts';
import { startAppOnDatabase } from '../../test/start-app.ts';
import { readProcess, waitFor } from '../../test/jobs.test-support.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { enqueueProcess, registerJobHandler } from './index.ts';
import { INTERRUPTED_FAILED_MESSAGE } from './recover-orphans.ts';
import { isWorkerAlive } from './worker-liveness.ts';

const CHILD = new URL('../../test/jobs-crash-child.ts', import.meta.url);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.unstubAllEnvs();
});

type Setup = Awaited<ReturnType<typeof startRunningJob>>;

/** A child server on a fresh database, in the middle of running one process. */
async function startRunningJob(childEnv: Record<string, string>) {
  const database = await createTestDatabase();
  // Dropping the database terminates sessions; a pool client still closing may hear of it.
  database.pool.on('error', () => {});
  cleanups.push(() => database.drop());
  const server = startChildServer(CHILD, database.url, {
    JOB_RETRY_DELAY_SECONDS: '1',
    ...childEnv,
  });
  cleanups.push(async () => void server.child.kill('SIGKILL'));
  await server.next('ready');
  const organisation = await database.pool.query<{ id: string }>(
    "insert into organisations (id, name) values (gen_random_uuid(), '株式会社サンプル物流') returning id",
  );
  const { process } = await enqueueProcess(database.db, {
    organisationId: organisation.rows[0]!.id,
    userId: null,
    action: 'inventory_search',
  });
  const running = await server.next('running');
  expect(running.processId).toBe(process.id);
  return { database, server, processId: process.id };
}

/** SIGKILL, then wait until PostgreSQL has noticed (the child's liveness lock is released). */
async function kill({ database, server, processId }: Setup) {
  const row = await readProcess(database.db, processId);
  await killed(server.child);
  await waitFor(
    () => isWorkerAlive(database.db, row!.workerKey!),
    (alive) => !alive,
  );
}

/** A second server on the same database, whose handler works. */
async function startSecondServer({ database }: Setup, env: Record<string, string> = {}) {
  const off = registerJobHandler('inventory_search', async () => '再実行で完了しました。');
  cleanups.push(async () => off());
  vi.stubEnv('JOB_POLLING_SECONDS', '0.5');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const second = await startAppOnDatabase(database.url);
  cleanups.push(() => second.close());
  return second;
}

const finalState = ({ database, processId }: Setup) =>
  waitFor(
    () => readProcess(database.db, processId),
    (row) => row?.processStatus === 'completed' || row?.processStatus === 'failed',
    { timeoutMs: 20_000 },
  );

describe('a server killed mid-job', () => {
  it('leaves the process to be retried after a restart, which completes it', async () => {
    const setup = await startRunningJob({ JOB_RETRY_LIMIT: '2' });
    await kill(setup);
    const orphan = await readProcess(setup.database.db, setup.processId);
    expect(orphan).toMatchObject({ processStatus: 'processing', progressDone: 1 });

    // The default sweep interval (60 s) is far beyond the wait below: the start-up sweep does it.
    await startSecondServer(setup);
    expect(await finalState(setup)).toMatchObject({
      processStatus: 'completed',
      attempts: 2,
      message: '再実行で完了しました。',
    });
  });

  it('ends the process failed with a message when no retry is left', async () => {
    const setup = await startRunningJob({ JOB_RETRY_LIMIT: '0' });
    await kill(setup);
    await startSecondServer(setup);
    expect(await finalState(setup)).toMatchObject({
      processStatus: 'failed',
      message: INTERRUPTED_FAILED_MESSAGE,
    });
  });

  it('is left alone while its server lives, and taken over by a peer once it dies', async () => {
    const setup = await startRunningJob({ JOB_RETRY_LIMIT: '2' });
    // The peer's start-up sweep (the same sweep it repeats each second) is done before it listens.
    await startSecondServer(setup, { JOB_SWEEP_SECONDS: '1' });
    const stillRunning = await readProcess(setup.database.db, setup.processId);
    expect(stillRunning).toMatchObject({
      processStatus: 'processing',
      attempts: 1,
      progressDone: 1,
    });

    await kill(setup);
    expect(await finalState(setup)).toMatchObject({ processStatus: 'completed', attempts: 2 });
  });
});
