// Test fixture: a bare Fastify app (with root-level helmet and form parser, as the real app may
// have) serving the development issuer on an ephemeral port, plus openid-client helpers.
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import * as client from 'openid-client';
import { freePort } from '../../test/free-port.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { postgresLoginThrottle, registerDevIssuer } from './index.ts';
import type { TestBrowser } from './browser.test-support.ts';

export const CLIENT_ID = 'logi-web';
export const CLIENT_SECRET = 'test-client-secret';
export const SCOPE = 'openid email profile organisations';

export async function startTestIssuer() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const issuer = `${origin}/oidc`;
  const redirectUri = `${origin}/api/auth/callback`;
  const postLogoutRedirectUri = `${origin}/goqauth/login`;

  // The password form's throttle counts in PostgreSQL, as in the app.
  const database = await createTestDatabase();
  const app = Fastify();
  await app.register(helmet);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, { consumedByRoot: true }),
  );
  await registerDevIssuer(app, {
    issuer,
    mountPath: '/oidc',
    clients: [
      {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUris: [redirectUri],
        postLogoutRedirectUris: [postLogoutRedirectUri],
      },
    ],
    cookieKeys: ['test-cookie-key'],
    throttle: postgresLoginThrottle(database.db),
  });
  await app.listen({ port, host: '127.0.0.1' });

  const discover = (auth?: client.ClientAuth) =>
    client.discovery(new URL(issuer), CLIENT_ID, CLIENT_SECRET, auth, {
      execute: [client.allowInsecureRequests],
    });

  async function startAuthorization(
    config: client.Configuration,
    extra: Record<string, string> = {},
  ) {
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...extra,
    });
    return { url, codeVerifier, state, nonce };
  }

  /** Opens the authorization URL and returns the login page the issuer sends the browser to. */
  async function openLoginPage(browser: TestBrowser, url: URL) {
    const first = await browser.request(url);
    const { response, url: pageUrl } = await browser.follow(first, url, redirectUri);
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    return { response, pageUrl, html, action: action ? new URL(action, pageUrl) : undefined };
  }

  /** Signs in on the login page; returns the redirect to the client's callback. */
  async function signIn(browser: TestBrowser, url: URL, email: string, password: string) {
    const page = await openLoginPage(browser, url);
    if (!page.action) throw new Error(`no login form at ${page.pageUrl.href}`);
    const posted = await browser.postForm(page.action, { email, password });
    return browser.follow(posted, page.action, redirectUri);
  }

  return {
    origin,
    issuer,
    redirectUri,
    postLogoutRedirectUri,
    discover,
    startAuthorization,
    openLoginPage,
    signIn,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export type TestIssuer = Awaited<ReturnType<typeof startTestIssuer>>;
