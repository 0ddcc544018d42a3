import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_INVENTORY, samplePathOf } from './route-inventory.ts';
import {
  startHostileClient,
  type HostileClient,
  type HostileRequest,
} from './hostile/hostile-client.ts';
import { rawJson } from './hostile/request-parts.ts';

// Each request here answered 500 before issue 7 (found by a 10,000-request fuzz).
const INVALID_INPUT = '入力内容に誤りがあります。';
// Well-formed JSON, so only the depth can refuse it.
const NESTING_BOMB = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const UNSAFE = new Set(['POST', 'PUT', 'DELETE', 'ALL']);

let client: HostileClient;
let notificationId: number;
const validForm = {
  title: '棚卸のお知らせ',
  content: '<p>本文</p>',
  tag: 'notification',
  publishedAt: '2024-04-01',
  isImportant: false,
  isPublished: true,
};

beforeAll(async () => {
  client = await startHostileClient();
  const stored = await client.send({
    method: 'POST',
    path: '/api/adminUserNotification/store',
    body: rawJson(validForm),
  });
  notificationId = (stored.json() as { data: { id: number } }).data.id;
});
afterAll(() => client?.close());

/** Sends a request that must be refused, and proves the database did not change. */
async function refused(request: HostileRequest) {
  const before = await client.fingerprint();
  const response = await client.send(request);
  expect(await client.fingerprint(), 'nothing written').toBe(before);
  return { status: response.status, body: response.json() as unknown };
}

const unsafeApiRows = ROUTE_INVENTORY.filter(
  (row) => UNSAFE.has(row.method) && samplePathOf(row).startsWith('/api/'),
);

describe('a body nested 20,000 deep', () => {
  it.each(unsafeApiRows.map((row) => [`${row.method} ${row.url}`, row] as const))(
    'is refused with 422 on %s, before any key conversion',
    async (_name, row) => {
      const request = { method: row.method, path: samplePathOf(row), body: NESTING_BOMB };
      expect(await refused(request)).toEqual({
        status: 422,
        body: { message: INVALID_INPUT, errors: { _form: ['形式が間違っています'] } },
      });
    },
  );

  it.each(unsafeApiRows.map((row) => [`${row.method} ${row.url}`, row] as const))(
    'is refused without a session on %s, however the path is spelled',
    async (_name, row) => {
      for (const path of [samplePathOf(row), samplePathOf(row).replace('/api/', '/%61pi/')]) {
        const response = await refused({
          method: row.method,
          path,
          body: NESTING_BOMB,
          anonymous: true,
        });
        expect(response.status, path).toBe(row.access === 'public' ? 422 : 401);
      }
    },
  );
});

describe('values PostgreSQL cannot store', () => {
  it('refuses published_at 0000-01-01 with the §5 date message', async () => {
    const body = rawJson({ ...validForm, publishedAt: '0000-01-01' });
    expect(
      await refused({ method: 'POST', path: '/api/adminUserNotification/store', body }),
    ).toEqual({
      status: 422,
      body: {
        message: INVALID_INPUT,
        errors: { published_at: ['2000-01-01以降の日付を入力してください'] },
      },
    });
  });

  it.each(['published_at_from', 'published_at_to'])(
    'refuses year 0000 in the search range (%s)',
    async (field) => {
      const body = JSON.stringify({ [field]: '0000-01-01' });
      expect(
        await refused({ method: 'POST', path: '/api/adminUserNotification/search', body }),
      ).toEqual({
        status: 422,
        body: {
          message: INVALID_INPUT,
          errors: { [field]: ['2000-01-01以降の日付を入力してください'] },
        },
      });
    },
  );

  it('refuses version 2147483648 (past int4) on update', async () => {
    const body = rawJson({ ...validForm, version: 2_147_483_648 });
    const path = `/api/adminUserNotification/update/${notificationId}`;
    expect(await refused({ method: 'PUT', path, body })).toEqual({
      status: 422,
      body: { message: INVALID_INPUT, errors: { version: ['2147483647以下で入力してください'] } },
    });
  });

  it('refuses a NUL character in the title', async () => {
    const body = rawJson({ ...validForm, title: 'a\u0000b' });
    expect(
      await refused({ method: 'POST', path: '/api/adminUserNotification/store', body }),
    ).toEqual({
      status: 422,
      body: { message: INVALID_INPUT, errors: { title: ['形式が間違っています'] } },
    });
  });

  it('refuses a NUL character in the search keyword', async () => {
    const body = JSON.stringify({ keyword: 'a\u0000b' });
    expect(
      await refused({ method: 'POST', path: '/api/adminUserNotification/search', body }),
    ).toEqual({
      status: 422,
      body: { message: INVALID_INPUT, errors: { keyword: ['形式が間違っています'] } },
    });
  });

  it('drops a NUL in the sign-in return path instead of storing it', async () => {
    const response = await client.send({
      method: 'GET',
      path: '/api/auth/redirect?return_to=%2Fa%00b',
      anonymous: true,
    });
    expect(response.status).toBe(200);
  });
});
