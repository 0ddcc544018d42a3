import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_SPELLINGS, rawRequest, respellPath } from './path-spellings.ts';
import { ROUTE_INVENTORY, samplePathOf } from './route-inventory.ts';
import { startHostileClient, type HostileClient } from './hostile/hostile-client.ts';
import { jsonBodyVerdict } from './hostile/oracle.ts';
import { rawJson } from './hostile/request-parts.ts';

// The hostile corpus over real HTTP, byte for byte (inject would tidy `/./` and `/../` away).
const BODIES = [
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  rawJson({ title: 'a\u0000b', publishedAt: '0000-01-01', version: 2_147_483_648 }),
  rawJson({ keyword: 'a\u0000b', publishedAtFrom: '0000-01-01' }),
  '{"__proto__":{"is_admin":true},"constructor":{"prototype":{"is_admin":true}}}',
  '{"title":',
];
const QUERIES = ['?per_page=2147483648&page=0', '?keyword=a%00b&limit=-1', '?q=%00&__proto__=x'];
const UNSAFE = new Set(['POST', 'PUT', 'DELETE']);
const unparseable = (body: string | undefined) =>
  body !== undefined && 'refused' in jsonBodyVerdict(body, z.unknown());

let client: HostileClient;
beforeAll(async () => {
  client = await startHostileClient();
});
afterAll(() => client?.close());

function send(method: string, path: string, anonymous: boolean, body?: string) {
  const headers: Record<string, string> = {
    'x-requested-with': 'XMLHttpRequest',
    accept: 'application/json',
  };
  if (!anonymous) headers.cookie = client.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return rawRequest(client.app.baseUrl, method, path, headers, body);
}

/** Waits for the processes earlier requests queued (a job writes after its 202 answer). */
async function processesSettled() {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await client.app.db.execute<{ open: number }>(
      sql`select count(*)::int as open from processes
           where process_status not in ('completed', 'failed')`,
    );
    if (rows[0]!.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const apiRows = ROUTE_INVENTORY.filter(
  (row) => samplePathOf(row).startsWith('/api/') && row.url !== '/api/events',
);

describe.each(apiRows.map((row) => [`${row.method} ${row.url}`, row] as const))(
  '%s',
  (_name, row) => {
    const inputs = UNSAFE.has(row.method)
      ? BODIES.map((body) => ({ query: '', body }))
      : QUERIES.map((query) => ({ query, body: undefined }));

    it.each([
      ['signed in', false],
      ['without a session', true],
    ] as const)(
      'answers every spelling of a hostile request as the route does, or 404 (%s)',
      async (_caller, anonymous) => {
        // Logging out would end the sweep's own session.
        const asStranger = anonymous || row.url === '/api/auth/logout';
        for (const { query, body } of inputs) {
          const canonicalPath = `${samplePathOf(row)}${query}`;
          await processesSettled();
          const before = await client.fingerprint();
          const canonical = await send(row.method, canonicalPath, asStranger, body);
          expect(canonical.status, canonicalPath).toBeLessThan(500);
          for (const [spelling, respell] of PATH_SPELLINGS) {
            const path = respellPath(canonicalPath, respell);
            const response = await send(row.method, path, asStranger, body);
            // No route: 404, unless the body is refused first (Fastify parses before not-found).
            const unrouted = unparseable(body) ? [404, 422] : [404];
            const label = `${spelling}: ${row.method} ${path}`;
            expect([canonical.status, ...unrouted], label).toContain(response.status);
            if (asStranger && row.access !== 'public') {
              expect([401, ...unrouted], label).toContain(response.status);
            }
          }
          if (canonical.status >= 400)
            expect(await client.fingerprint(), canonicalPath).toBe(before);
        }
      },
    );
  },
);

it('refuses a 10 MB body with 413 and a Japanese message', async () => {
  const body = rawJson({ title: 'x', content: 'y'.repeat(10 * 1024 * 1024) });
  const response = await client.send({
    method: 'POST',
    path: '/api/adminUserNotification/store',
    body,
  });
  expect(response.status).toBe(413);
  expect(response.json()).toEqual({ message: 'リクエストが大きすぎます。' });
});

it('keys an error about the whole body as _form, like the shared form errors', async () => {
  const response = await client.send({
    method: 'POST',
    path: '/api/adminUserNotification/store',
    body: '"text"',
  });
  expect(response.status).toBe(422);
  expect(response.json()).toEqual({
    message: '入力内容に誤りがあります。',
    errors: { _form: ['形式が間違っています'] },
  });
});
