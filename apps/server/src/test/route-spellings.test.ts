import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { TEXTS } from '@logi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_SPELLINGS, rawRequest, respellPath } from './path-spellings.ts';
import { ROUTE_INVENTORY, rowKey, samplePathOf } from './route-inventory.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// Issue 7 §1: the router decodes what the old guard read raw; no spelling may reach a handler.
const SPA_INDEX = new URL('../../../web/dist/index.html', import.meta.url);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_HEADERS = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };
// The only two answers: the session check refused, or no route (never the SPA page, never data).
const REFUSED = { status: 401, text: JSON.stringify({ message: 'ログインしてください' }) };
const NOT_FOUND = { status: 404, text: JSON.stringify({ message: TEXTS.notFound }) };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Without a cookie but with the CSRF header and a JSON body: only the session check stands in the way. */
function anonymous(method: string, path: string) {
  const body = UNSAFE.has(method) ? '{}' : undefined;
  const headers = body ? { ...API_HEADERS, 'content-type': 'application/json' } : API_HEADERS;
  return rawRequest(app.baseUrl, method, path, headers, body);
}

const guarded = ROUTE_INVENTORY.filter((row) => row.access !== 'public');

describe.each(guarded.map((row) => [rowKey(row), row] as const))('%s', (_key, row) => {
  it.each(PATH_SPELLINGS)(
    'spelt with %s, never reaches the handler without a session',
    async (_name, respell) => {
      const path = respellPath(samplePathOf(row), respell);
      const response = await anonymous(row.method, path);
      expect([REFUSED, NOT_FOUND], `${row.method} ${path}`).toContainEqual(response);
    },
  );
});

describe('an unknown route', () => {
  it.each(['GET', 'POST', 'DELETE'])(
    'answers %s with 404 and nothing else, signed in or not',
    async (method) => {
      // No CSRF header either: an unknown route has no access to decide, so it cannot answer 403.
      const response = await rawRequest(app.baseUrl, method, '/api/no-such-route', {
        accept: 'application/json',
      });
      expect(response).toEqual(NOT_FOUND);
    },
  );

  it.each([
    '/API/settings/app',
    '//api/settings/app',
    '/api%2Fsettings/app',
    '/%61pi/no-such-route',
  ])('spelt %s gets the JSON 404, not the SPA page', async (path) => {
    expect(await anonymous('GET', path)).toEqual(NOT_FOUND);
  });
});

describe('a page of the SPA', () => {
  it('still gets index.html for client-side routes when the SPA is built', async () => {
    const response = await rawRequest(app.baseUrl, 'GET', '/goqauth/login?code=x', {
      accept: 'text/html',
    });
    if (!existsSync(SPA_INDEX)) return expect(response).toEqual(NOT_FOUND);
    expect(response.status).toBe(200);
    expect(response.text).toBe(await readFile(SPA_INDEX, 'utf8'));
  });
});
