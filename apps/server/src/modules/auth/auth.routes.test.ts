import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../test/cookie-jar.ts';
import {
  apiClient,
  authorizeAtIssuer,
  finishSignIn,
  signIn,
  startSignIn,
} from '../../test/sign-in.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { authRequests } from './auth.table.ts';

const YAMADA = { email: 'yamada@sample-butsuryu.example', password: 'demo1234' };
const SUZUKI = { email: 'suzuki@test-shoji.example', password: 'demo1234' };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const SIGN_IN_FAILED = 'ログインに失敗しました。もう一度お試しください。';
/** How long a revocation written by hand may take to be heard by the app's cached sessions. */
const HEARD = { timeout: 2000, interval: 10 };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('sign-in flow', () => {
  it('answers 401 with a Japanese message without a session', async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'ログインしてください' });
  });

  it('returns the issuer sign-in address with PKCE, state and nonce', async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/redirect`);
    const url = new URL(((await response.json()) as { data: string }).data);
    expect(url.origin + url.pathname).toBe(`${app.baseUrl}/oidc/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/goqauth/login`);
    expect(response.headers.getSetCookie().join()).toMatch(/logi_auth_state=.*HttpOnly/i);
  });

  it('signs in, creates the user and membership from the ID token, and returns the user', async () => {
    const { callback, jar } = await signIn(app.baseUrl, YAMADA);
    expect(callback.status).toBe(200);
    expect(await callback.json()).toEqual({ data: { return_to: '/' } });
    const cookie = callback.headers.getSetCookie().find((c) => c.startsWith('logi_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const user = await apiClient(app.baseUrl, jar)('GET', '/api/auth/user');
    expect(user.status).toBe(200);
    expect(user.body.data).toMatchObject({ name: '山田 太郎', email: YAMADA.email });
    const [organisation] = user.body.data.organisations;
    expect(organisation).toMatchObject({
      uuid: '475e85bf-e498-43bb-9d08-e01341958bc5',
      name: '株式会社サンプル物流',
      pivot: { user_id: user.body.data.id },
    });
  });

  it('keeps each organisation to its own users', async () => {
    const { jar } = await signIn(app.baseUrl, SUZUKI);
    const user = await apiClient(app.baseUrl, jar)('GET', '/api/auth/user');
    expect(user.body.data.organisations.map((o: { name: string }) => o.name)).toEqual([
      '株式会社テスト商事',
    ]);
  });

  // Each code below is valid and unused (the issuer still redeems it afterwards): only the app's
  // own checks, the state cookie binding and the single-use state, can refuse it.
  it.each([
    ['a browser that never started a sign-in', async () => new CookieJar()],
    ['a browser with a sign-in of its own under way', startedElsewhere],
  ])(
    'refuses a valid code whose sign-in another browser started, sent from %s',
    async (_, victimJar) => {
      const attacker = new CookieJar();
      const query = await authorizeAtIssuer(
        app.baseUrl,
        await startSignIn(app.baseUrl, attacker),
        SUZUKI,
        attacker,
      );
      const { code, state } = callbackParams(query);
      const verifier = await codeVerifierOf(state);
      const victim = await victimJar();

      const response = await finishSignIn(app.baseUrl, query, victim);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: SIGN_IN_FAILED });
      expect(victim.get('logi_session')).toBeUndefined();
      expect(await redeemAtIssuer(code, verifier)).toBe(200);
    },
  );

  it('refuses a state already used, even with a fresh valid code and its state cookie', async () => {
    const jar = new CookieJar();
    const authorizeUrl = await startSignIn(app.baseUrl, jar);
    const stateCookie = jar.get('logi_auth_state');
    const first = await authorizeAtIssuer(app.baseUrl, authorizeUrl, YAMADA, jar);
    const verifier = await codeVerifierOf(callbackParams(first).state);
    expect((await finishSignIn(app.baseUrl, first, jar)).status).toBe(200);
    // The same authorization request again: the issuer hands out a new code for the same state.
    const second = await authorizeAtIssuer(app.baseUrl, authorizeUrl, YAMADA, new CookieJar());
    const { code, state } = callbackParams(second);
    expect(state).toBe(callbackParams(first).state);

    const replay = await fetch(`${app.baseUrl}/api/auth/callback${second}`, {
      headers: { ...XHR, cookie: `logi_auth_state=${stateCookie}` },
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: SIGN_IN_FAILED });
    expect(replay.headers.getSetCookie().some((c) => c.startsWith('logi_session='))).toBe(false);
    expect(await redeemAtIssuer(code, verifier)).toBe(200);
  });

  it('answers 422 when code or state is missing', async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/callback?code=abc`);
    expect(response.status).toBe(422);
    expect((await response.json()).errors.state).toEqual(['必須項目です']);
  });

  it('returns to the page first asked for, but never to another site', async () => {
    const jar = new CookieJar();
    const own = await signInWithReturnTo(jar, '/products/register');
    expect(own).toBe('/products/register');
    const evil = await signInWithReturnTo(new CookieJar(), '//evil.example/x');
    expect(evil).toBe('/');
  });
});

function callbackParams(query: string) {
  const params = new URLSearchParams(query);
  return { code: params.get('code') ?? '', state: params.get('state') ?? '' };
}

/** The PKCE verifier the app keeps for a pending sign-in (read before the app consumes it). */
async function codeVerifierOf(state: string): Promise<string> {
  const [row] = await app.db.select().from(authRequests).where(eq(authRequests.state, state));
  if (!row) throw new Error(`no pending sign-in for state ${state}`);
  return row.codeVerifier;
}

async function startedElsewhere(): Promise<CookieJar> {
  const jar = new CookieJar();
  await startSignIn(app.baseUrl, jar);
  return jar;
}

/** Redeems a code at the issuer's token endpoint as the app would: 200 only while it is unused. */
async function redeemAtIssuer(code: string, codeVerifier: string): Promise<number> {
  const discovery = await fetch(`${app.baseUrl}/oidc/.well-known/openid-configuration`);
  const { token_endpoint: tokenEndpoint } = (await discovery.json()) as { token_endpoint: string };
  const client = `${app.config.OIDC_CLIENT_ID}:${app.config.OIDC_CLIENT_SECRET}`;
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(client).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      redirect_uri: app.config.redirectUri,
    }),
  });
  return response.status;
}

async function signInWithReturnTo(jar: CookieJar, returnTo: string): Promise<string> {
  const original = globalThis.fetch;
  // Route the first call through the return_to parameter the SPA sends.
  globalThis.fetch = (input, init) => {
    const url = String(input);
    return original(
      url.endsWith('/api/auth/redirect')
        ? `${url}?return_to=${encodeURIComponent(returnTo)}`
        : input,
      init,
    );
  };
  try {
    const { callback } = await signIn(app.baseUrl, YAMADA, jar);
    return ((await callback.json()) as { data: { return_to: string } }).data.return_to;
  } finally {
    globalThis.fetch = original;
  }
}

describe('sessions', () => {
  it('ends the session on logout; mutations need the CSRF header', async () => {
    const { jar } = await signIn(app.baseUrl, YAMADA);
    const forged = await fetch(`${app.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: jar.header() },
    });
    expect(forged.status).toBe(403);
    const api = apiClient(app.baseUrl, jar);
    expect((await api('GET', '/api/auth/user')).status).toBe(200);
    const cookieBefore = jar.get('logi_session');
    expect((await api('POST', '/api/auth/logout')).status).toBe(200);
    expect((await api('GET', '/api/auth/user')).status).toBe(401);
    // The old cookie is dead on the server, not only dropped by the browser.
    const reused = await fetch(`${app.baseUrl}/api/auth/user`, {
      headers: { cookie: `logi_session=${cookieBefore}` },
    });
    expect(reused.status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { jar } = await signIn(app.baseUrl, SUZUKI);
    await app.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    // Announced by the table's trigger at commit: heard within milliseconds (decision 076).
    const api = apiClient(app.baseUrl, jar);
    await expect.poll(async () => (await api('GET', '/api/auth/user')).status, HEARD).toBe(401);
  });

  it('refuses a made-up session token', async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/user`, {
      headers: { cookie: 'logi_session=forged' },
    });
    expect(response.status).toBe(401);
  });

  it('drops access when the user leaves the organisation', async () => {
    const { jar } = await signIn(app.baseUrl, YAMADA);
    const api = apiClient(app.baseUrl, jar);
    const me = await api('GET', '/api/auth/user');
    await app.db.execute(sql`delete from organisation_user where user_id = ${me.body.data.id}`);
    await expect.poll(async () => (await api('GET', '/api/auth/user')).status, HEARD).toBe(401);
  });
});

describe('other endpoints of the skeleton', () => {
  it('tells the caller its IP', async () => {
    const response = await fetch(`${app.baseUrl}/api/ip/getUserIp`);
    expect(await response.json()).toEqual({ data: '127.0.0.1' });
  });

  it('answers unknown API routes with a Japanese 404 and malformed JSON with 422', async () => {
    const missing = await fetch(`${app.baseUrl}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'ページが見つかりませんでした' });
    const { jar } = await signIn(app.baseUrl, YAMADA);
    const malformed = await fetch(`${app.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { ...XHR, cookie: jar.header(), 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(malformed.status).toBe(422);
    expect((await malformed.json()).message).toBe('入力内容に誤りがあります。');
  });

  it('serves the OpenAPI document with snake_case names', async () => {
    const response = await fetch(`${app.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.paths['/api/auth/redirect'].get.parameters[0].name).toBe('return_to');
    // OpenAPI's own keys are untouched by the wire conversion.
    expect(document.paths['/api/adminUserNotification/store'].post.requestBody).toBeDefined();
    expect(JSON.stringify(document)).not.toContain('request_body');
  });

  it('rate-limits the sign-in endpoints', async () => {
    // Its own app: the limit it uses up would refuse every later sign-in on the shared one.
    const limitedApp = await startTestApp();
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 35; index += 1) {
        statuses.push((await fetch(`${limitedApp.baseUrl}/api/auth/redirect`)).status);
      }
      expect(statuses).toContain(429);
      const limited = await fetch(`${limitedApp.baseUrl}/api/auth/redirect`);
      expect((await limited.json()).message).toMatch(/リクエストが多すぎます/);
    } finally {
      await limitedApp.close();
    }
  });
});
