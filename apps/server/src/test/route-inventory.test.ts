import { existsSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent } from '../modules/events/index.ts';
import type { CookieJar } from './cookie-jar.ts';
import { signInAs, SUZUKI, YAMADA } from './jobs.test-support.ts';
import { openEventStream } from './jobs-sse-client.ts';
import { apiPathFaults } from './api-path-spelling.ts';
import { registeredRoutes, type RegisteredRoute } from './registered-routes.ts';
import { ROUTE_INVENTORY, rowKey, samplePathOf, type InventoryRoute } from './route-inventory.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// Proxied addresses are trusted here only so one test can call from outside ADMIN_IP_ALLOWLIST.
const OUTSIDE_ALLOW_LIST = '203.0.113.9';
const SPA_INDEX = new URL('../../../web/dist/index.html', import.meta.url);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const seen: RouteOptions[] = [];
let app: TestApp;
let registered: RegisteredRoute[];
let owner: Awaited<ReturnType<typeof signInAs>>;
let intruder: Awaited<ReturnType<typeof signInAs>>;
// A session of its own: should a CSRF check ever fail open, its logout must not end the others'.
let csrfVictim: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: 'true' }, { onRoute: (route) => void seen.push(route) });
  registered = registeredRoutes(seen);
  owner = await signInAs(app.baseUrl, YAMADA);
  intruder = await signInAs(app.baseUrl, SUZUKI);
  csrfVictim = await signInAs(app.baseUrl, YAMADA);
});
afterAll(() => app?.close());

type CallOptions = { jar?: CookieJar; csrf?: boolean; body?: unknown; raw?: string; from?: string };

/** One request as a browser page would send it, with exactly the credentials asked for. */
async function call(method: string, path: string, options: CallOptions = {}) {
  const { jar, csrf = true, from } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (jar) headers.cookie = jar.header();
  if (csrf) headers['x-requested-with'] = 'XMLHttpRequest';
  if (from) headers['x-forwarded-for'] = from;
  const body = UNSAFE.has(method) ? (options.raw ?? JSON.stringify(options.body ?? {})) : undefined;
  if (body) headers['content-type'] = options.raw === undefined ? 'application/json' : 'text/csv';
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers,
    body,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

/** What a refused request must leave as it was. */
async function writableState() {
  const result = await app.db.execute(sql`select
    (select count(*) from sessions) as sessions,
    (select count(*) from processes where broadcasted) as broadcasted,
    (select count(*) || ':' || coalesce(sum(version), 0) from admin_user_notifications) as notifications`);
  return result.rows[0];
}

const rows = ROUTE_INVENTORY;
const present = (row: InventoryRoute) => registered.some((route) => route.key === rowKey(row));
const guarded = rows.filter((row) => row.access !== 'public');
const unsafe = rows.filter((row) => UNSAFE.has(row.method) && row.csrf !== false);

describe('the route inventory', () => {
  it('has a row for every route the server registers', () => {
    const keys = new Set(rows.map(rowKey));
    expect(registered.filter((route) => !keys.has(route.key)).map((route) => route.key)).toEqual(
      [],
    );
  });

  it('spells every /api path by decision 018, but the paths the spec fixes', () => {
    const paths = rows.filter((row) => !row.group).map((row) => row.url);
    expect(apiPathFaults(paths)).toEqual([]);
  });

  it('names no route the server does not register', () => {
    const missing = rows.filter((row) => !row.optional && !present(row)).map(rowKey);
    expect(missing).toEqual([]);
  });

  it('matches the access and CSRF check each route declares where it is registered', () => {
    const declared = registered.map(({ key, config }) => ({
      key,
      access: config.access ?? 'signedIn',
      csrf: config.csrf ?? true,
    }));
    const listed = declared.map(({ key }) => {
      const row = rows.find((candidate) => rowKey(candidate) === key);
      return { key, access: row?.access, csrf: row?.csrf ?? true };
    });
    expect(declared).toEqual(listed);
  });

  it('proves the tenancy of every organisation-scoped route with a probe', () => {
    const unproven = rows.filter((row) => row.tenancy === 'organisation' && !row.probe);
    expect(unproven.map(rowKey)).toEqual([]);
  });
});

describe.each(guarded.map((row) => [rowKey(row), row] as const))('%s', (_key, row) => {
  it('answers 401 without a session', async () => {
    const response = await call(row.method, samplePathOf(row));
    expect(response).toEqual({
      status: 401,
      text: JSON.stringify({ message: 'ログインしてください' }),
    });
  });
});

describe.each(
  rows.filter((row) => row.access === 'public').map((row) => [rowKey(row), row] as const),
)('public %s', (_key, row) => {
  it('is reached without a session', async () => {
    // An optional row is absent only for its stated reason: the SPA has not been built.
    if (row.optional && !present(row)) return expect(existsSync(SPA_INDEX)).toBe(false);
    const method = row.method === 'ALL' ? 'GET' : row.method;
    expect((await call(method, samplePathOf(row))).status).not.toBe(401);
  });
});

describe.each(unsafe.map((row) => [rowKey(row), row] as const))('%s', (_key, row) => {
  it('answers 403 without the CSRF header, even signed in, and changes nothing', async () => {
    const before = await writableState();
    const response = await call(row.method, samplePathOf(row), {
      jar: csrfVictim.jar,
      csrf: false,
    });
    expect(response).toEqual({
      status: 403,
      text: JSON.stringify({ message: '不正なリクエストです' }),
    });
    expect(await writableState()).toEqual(before);
    expect((await csrfVictim.api('GET', '/api/auth/user')).status).toBe(200);
  });
});

describe.each(
  rows.filter((row) => row.access === 'admin').map((row) => [rowKey(row), row] as const),
)('admin %s', (_key, row) => {
  it('answers 403 to a signed-in caller outside ADMIN_IP_ALLOWLIST, and changes nothing', async () => {
    const before = await writableState();
    const response = await call(row.method, samplePathOf(row), {
      jar: owner.jar,
      from: OUTSIDE_ALLOW_LIST,
    });
    expect(response).toEqual({
      status: 403,
      text: JSON.stringify({ message: 'この操作は許可されていません' }),
    });
    expect(await writableState()).toEqual(before);
  });

  it('lets a signed-in caller on the allow-list through to the route', async () => {
    const response = await call(row.method, samplePathOf(row), { jar: owner.jar });
    expect([401, 403]).not.toContain(response.status);
  });
});

const probed = rows.flatMap((row) => (row.probe ? [[rowKey(row), row, row.probe] as const] : []));

describe.each(probed)('tenancy of %s', (_key, row, probe) => {
  it('keeps the owner’s data from another organisation’s user', async () => {
    if (probe.kind === 'stream') return expectStreamKeptApart();
    const request = await probe.arrange({ db: app.db, ...ownerIds() });
    const theirs = await call(row.method, request.path, {
      jar: intruder.jar,
      body: request.body,
      raw: request.raw,
    });
    expect(theirs.status).toBe(request.intruderStatus ?? (probe.kind === 'record' ? 404 : 200));
    expect(request.leaks(theirs.text)).toBe(false);
    // The probe can tell: the owner does get the data.
    const mine = await call(row.method, request.path, {
      jar: owner.jar,
      body: request.body,
      raw: request.raw,
    });
    expect(mine.status).toBe(request.ownerStatus ?? 200);
    expect(request.leaks(mine.text)).toBe(true);
  });
});

const ownerIds = () => ({ organisationId: owner.organisationId, userId: owner.userId });

async function expectStreamKeptApart() {
  const mine = await openEventStream(app.baseUrl, owner.jar);
  const theirs = await openEventStream(app.baseUrl, intruder.jar);
  try {
    await Promise.all([mine.waitForText('retry:'), theirs.waitForText('retry:')]);
    const id = `probe-${crypto.randomUUID()}`;
    await publishEvent(
      app.db,
      { organisationId: owner.organisationId },
      { type: 'process.deleted', id },
    );
    // An event for everyone is a barrier: once it arrives, the earlier one would have too.
    await publishEvent(app.db, {}, { type: 'notifications.changed' });
    await theirs.waitForEvent((event) => event.type === 'notifications.changed');
    await mine.waitForEvent((event) => event.id === id);
    expect(theirs.text()).not.toContain(id);
  } finally {
    mine.close();
    theirs.close();
  }
}
