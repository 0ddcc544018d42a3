import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const UNAVAILABLE = 'ログインサービスに接続できません。しばらくしてから再度お試しください。';

let app: TestApp;
let issuerPort: number;
let issuer: Server | undefined;
beforeAll(async () => {
  issuerPort = await freePort();
  app = await startTestApp({ OIDC_ISSUER: `http://127.0.0.1:${issuerPort}` });
});
afterAll(async () => {
  await new Promise((resolve) => (issuer ? issuer.close(resolve) : resolve(undefined)));
  await app?.close();
});

async function expectUnavailable() {
  const response = await fetch(`${app.baseUrl}/api/auth/redirect`);
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ message: UNAVAILABLE });
  expect(response.headers.getSetCookie()).toEqual([]);
  const { rows } = await app.db.execute(sql`select count(*)::int as count from auth_requests`);
  expect(rows).toEqual([{ count: 0 }]);
}

describe('GET /api/auth/redirect while the identity provider is unreachable', () => {
  it('answers 503 with a Japanese message when nothing listens at the issuer', async () => {
    await expectUnavailable();
  });

  it('answers 503 when the issuer answers its discovery with an error', async () => {
    issuer = createServer((_request, response) => response.writeHead(500).end('down'));
    await new Promise<void>((resolve) => issuer!.listen(issuerPort, '127.0.0.1', resolve));
    await expectUnavailable();
  });
});
