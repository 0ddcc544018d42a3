import { randomBytes } from 'node:crypto';
import { CREDENTIALS_UNREADABLE_MESSAGE, TEXTS } from '@logi/shared';
import type { FaultRequest } from '@logi/warehouse-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSecretBox, secretBoxOf } from '../app-settings/index.ts';
import { appSettings } from '../app-settings/app-settings.table.ts';
import { enqueueProcess, registerJobHandler } from '../jobs/index.ts';
import { store, vendorBody } from '../../test/masters.test-support.ts';
import { PROVIDER_MESSAGES } from '../warehouse-provider/index.ts';
import { warehouseJob, warehouseTarget } from './warehouse-job.ts';
import { startWarehouseJobsTest, type WarehouseJobsTest } from './warehouse-jobs.test-support.ts';

// Faults forced on the simulator, seen as the process ends: its state, attempts, Japanese message,
// what was stored, and how often the warehouse did the work (its request log).
// Settings: each call tries twice (WAREHOUSE_MAX_ATTEMPTS), each process runs twice (JOB_RETRY_LIMIT 1).
let t: WarehouseJobsTest;

beforeAll(async () => {
  t = await startWarehouseJobsTest();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.sim.control.clearFaults();
});

let sequence = 0;
/** Sends one new vendor with the fault in place; answers the settled process and the vendor. */
async function sendWith(fault?: Omit<FaultRequest, 'operation'>) {
  const vendor = await store(
    t.yamada.api,
    '/api/vendors',
    vendorBody({ vendor_code: `VF-${++sequence}` }),
  );
  if (fault) await t.sim.control.fault({ operation: 'vendor_upsert', ...fault });
  const answer = await t.yamada.api('POST', '/api/vendors/send', { ids: [vendor.id] });
  const done = await t.settled(answer.body.data.id);
  // The write's own arrivals (a retry's result check carries the same id, as another operation).
  const log = await t.sim.control.requests({
    requestId: `${done!.requestId}.w${t.warehouse.id}.vendors-1`,
    operation: 'vendor_upsert',
  });
  const shown = await t.yamada.api('GET', `/api/vendors/show/${vendor.id}`);
  return {
    process: done!,
    syncStatus: shown.body.data.sync_status as string,
    executions: log.executions,
    arrivals: log.arrivals,
  };
}

describe('faults end the process in the right state with the right message', () => {
  it.each([
    ['a timeout', { kind: 'timeout', times: 10 }, TEXTS.gatewayTimeout],
    [
      'a 500',
      { kind: 'error500', times: 10, message: '倉庫の基幹システムが停止中です。' },
      PROVIDER_MESSAGES.serverError(500, '倉庫の基幹システムが停止中です。'),
    ],
    [
      'a 429',
      { kind: 'rateLimit', times: 10, retryAfterSeconds: 0 },
      PROVIDER_MESSAGES.rateLimited,
    ],
  ] as const)(
    '%s on every try: retried, then 処理失敗, nothing stored',
    async (_, fault, message) => {
      const result = await sendWith(fault);
      expect(result.process).toMatchObject({ processStatus: 'failed', attempts: 2, message });
      expect(result).toMatchObject({ syncStatus: 'unsynced', executions: 0, arrivals: 4 });
    },
  );

  it('a refusal (4xx): 処理失敗 at once, with the warehouse’s reason', async () => {
    const result = await sendWith({ kind: 'refuse', message: 'ベンダー登録は停止中です。' });
    expect(result.process).toMatchObject({
      processStatus: 'failed',
      attempts: 1,
      message: '倉庫システムが依頼を受け付けませんでした。ベンダー登録は停止中です。',
    });
    expect(result).toMatchObject({ syncStatus: 'unsynced', arrivals: 1, executions: 0 });
  });

  it.each([
    ['malformed JSON', 'malformedJson', PROVIDER_MESSAGES.malformedJson],
    ['an unknown status', 'unknownStatus', /^倉庫システムの応答の形式が正しくありません（.+）。$/],
    ['a missing field', 'missingField', /^倉庫システムの応答の形式が正しくありません（.+）。$/],
    ['a 20 MB answer', 'oversize', /^倉庫システムの応答が大きすぎます（上限 \d+MB）。$/],
  ] as const)(
    '%s: 処理失敗 with a clear message, nothing half-written',
    async (_, kind, message) => {
      // On every try: a try timed out on a loaded machine must not meet a good answer next.
      const result = await sendWith({ kind, times: 10 });
      expect(result.process).toMatchObject({ processStatus: 'failed', attempts: 1 });
      expect(result.process.message).toMatch(message);
      expect(result.syncStatus).toBe('unsynced');
    },
  );
});

describe('transient faults are survived without doing the work twice', () => {
  it('a 500 once: the call is retried with the same request id and completes', async () => {
    const result = await sendWith({ kind: 'error500' });
    expect(result.process).toMatchObject({ processStatus: 'completed', attempts: 1 });
    expect(result).toMatchObject({ syncStatus: 'synced', arrivals: 2, executions: 1 });
  });

  it('timeouts after the warehouse did the work: the process retry asks for the result, never resends', async () => {
    const result = await sendWith({ kind: 'timeout', afterWork: true, times: 2 });
    expect(result.process).toMatchObject({ processStatus: 'completed', attempts: 2 });
    // Two timed-out arrivals of the write, one execution; the retry read the stored result.
    expect(result).toMatchObject({ syncStatus: 'synced', arrivals: 2, executions: 1 });
  });
});

describe('refused items', () => {
  it('end the process 処理失敗 listing each {商品コード, エラー}, after storing the accepted ones', async () => {
    const stored: string[] = [];
    const products = [
      { productCode: 'PF-001', name: 'タオル', salesStatus: '販売中' as const },
      { productCode: 'PF-009', name: '旧タオル', salesStatus: '販売停止' as const },
    ];
    // The runner as a product handler would use it (the products' own handler is not under test).
    const handler = warehouseJob({
      payload: z.object(warehouseTarget),
      async run(job) {
        const sent = await job.writeInBatches(products, {
          part: 'products',
          send: (call, batch) => job.provider.upsertProducts(call, batch),
          store: async (outcome) => void stored.push(...outcome.accepted),
        });
        return `${sent.accepted}件を登録しました。`;
      },
    })({ db: t.app.db, secrets: secretBoxOf(t.app.config), outbound: t.sim.outbound });
    const off = registerJobHandler('product_create_update', handler);
    try {
      const { process } = await enqueueProcess(t.app.db, {
        organisationId: t.yamada.organisationId,
        userId: t.yamada.userId,
        action: 'product_create_update',
      });
      const done = await t.settled(process.id);
      expect(done).toMatchObject({
        processStatus: 'failed',
        attempts: 1,
        progressDone: 2,
        progressTotal: 2,
        message:
          '2件中1件が倉庫に受け付けられませんでした。\nPF-009: 販売中の商品以外は登録できません。',
      });
      expect(stored).toEqual(['PF-001']);
    } finally {
      off();
    }
  });
});

describe('a changed or lost SECRETS_KEY', () => {
  it('fails the job at once saying so, answers it to 接続テスト and marks the setting in the list', async () => {
    const id = t.setting.id as number;
    const where = eq(appSettings.id, id);
    const [stored] = await t.app.db.select().from(appSettings).where(where);
    // The stored credentials were sealed under a key the server no longer has.
    const otherKey = createSecretBox(randomBytes(32));
    const sealedElsewhere = Object.fromEntries(
      Object.keys(stored!.credentials).map((key) => [key, otherKey.seal('lost')]),
    );
    await t.app.db.update(appSettings).set({ credentials: sealedElsewhere }).where(where);
    try {
      const result = await sendWith();
      expect(result.process).toMatchObject({
        processStatus: 'failed',
        attempts: 1,
        message: CREDENTIALS_UNREADABLE_MESSAGE,
      });
      expect(result.arrivals).toBe(0);

      const tested = await t.yamada.api('POST', `/api/app_settings/connection_test/${id}`);
      expect(tested.status).toBe(200);
      expect(tested.body.data).toMatchObject({
        succeeded: false,
        message: CREDENTIALS_UNREADABLE_MESSAGE,
      });
      const listed = await t.yamada.api('POST', '/api/app_settings/search', { per_page: 100 });
      const marked = (row: { id: number; credentials_unreadable: boolean }) => [
        row.id,
        row.credentials_unreadable,
      ];
      expect(listed.body.data.data.map(marked)).toContainEqual([id, true]);
    } finally {
      await t.app.db.update(appSettings).set({ credentials: stored!.credentials }).where(where);
    }
    const shown = await t.yamada.api('GET', `/api/app_settings/show/${id}`);
    expect(shown.body.data.credentials_unreadable).toBe(false);
  });
});
