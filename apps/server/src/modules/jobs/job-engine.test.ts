import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { readProcess, signInAs, waitFor, YAMADA } from '../../test/jobs.test-support.ts';
import { enqueueProcess, JobError, registerJobHandler } from './index.ts';
import { createJobRunner, GENERIC_FAILURE_MESSAGE, noHandlerMessage } from './run-job.ts';

let app: TestApp;
let organisationId: string;
let userId: string;
const unregister: (() => void)[] = [];

beforeAll(async () => {
  vi.stubEnv('JOB_RETRY_LIMIT', '2');
  vi.stubEnv('JOB_RETRY_DELAY_SECONDS', '1');
  vi.stubEnv('JOB_POLLING_SECONDS', '0.5');
  app = await startTestApp();
  ({ organisationId, userId } = await signInAs(app.baseUrl, YAMADA));
});

afterAll(async () => {
  for (const off of unregister) off();
  await app?.close();
  vi.unstubAllEnvs();
});

const enqueue = (action: Parameters<typeof enqueueProcess>[1]['action'], payload: unknown = {}) =>
  enqueueProcess(app.db, { organisationId, userId, action, payload }).then((r) => r.process);

const settled = (id: string) =>
  waitFor(
    () => readProcess(app.db, id),
    (row) => row?.processStatus === 'completed' || row?.processStatus === 'failed',
  );

const jobCount = async (id: string) =>
  (
    await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where id = ${id}`,
    )
  ).rows[0]!.n;

describe('job engine', () => {
  it('runs a process pending → processing → completed, with progress along the way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    unregister.push(
      registerJobHandler('inventory_search', async ({ reportProgress, payload }) => {
        expect(payload).toEqual({ warehouse: 'A' });
        await reportProgress(1, 2);
        await gate;
        await reportProgress(2, 2);
        return '2件を取得しました。';
      }),
    );
    const created = await enqueue('inventory_search', { warehouse: 'A' });
    expect(created.processStatus).toBe('pending');
    expect(await jobCount(created.id)).toBe(1);

    const running = await waitFor(
      () => readProcess(app.db, created.id),
      (row) => row?.progressDone === 1,
    );
    expect(running).toMatchObject({ processStatus: 'processing', progressTotal: 2, attempts: 1 });
    expect(running?.startedAt).toBeInstanceOf(Date);
    release();

    const done = await settled(created.id);
    expect(done).toMatchObject({
      processStatus: 'completed',
      progressDone: 2,
      progressTotal: 2,
      message: '2件を取得しました。',
      workerKey: null,
    });
    expect(done?.finishedAt).toBeInstanceOf(Date);
  });

  it('runs the I-prefixed (scheduled) variant with the base action’s handler', async () => {
    // Its own base action and handler: it must not lean on a handler an earlier test registered.
    unregister.push(
      registerJobHandler('inventory_diff_search', async ({ payload }) => {
        expect(payload).toEqual({ warehouse: 'B' });
        return '差異を確認しました。';
      }),
    );
    const { process } = await enqueueProcess(app.db, {
      organisationId,
      userId: null,
      action: 'I_inventory_diff_search',
      payload: { warehouse: 'B' },
    });
    const row = await readProcess(app.db, process.id);
    expect(row?.userId).toBeNull();
    expect(process.actionLabel).toBe('在庫差異検索');
    expect(await settled(process.id)).toMatchObject({
      processStatus: 'completed',
      message: '差異を確認しました。',
    });
  });

  it('retries a transient failure with backoff, back to 未処理 meanwhile, then completes', async () => {
    unregister.push(
      registerJobHandler('product_search', async ({ attempt }) => {
        if (attempt === 1) throw new JobError('倉庫が一時的に応答しません。');
      }),
    );
    const created = await enqueue('product_search');
    const waiting = await waitFor(
      () => readProcess(app.db, created.id),
      (row) => row?.attempts === 1 && row.processStatus === 'pending',
    );
    expect(waiting?.message).toBe('倉庫が一時的に応答しません。');
    const done = await settled(created.id);
    expect(done).toMatchObject({ processStatus: 'completed', attempts: 2, message: null });
  });

  it('ends 処理失敗 with the last error’s message when the retries run out', async () => {
    unregister.push(
      registerJobHandler('vendor_search', async ({ attempt }) => {
        throw new JobError(`倉庫に接続できませんでした（${attempt}回目）。`);
      }),
    );
    const created = await enqueue('vendor_search');
    const done = await settled(created.id);
    // retryLimit 2: the first run and two retries.
    expect(done).toMatchObject({
      processStatus: 'failed',
      attempts: 3,
      message: '倉庫に接続できませんでした（3回目）。',
    });
  });

  it('fails at once, without retrying, on a non-retryable error', async () => {
    unregister.push(
      registerJobHandler('shipping_cancel', async () => {
        throw new JobError('出荷済みのためキャンセルできません。', { retryable: false });
      }),
    );
    const done = await settled((await enqueue('shipping_cancel')).id);
    expect(done).toMatchObject({
      processStatus: 'failed',
      attempts: 1,
      message: '出荷済みのためキャンセルできません。',
    });
  });

  it('shows a Japanese message, never the internal one, for an unexpected error', async () => {
    unregister.push(
      registerJobHandler('shipment_search', async () => {
        throw new Error('ECONNRESET 10.0.0.1:5432 secret detail');
      }),
    );
    const done = await settled((await enqueue('shipment_search')).id);
    expect(done).toMatchObject({ processStatus: 'failed', message: GENERIC_FAILURE_MESSAGE });
  });

  it('fails a process whose action has no handler, with a clear message', async () => {
    // Every operation has its handler in the app now; a runner given none shows the path a new,
    // not yet handled operation would take. The row has no pg-boss job, so only this runner sees it.
    const [row] = (
      await app.db.execute<{ id: string }>(
        sql`insert into processes (organisation_id, user_id, action, request_id)
            values (${organisationId}, ${userId}, 'shipping_suspend', ${`no-handler-${Date.now()}`})
            returning id`,
      )
    ).rows;
    const runner = createJobRunner({
      db: app.db,
      workerKey: 424242,
      running: new Set(),
      signal: new AbortController().signal,
      log: { warn: () => {} },
      handlers: {},
    });
    await runner({
      id: row!.id,
      data: { processId: row!.id },
      retryCount: 0,
      retryLimit: 2,
    } as never);
    const done = await readProcess(app.db, row!.id);
    expect(done).toMatchObject({
      processStatus: 'failed',
      attempts: 1,
      message: noHandlerMessage('shipping_suspend'),
    });
    expect(done?.message).toContain('出荷保留');
  });
});

describe('enqueueProcess', () => {
  it('leaves neither the row nor the job when the caller’s transaction rolls back', async () => {
    let id = '';
    await expect(
      app.db.transaction(async (tx) => {
        const { process } = await enqueueProcess(tx, {
          organisationId,
          userId,
          action: 'inbound_cancel',
        });
        id = process.id;
        expect(await jobCount(id)).toBe(0); // not visible outside the transaction yet
        throw new Error('the caller’s own write failed');
      }),
    ).rejects.toThrow('the caller’s own write failed');
    expect(id).not.toBe('');
    expect(await readProcess(app.db, id)).toBeUndefined();
    expect(await jobCount(id)).toBe(0);
  });

  it('is idempotent per request_id: the same request gives the same process and one job', async () => {
    const input = {
      organisationId,
      userId,
      action: 'inbound_cancel' as const,
      requestId: 'req-123',
    };
    const first = await enqueueProcess(app.db, input);
    const second = await enqueueProcess(app.db, input);
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ created: false, process: { id: first.process.id } });
    expect(await jobCount(first.process.id)).toBe(1);
    await settled(first.process.id);
  });

  it('refuses an unknown action code', async () => {
    await expect(
      enqueueProcess(app.db, { organisationId, userId, action: 'drop_tables' as never }),
    ).rejects.toThrow('Unknown action code');
  });
});
