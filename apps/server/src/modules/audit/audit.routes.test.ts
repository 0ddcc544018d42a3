import { AUDIT_MASKED_VALUE } from '@logi/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { signInAs, SUZUKI, YAMADA } from '../../test/jobs.test-support.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditEntries } from './audit.table.ts';
import { recordAudit, type AuditEvent } from './index.ts';

let app: TestApp;
let yamada: Awaited<ReturnType<typeof signInAs>>;
let suzuki: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  app = await startTestApp();
  yamada = await signInAs(app.baseUrl, YAMADA);
  suzuki = await signInAs(app.baseUrl, SUZUKI);
});
afterAll(() => app?.close());

let nextRecordId = 1000;
const newRecordId = () => (nextRecordId += 1);

/** Records changes of one record as yamada, each in its own transaction like a service would. */
async function recordAs(
  owner: { organisationId: string; userId: string | null },
  event: Omit<AuditEvent, 'userId'>,
) {
  await app.db.transaction((tx) =>
    recordAudit(tx, organisationScope(owner.organisationId), { ...event, userId: owner.userId }),
  );
}

const entryCount = async () => (await app.db.select({ n: count() }).from(auditEntries))[0]!.n;

describe('recordAudit and GET /api/audits/:resource/:id', () => {
  it('lists a record’s create, update and delete with the user’s name, newest first', async () => {
    const recordId = newRecordId();
    const created = { id: recordId, code: 'SHOP-01', name: '楽天店', version: 1 };
    const renamed = { ...created, name: '楽天市場店', version: 2 };
    await recordAs(yamada, {
      resource: 'shops',
      recordId,
      action: 'create',
      before: null,
      after: created,
    });
    await recordAs(yamada, {
      resource: 'shops',
      recordId,
      action: 'update',
      before: created,
      after: renamed,
    });
    await recordAs(yamada, {
      resource: 'shops',
      recordId,
      action: 'delete',
      before: renamed,
      after: null,
    });

    const response = await yamada.api('GET', `/api/audits/shops/${recordId}`);
    expect(response.status).toBe(200);
    const page = response.body.data;
    expect(page).toMatchObject({ total: 3, current_page: 1, per_page: 20, last_page: 1 });
    expect(page.data.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    expect(page.data[0]).toMatchObject({
      user_name: '山田 太郎',
      changes: { code: { from: 'SHOP-01', to: null }, name: { from: '楽天市場店', to: null } },
    });
    expect(page.data[1].changes).toEqual({ name: { from: '楽天店', to: '楽天市場店' } });
    expect(page.data[2].changes).toEqual({
      code: { from: null, to: 'SHOP-01' },
      name: { from: null, to: '楽天店' },
    });
    expect(Date.parse(page.data[0].created_at)).not.toBeNaN();
  });

  it('writes nothing for an update that changed no field', async () => {
    const before = await entryCount();
    const record = { id: newRecordId(), name: '倉庫', version: 1 };
    await recordAs(yamada, {
      resource: 'warehouses',
      recordId: record.id,
      action: 'update',
      before: record,
      after: { ...record, version: 2 },
    });
    expect(await entryCount()).toBe(before);
  });

  it('never stores or answers a secret value', async () => {
    const recordId = newRecordId();
    await recordAs(yamada, {
      resource: 'app_settings',
      recordId,
      action: 'update',
      before: { name: 'RSL', licenseKey: 'LICENSE-OLD-9876' },
      after: { name: 'RSL本番', licenseKey: 'LICENSE-NEW-1234' },
      secretFields: ['licenseKey'],
    });
    const stored = JSON.stringify(await app.db.select().from(auditEntries));
    expect(stored).not.toContain('LICENSE-');
    const response = await yamada.api('GET', `/api/audits/app_settings/${recordId}`);
    expect(JSON.stringify(response.body)).not.toContain('LICENSE-');
    expect(response.body.data.data[0].changes).toEqual({
      name: { from: 'RSL', to: 'RSL本番' },
      license_key: { from: AUDIT_MASKED_VALUE, to: AUDIT_MASKED_VALUE },
    });
  });

  it('pages through a long trail', async () => {
    const recordId = newRecordId();
    for (let version = 1; version <= 5; version += 1) {
      await recordAs(yamada, {
        resource: 'suppliers',
        recordId,
        action: 'update',
        before: { name: `仕入先${version}` },
        after: { name: `仕入先${version + 1}` },
      });
    }
    const second = await yamada.api('GET', `/api/audits/suppliers/${recordId}?per_page=2&page=2`);
    expect(second.body.data).toMatchObject({
      total: 5,
      current_page: 2,
      per_page: 2,
      last_page: 3,
    });
    expect(second.body.data.data.map((entry: { changes: object }) => entry.changes)).toEqual([
      { name: { from: '仕入先3', to: '仕入先4' } },
      { name: { from: '仕入先2', to: '仕入先3' } },
    ]);
  });

  it('keeps another organisation’s trail of the same record id out of sight', async () => {
    const recordId = newRecordId();
    await recordAs(yamada, {
      resource: 'vendors',
      recordId,
      action: 'create',
      before: null,
      after: { name: 'サンプルベンダー' },
    });
    const theirs = await suzuki.api('GET', `/api/audits/vendors/${recordId}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toMatchObject({ total: 0, data: [] });
  });

  it('shows no name once the author is gone (server changes have none)', async () => {
    const recordId = newRecordId();
    await recordAs(
      { organisationId: yamada.organisationId, userId: null },
      {
        resource: 'warehouse_groups',
        recordId,
        action: 'create',
        before: null,
        after: { name: 'G' },
      },
    );
    const response = await yamada.api('GET', `/api/audits/warehouse_groups/${recordId}`);
    expect(response.body.data.data[0].user_name).toBeNull();
  });

  it.each([
    ['an unknown resource', '/api/audits/gadgets/1'],
    ['a resource spelled differently', '/api/audits/Shops/1'],
    ['an id that names no row', '/api/audits/shops/abc'],
    ['an id past int4', '/api/audits/shops/2147483648'],
  ])('answers 404 for %s', async (_case, path) => {
    const response = await yamada.api('GET', path);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('変更履歴が見つかりませんでした');
  });

  it('refuses a page size past the maximum with a Japanese 422', async () => {
    const response = await yamada.api('GET', '/api/audits/shops/1?per_page=101');
    expect(response.status).toBe(422);
    expect(response.body.errors.per_page).toBeDefined();
  });
});
