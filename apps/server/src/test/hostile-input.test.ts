import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signIn } from './sign-in.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// Every endpoint, fed what an attacker or a broken client would send: never a 5xx, always JSON.
const ENDPOINTS: [method: string, path: string][] = [
  ['POST', '/api/adminUserNotification/search'],
  ['GET', '/api/adminUserNotification/show/ID'],
  ['POST', '/api/adminUserNotification/store'],
  ['PUT', '/api/adminUserNotification/update/ID'],
  ['DELETE', '/api/adminUserNotification/destroy/ID'],
  ['GET', '/api/userNotification'],
  ['GET', '/api/userNotification/show/ID'],
  ['GET', '/api/processes/get'],
  ['PUT', '/api/processes/broadcasted/ID'],
  ['GET', '/api/postal/search'],
  ['GET', '/api/auth/callback'],
  ['GET', '/api/auth/redirect'],
  ['GET', '/api/settings/app'],
];

const IDS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999',
  '%00',
  "1'--",
  '00000000-0000-0000-0000-000000000000',
];
const BODIES: unknown[] = [
  null,
  [],
  'text',
  12,
  { title: { $ne: 1 }, content: ['<script>alert(1)</script>'], tag: 'x'.repeat(10_000) },
  {
    published_at: '2026-02-30',
    is_important: 'yes',
    page: -1,
    per_page: 1e9,
    sort: '; drop table users',
  },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
];
const QUERIES = [
  '',
  '?per_page=-5',
  '?page=abc&per_page=1e99',
  '?limit=0',
  '?q=' + 'あ'.repeat(5000),
  '?code=x&state=y',
  '?q[]=a&q[]=b',
];

let app: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  app = await startTestApp();
  const { jar } = await signIn(app.baseUrl, {
    email: 'yamada@sample-butsuryu.example',
    password: 'demo1234',
  });
  api = apiClient(app.baseUrl, jar);
});
afterAll(() => app?.close());

describe.each(ENDPOINTS)('%s %s', (method, template) => {
  it('answers hostile ids, bodies and queries without a server error', async () => {
    const paths = template.includes('ID')
      ? IDS.map((id) => template.replace('ID', id))
      : [template];
    for (const path of paths) {
      for (const query of QUERIES) {
        const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : BODIES;
        for (const body of bodies) {
          const response = await api(method, `${path}${query}`, body);
          expect(response.status, `${method} ${path}${query} ${JSON.stringify(body)}`).toBeLessThan(
            500,
          );
        }
      }
    }
  });
});

it('refuses a 10 MB body with 413 and a Japanese message', async () => {
  const response = await api('POST', '/api/adminUserNotification/store', {
    title: 'x',
    content: 'y'.repeat(10 * 1024 * 1024),
  });
  expect(response.status).toBe(413);
  expect(response.body.message).toBe('リクエストが大きすぎます。');
});
