import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  insertProcessRow,
  readProcess,
  signInAs,
  SUZUKI,
  YAMADA,
} from '../../test/jobs.test-support.ts';
import { processes } from './processes.table.ts';

let app: TestApp;
let yamada: Awaited<ReturnType<typeof signInAs>>;
let suzuki: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  // Rows here are written without jobs; keep the crash sweep from failing them mid-test.
  vi.stubEnv('JOB_SWEEP_SECONDS', '3600');
  app = await startTestApp();
  yamada = await signInAs(app.baseUrl, YAMADA);
  suzuki = await signInAs(app.baseUrl, SUZUKI);
});

afterAll(async () => {
  await app?.close();
  vi.unstubAllEnvs();
});

describe('GET /api/processes/get', () => {
  it('pages the organisation’s visible processes, newest first, 30 by default', async () => {
    // Exact totals: start from an empty table, whatever other tests here left behind.
    await app.db.delete(processes);
    const base = Date.UTC(2030, 0, 1);
    for (let index = 0; index < 32; index += 1) {
      await insertProcessRow(app.db, {
        organisationId: yamada.organisationId,
        userId: yamada.userId,
        processStatus: index === 31 ? 'processing' : 'completed',
        createdAt: new Date(base + index * 1000),
      });
    }
    await insertProcessRow(app.db, {
      organisationId: yamada.organisationId,
      broadcasted: true,
      createdAt: new Date(base + 99_000),
    });
    await insertProcessRow(app.db, {
      organisationId: suzuki.organisationId,
      createdAt: new Date(base + 98_000),
    });

    const first = await yamada.api('GET', '/api/processes/get?per_page=30');
    expect(first.status).toBe(200);
    const page = first.body.data;
    expect(page).toMatchObject({
      total: 32,
      current_page: 1,
      per_page: 30,
      last_page: 2,
      active_count: 1,
    });
    expect(page.data).toHaveLength(30);
    const times = page.data.map((p: any) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.data[0]).toMatchObject({
      action: 'inventory_search',
      action_label: '在庫検索',
      process_status: 'processing',
      message: null,
      progress: null,
    });
    expect(Object.keys(page.data[0]).sort()).toEqual([
      'action',
      'action_label',
      'created_at',
      'id',
      'message',
      'process_status',
      'progress',
      'request_id',
      'updated_at',
    ]);

    const second = await yamada.api('GET', '/api/processes/get?per_page=30&page=2');
    expect(second.body.data.data).toHaveLength(2);
    expect(second.body.data.current_page).toBe(2);
    const ids = new Set([...page.data, ...second.body.data.data].map((p: any) => p.id));
    expect(ids.size).toBe(32);

    const other = await suzuki.api('GET', '/api/processes/get');
    expect(other.body.data.total).toBe(1);
    expect(other.body.data.per_page).toBe(30);
  });

  it('rejects bad paging with 422 and ignores unknown keys', async () => {
    for (const query of [
      'per_page=abc',
      'per_page=0',
      'per_page=-5',
      'page=0',
      'page=1.5',
      'per_page=101',
    ]) {
      const response = await yamada.api('GET', `/api/processes/get?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.message).toBeTruthy();
    }
    const lenient = await yamada.api('GET', '/api/processes/get?per_page=5&unknown=1&page=999');
    expect(lenient.status).toBe(200);
    expect(lenient.body.data.data).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await fetch(`${app.baseUrl}/api/processes/get`);
    expect(response.status).toBe(401);
  });
});

describe('PUT /api/processes/broadcasted/{id}', () => {
  it('marks a finished process broadcasted, so it leaves the list', async () => {
    const row = await insertProcessRow(app.db, {
      organisationId: yamada.organisationId,
      processStatus: 'failed',
      message: '失敗しました',
    });
    const response = await yamada.api('PUT', `/api/processes/broadcasted/${row.id}`, {
      id: row.id,
      process_status: 'failed',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.id).toBe(row.id);
    expect((await readProcess(app.db, row.id))?.broadcasted).toBe(true);
    const list = await yamada.api('GET', '/api/processes/get?per_page=100');
    expect(list.body.data.data.map((p: any) => p.id)).not.toContain(row.id);
    // Already broadcasted: nothing left to delete.
    expect((await yamada.api('PUT', `/api/processes/broadcasted/${row.id}`, {})).status).toBe(404);
  });

  it('deletes pending processes too, but refuses a processing one with 422', async () => {
    const pending = await insertProcessRow(app.db, {
      organisationId: yamada.organisationId,
      processStatus: 'pending',
    });
    expect((await yamada.api('PUT', `/api/processes/broadcasted/${pending.id}`, {})).status).toBe(
      200,
    );
    const processing = await insertProcessRow(app.db, {
      organisationId: yamada.organisationId,
      processStatus: 'processing',
    });
    const refused = await yamada.api('PUT', `/api/processes/broadcasted/${processing.id}`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('処理中のため削除できません');
    expect((await readProcess(app.db, processing.id))?.broadcasted).toBe(false);
  });

  it('answers 404 for another organisation’s or an unknown process, and for bad ids', async () => {
    const theirs = await insertProcessRow(app.db, {
      organisationId: suzuki.organisationId,
      processStatus: 'completed',
    });
    expect((await yamada.api('PUT', `/api/processes/broadcasted/${theirs.id}`, {})).status).toBe(
      404,
    );
    expect((await readProcess(app.db, theirs.id))?.broadcasted).toBe(false);
    for (const id of [crypto.randomUUID(), 'abc', '-1', '12', '%27%3B%20drop%20table', '1e3']) {
      const response = await yamada.api('PUT', `/api/processes/broadcasted/${id}`, {});
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe('処理が見つかりませんでした');
    }
    // Fastify refuses path parameters over 100 characters before routing.
    const long = await yamada.api('PUT', `/api/processes/broadcasted/${'x'.repeat(300)}`, {});
    expect(long.status).toBe(414);
  });

  it('accepts any body shape but refuses a 10 MB body, malformed JSON and a missing CSRF header without a 500', async () => {
    const row = await insertProcessRow(app.db, {
      organisationId: yamada.organisationId,
      processStatus: 'completed',
    });
    const odd = await yamada.api('PUT', `/api/processes/broadcasted/${row.id}`, [
      'unexpected',
      { extra: true },
    ]);
    expect(odd.status).toBe(200);

    const other = await insertProcessRow(app.db, {
      organisationId: yamada.organisationId,
      processStatus: 'completed',
    });
    const huge = await yamada.api('PUT', `/api/processes/broadcasted/${other.id}`, {
      message: 'x'.repeat(10 * 1024 * 1024),
    });
    expect([413, 422]).toContain(huge.status);
    const headers = {
      cookie: yamada.jar.header(),
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
    };
    const malformed = await fetch(`${app.baseUrl}/api/processes/broadcasted/${other.id}`, {
      method: 'PUT',
      headers,
      body: '{"id":',
    });
    expect(malformed.status).toBe(422);
    const noCsrf = await fetch(`${app.baseUrl}/api/processes/broadcasted/${other.id}`, {
      method: 'PUT',
      headers: { cookie: yamada.jar.header(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noCsrf.status).toBe(403);
    expect((await readProcess(app.db, other.id))?.broadcasted).toBe(false);
  });
});
