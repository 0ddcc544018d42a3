import { afterEach, describe, expect, it, vi } from 'vitest';
import { killed, startChildServer } from '../../test/child-server.ts';
import { readProcess, signInAs, waitFor, YAMADA } from '../../test/jobs.test-support.ts';
import { startAppOnDatabase } from '../../test/start-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { isWorkerAlive } from '../jobs/worker-liveness.ts';
import { store, vendorBody } from '../../test/masters.test-support.ts';
import { startSimForTests } from '../warehouse-provider/warehouse-sim.test-support.ts';
import { connectRslWarehouse, WAREHOUSE_JOBS_TEST_ENV } from './warehouse-jobs.test-support.ts';

const CHILD = new URL('../../test/warehouse-jobs-crash-child.ts', import.meta.url);
// The simulator keeps the write 処理中 this long (its clock is moved on after the kill).
const HELD_MS = 60 * 60_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.unstubAllEnvs();
});

describe('a server killed between "request sent" and "result stored"', () => {
  it('neither loses nor repeats the request: the restart completes it, executed once', async () => {
    const sim = await startSimForTests({ requestDelayMs: HELD_MS });
    cleanups.push(() => sim.close());
    const database = await createTestDatabase();
    database.pool.on('error', () => {});
    cleanups.push(() => database.drop());
    // The first server waits patiently for the held result: it is killed while waiting.
    const env = {
      ...WAREHOUSE_JOBS_TEST_ENV,
      JOB_RETRY_LIMIT: '2',
      WAREHOUSE_RESULT_POLLS: '1000',
      WAREHOUSE_ALLOWED_HOSTS: sim.allowedHost,
    };
    const server = startChildServer(CHILD, database.url, env);
    cleanups.push(async () => void server.child.kill('SIGKILL'));
    const { baseUrl } = await server.next('ready');

    const yamada = await signInAs(baseUrl!, YAMADA);
    const account = await sim.account();
    const { warehouse } = await connectRslWarehouse(yamada.api, sim, account);
    const vendor = await store(yamada.api, '/api/vendors', vendorBody({ vendor_code: 'VC-001' }));
    const sent = await yamada.api('POST', '/api/vendors/send', { ids: [vendor.id] });
    expect(sent.status).toBe(202);
    const processId = sent.body.data.id as string;
    const requestId = `${sent.body.data.request_id}.w${warehouse.id}.vendors-1`;
    const writes = () => sim.control.requests({ requestId, operation: 'vendor_upsert' });

    // Sent and done at the warehouse, its result not yet readable: kill -9 now.
    await waitFor(writes, (log) => log.executions === 1);
    const running = await readProcess(database.db, processId);
    expect(running).toMatchObject({ processStatus: 'processing', attempts: 1 });
    await killed(server.child);
    await waitFor(
      () => isWorkerAlive(database.db, running!.workerKey!),
      (alive) => !alive,
    );
    expect((await readProcess(database.db, processId))?.processStatus).toBe('processing');
    await sim.control.advance(HELD_MS);

    for (const [name, value] of Object.entries(WAREHOUSE_JOBS_TEST_ENV)) vi.stubEnv(name, value);
    const second = await startAppOnDatabase(database.url, {
      WAREHOUSE_ALLOWED_HOSTS: sim.allowedHost,
    });
    cleanups.push(() => second.close());
    const done = await waitFor(
      () => readProcess(database.db, processId),
      (row) => row?.processStatus === 'completed' || row?.processStatus === 'failed',
      { timeoutMs: 30_000 },
    );
    expect(done).toMatchObject({
      processStatus: 'completed',
      attempts: 2,
      message: '1件のベンダーを倉庫に登録しました。',
    });
    const again = await signInAs(second.baseUrl, YAMADA);
    const shown = await again.api('GET', `/api/vendors/show/${vendor.id}`);
    expect(shown.body.data.sync_status).toBe('synced');
    // One arrival of the write, executed once: the retry read its result instead of resending.
    const log = await writes();
    expect({ arrivals: log.arrivals, executions: log.executions }).toEqual({
      arrivals: 1,
      executions: 1,
    });
  });
});
