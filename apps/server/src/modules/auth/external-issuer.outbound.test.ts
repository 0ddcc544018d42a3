import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../test/cookie-jar.ts';
import { startSignIn } from '../../test/sign-in.ts';
import { startLoggedApp } from '../warehouses/warehouses.test-support.ts';

// An external issuer whose discovery document names a token endpoint on another loopback port:
// the relying party's requests go through the outbound guard (decision 035), so the sign-in fails
// without that port ever being reached. A remote document must not choose our inward targets.

const servers: Server[] = [];
const arrivals = { issuer: 0, inward: 0 };
let issuer = '';
let inwardPort = 0;
let app: Awaited<ReturnType<typeof startLoggedApp>>;

async function serve(handle: (path: string) => object | null, count: keyof typeof arrivals) {
  const server = createServer((request, response) => {
    arrivals[count] += 1;
    request.resume();
    const body = handle(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  inwardPort = await serve(() => ({ access_token: 'x', token_type: 'Bearer' }), 'inward');
  const issuerPort = await serve(
    (path) =>
      path === '/.well-known/openid-configuration'
        ? {
            issuer,
            authorization_endpoint: `${issuer}/auth`,
            token_endpoint: `http://127.0.0.1:${inwardPort}/token`,
            jwks_uri: `http://2130706433:${inwardPort}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
          }
        : null,
    'issuer',
  );
  issuer = `http://127.0.0.1:${issuerPort}`;
  app = await startLoggedApp({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'logi-external' });
});
afterAll(async () => {
  await app?.close();
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

describe('an external issuer naming an inward endpoint', () => {
  it('is asked for its own discovery document, but the inward token endpoint is never reached', async () => {
    const jar = new CookieJar();
    const authorizeUrl = new URL(await startSignIn(app.baseUrl, jar));
    expect(authorizeUrl.origin).toBe(issuer);
    expect(arrivals.issuer).toBe(1);

    const state = authorizeUrl.searchParams.get('state')!;
    const callback = await fetch(
      `${app.baseUrl}/api/auth/callback?code=c0de&state=${state}&iss=${encodeURIComponent(issuer)}`,
      { headers: { cookie: jar.header() }, redirect: 'manual' },
    );
    expect(callback.status).toBe(401);
    expect(await callback.json()).toEqual({
      message: 'ログインに失敗しました。もう一度お試しください。',
    });
    expect(arrivals.inward).toBe(0);
    expect(app.log()).toContain('not allow-listed');
  });
});
