import { Writable } from 'node:stream';
import { vi } from 'vitest';
import { readProcess, signInAs, waitFor, YAMADA } from '../../test/jobs.test-support.ts';
import { startTestApp } from '../../test/test-app.ts';
import { store } from '../../test/masters.test-support.ts';
import { settingBody, warehouseBody } from '../warehouses/warehouses.test-support.ts';
import { startSimForTests } from '../warehouse-provider/warehouse-sim.test-support.ts';

/** Quick job retries and warehouse calls: the simulator answers at once unless told otherwise. */
export const WAREHOUSE_JOBS_TEST_ENV = {
  JOB_RETRY_LIMIT: '1',
  JOB_RETRY_DELAY_SECONDS: '1',
  JOB_POLLING_SECONDS: '0.5',
  WAREHOUSE_TIMEOUT_MS: '500',
  WAREHOUSE_MAX_ATTEMPTS: '2',
  WAREHOUSE_BACKOFF_MS: '10',
  WAREHOUSE_RESULT_POLL_MS: '50',
  WAREHOUSE_RESULT_POLLS: '40',
};

/** The RSL setting (pointing at the simulator, signed in as its account) and its warehouse. */
export async function connectRslWarehouse(
  api: Awaited<ReturnType<typeof signInAs>>['api'],
  sim: { url: string },
  account: { apiKey: string; apiSecret: string },
) {
  const setting = await store(
    api,
    '/api/app_settings',
    settingBody({
      endpoint_url: sim.url,
      credentials: { license_key: account.apiKey, service_secret: account.apiSecret },
    }),
  );
  const warehouse = await store(
    api,
    '/api/warehouses',
    warehouseBody({ name: 'RSL柏', type: 'rsl', app_setting_id: setting.id }),
  );
  return { setting, warehouse };
}

/** The app's warnings and errors, one JSON object per line, kept in memory. */
function logRecorder() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/**
 * A real simulator and the whole app (job engine included), Yamada signed in, her organisation's
 * RSL warehouse connected to its own simulator account.
 */
export async function startWarehouseJobsTest(env: Record<string, string> = {}) {
  for (const [name, value] of Object.entries({ ...WAREHOUSE_JOBS_TEST_ENV, ...env })) {
    vi.stubEnv(name, value);
  }
  const sim = await startSimForTests();
  const log = logRecorder();
  // The simulator on loopback is reached as npm start reaches the bundled one: allow-listed.
  const app = await startTestApp(
    { WAREHOUSE_ALLOWED_HOSTS: sim.allowedHost },
    { logStream: log.stream },
  );
  const yamada = await signInAs(app.baseUrl, YAMADA);
  const account = await sim.account();
  const connected = await connectRslWarehouse(yamada.api, sim, account);
  return {
    sim,
    app,
    yamada,
    account,
    ...connected,
    /** The app's warning and error log entries so far. */
    logEntries: log.entries,
    /** Polls the process until it is 完了 or 処理失敗. */
    settled: (processId: string) =>
      waitFor(
        () => readProcess(app.db, processId),
        (row) => row?.processStatus === 'completed' || row?.processStatus === 'failed',
        { timeoutMs: 30_000 },
      ),
    async close() {
      await app.close();
      await sim.close();
      vi.unstubAllEnvs();
    },
  };
}

export type WarehouseJobsTest = Awaited<ReturnType<typeof startWarehouseJobsTest>>;
