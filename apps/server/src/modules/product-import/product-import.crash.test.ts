import { afterEach, describe, expect, it, vi } from 'vitest';
import { killed, startChildServer } from '../../test/child-server.ts';
import { readProcess, waitFor } from '../../test/jobs.test-support.ts';
import { signIn } from '../../test/sign-in.ts';
import { startAppOnDatabase } from '../../test/start-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { isWorkerAlive } from '../jobs/worker-liveness.ts';
import {
  IMPORT,
  YAMADA,
  holdProductLock,
  largeSjisCsv,
  minimalCsv,
  productsWithPrefix,
  uploadsLeft,
} from './product-import.test-support.ts';

const CHILD = new URL('../../test/product-import-crash-child.ts', import.meta.url);
const ROWS = 20_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.unstubAllEnvs();
});

async function post(baseUrl: string, cookie: string, file: Buffer | string) {
  const response = await fetch(`${baseUrl}${IMPORT}`, {
    method: 'POST',
    headers: {
      cookie,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/octet-stream',
    },
    body: typeof file === 'string' ? file : new Uint8Array(file),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('a server killed with SIGKILL during a large product CSV import', () => {
  it('leaves no product of the file written, and the restarted server imports it all', async () => {
    const database = await createTestDatabase();
    database.pool.on('error', () => {});
    cleanups.push(() => database.drop());
    const server = startChildServer(CHILD, database.url, { JOB_RETRY_DELAY_SECONDS: '1' });
    cleanups.push(async () => void server.child.kill('SIGKILL'));
    const { baseUrl } = await server.next('ready', 60_000);
    const { jar } = await signIn(baseUrl!, YAMADA);

    // A product of the file held locked: the import's upsert waits there, every row staged.
    expect(
      (await post(baseUrl!, jar.header(), minimalCsv([['CR-010001', '既存', '1', '1']]))).status,
    ).toBe(200);
    const release = await holdProductLock(database.pool, 'CR-010001');
    let released = false;
    cleanups.push(async () => void (released || (await release())));
    const started = await post(baseUrl!, jar.header(), largeSjisCsv('CR', ROWS));
    expect(started.status).toBe(202);
    const processId: string = started.body.data.process_id;
    // Its first batch written in the job's transaction (progress is reported at most every 200
    // ms, so a fast machine may show no later batch before the lock stops the third).
    const running = await waitFor(
      () => readProcess(database.db, processId),
      (row) => (row?.progressDone ?? 0) > 0,
    );

    await killed(server.child);
    await waitFor(
      () => isWorkerAlive(database.db, running!.workerKey!),
      (alive) => !alive,
    );
    await release();
    released = true;
    // The killed server's transaction never commits: only the product from before is there.
    const [before] = await productsWithPrefix(database, 'CR-');
    expect(await productsWithPrefix(database, 'CR-')).toHaveLength(1);
    expect(before).toMatchObject({ name: '既存', version: 1 });
    expect(await uploadsLeft(database)).toBe(1);

    vi.stubEnv('JOB_POLLING_SECONDS', '0.5');
    vi.stubEnv('JOB_RETRY_DELAY_SECONDS', '1');
    const second = await startAppOnDatabase(database.url);
    cleanups.push(() => second.close());
    const finished = await waitFor(
      () => readProcess(database.db, processId),
      (row) => row?.processStatus === 'completed' || row?.processStatus === 'failed',
      { timeoutMs: 60_000 },
    );
    expect(finished).toMatchObject({
      processStatus: 'completed',
      attempts: 2,
      message: `${ROWS - 1}件登録 / 1件更新`,
    });
    expect(await productsWithPrefix(database, 'CR-')).toHaveLength(ROWS);
    expect(await uploadsLeft(database)).toBe(0);
  });
});
