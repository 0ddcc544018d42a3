import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from './index.ts';
import { TestBrowser } from './browser.test-support.ts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  SCOPE,
  startTestIssuer,
  type TestIssuer,
} from './issuer.test-support.ts';

const yamada = DEMO_ACCOUNTS.find((account) => account.email === 'yamada@sample-butsuryu.example')!;

let idp: TestIssuer;
beforeAll(async () => {
  idp = await startTestIssuer();
});
afterAll(async () => {
  await idp?.close();
});

describe('development OIDC issuer', () => {
  it('publishes discovery for a code + PKCE S256 issuer under the mount path', async () => {
    const metadata = (await idp.discover()).serverMetadata();
    expect(metadata.issuer).toBe(idp.issuer);
    expect(metadata.authorization_endpoint).toBe(`${idp.issuer}/auth`);
    expect(metadata.token_endpoint).toBe(`${idp.issuer}/token`);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile', 'organisations']),
    );
    expect(metadata.claims_supported).toEqual(
      expect.arrayContaining(['email', 'name', 'organisations']),
    );
    expect(metadata.id_token_signing_alg_values_supported).toContain('RS256');
  });

  it('signs a demo user in with code + PKCE + state + nonce and puts the organisations in the ID token', async () => {
    const config = await idp.discover();
    const { url, codeVerifier, state, nonce } = await idp.startAuthorization(config);
    const browser = new TestBrowser();

    const page = await idp.openLoginPage(browser, url);
    expect(page.response.status).toBe(200);
    expect(page.pageUrl.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(page.html).toContain('<h1>ログイン</h1>');
    expect(page.html).toMatch(/<label for="email">メールアドレス<\/label>\s*<input id="email"/);
    expect(page.html).toMatch(/<label for="password">パスワード<\/label>\s*<input id="password"/);
    expect(page.html).toContain('<button type="submit">ログイン</button>');
    expect(page.html).toContain('デモアカウント');
    expect(page.html).toContain('demo1234');
    expect(page.response.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${idp.origin}`,
    );

    const posted = await browser.postForm(page.action!, {
      email: yamada.email,
      password: 'demo1234',
    });
    expect(posted.status).toBe(303);
    const { url: callbackUrl } = await browser.follow(posted, page.action!, idp.redirectUri);
    expect(callbackUrl.searchParams.get('state')).toBe(state);
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();

    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: idp.issuer,
      aud: CLIENT_ID,
      sub: yamada.sub,
      nonce,
      name: '山田 太郎',
      email: yamada.email,
      email_verified: true,
      organisations: [{ uuid: DEMO_ORGANISATIONS[0]!.uuid, name: '株式会社サンプル物流' }],
    });
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, yamada.sub);
    expect(userinfo.organisations).toEqual(claims.organisations);
  });

  it('accepts client_secret_basic as well as client_secret_post at the token endpoint', async () => {
    const config = await idp.discover(client.ClientSecretBasic(CLIENT_SECRET));
    const { url, codeVerifier, state, nonce } = await idp.startAuthorization(config);
    const { url: callbackUrl } = await idp.signIn(
      new TestBrowser(),
      url,
      'suzuki@test-shoji.example',
      'demo1234',
    );
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    expect(tokens.claims()?.organisations).toEqual([
      { uuid: DEMO_ORGANISATIONS[1]!.uuid, name: '株式会社テスト商事' },
    ]);
  });

  it('shows the Japanese error and keeps the email after a wrong password, then still signs in', async () => {
    const config = await idp.discover();
    const { url } = await idp.startAuthorization(config);
    const browser = new TestBrowser();
    const page = await idp.openLoginPage(browser, url);

    const failed = await browser.postForm(page.action!, { email: yamada.email, password: 'wrong' });
    expect(failed.status).toBe(401);
    const html = await failed.text();
    expect(html).toContain('メールアドレスまたはパスワードが正しくありません');
    expect(html).toContain(
      `id="email" name="email" type="email" autocomplete="username" required value="${yamada.email}"`,
    );

    const retried = await browser.postForm(page.action!, {
      email: yamada.email,
      password: 'demo1234',
    });
    const { url: callbackUrl } = await browser.follow(retried, page.action!, idp.redirectUri);
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();
  });

  it('asks for the password again on the next authorization, even with the issuer cookies kept', async () => {
    const config = await idp.discover();
    const browser = new TestBrowser();
    const first = await idp.signIn(
      browser,
      (await idp.startAuthorization(config)).url,
      yamada.email,
      'demo1234',
    );
    expect(first.url.searchParams.get('code')).toBeTruthy();
    expect(browser.cookieNames()).toContain('idp_session');

    const second = await idp.openLoginPage(browser, (await idp.startAuthorization(config)).url);
    expect(second.pageUrl.pathname).toMatch(/^\/oidc\/interaction\//);
    expect(second.html).toContain('id="password"');
  });

  it('lets another demo user sign in from the same browser', async () => {
    const config = await idp.discover();
    const browser = new TestBrowser();
    await idp.signIn(browser, (await idp.startAuthorization(config)).url, yamada.email, 'demo1234');

    const { url, codeVerifier, state, nonce } = await idp.startAuthorization(config);
    // The issuer first ends yamada's session through a self-submitting form, allowed by its CSP hash.
    const switching = await idp.signIn(browser, url, 'sato@sample-butsuryu.example', 'demo1234');
    expect(switching.response.status).toBe(200);
    expect(switching.response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'sha256-/,
    );
    const html = await switching.response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    const posted = await browser.postForm(action!, fields);
    const { url: callbackUrl } = await browser.follow(posted, action!, idp.redirectUri);
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    expect(tokens.claims()?.name).toBe('佐藤 花子');
  });

  it('refuses a redirect_uri that is not registered, without redirecting to it', async () => {
    const config = await idp.discover();
    const { url } = await idp.startAuthorization(config, {
      redirect_uri: 'http://attacker.example/callback',
    });
    const response = await new TestBrowser().request(url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('invalid_redirect_uri');
    expect(html).toContain('エラー');
  });

  it('requires PKCE', async () => {
    const config = await idp.discover();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: idp.redirectUri,
      scope: SCOPE,
      state: 'abc',
    });
    const response = await new TestBrowser().request(url);
    const location = new URL(response.headers.get('location')!);
    expect(location.href.startsWith(idp.redirectUri)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('escapes what it renders', async () => {
    const config = await idp.discover();
    const { url } = await idp.startAuthorization(config, {
      login_hint: '"><script>alert(1)</script>',
    });
    const page = await idp.openLoginPage(new TestBrowser(), url);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('answers an unknown or expired interaction with a page, not a crash', async () => {
    const response = await new TestBrowser().request(`${idp.issuer}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('ログインの有効期限が切れました');
  });

  it('ends the issuer session through RP-initiated logout with Japanese pages', async () => {
    const config = await idp.discover();
    const browser = new TestBrowser();
    const { url, codeVerifier, state, nonce } = await idp.startAuthorization(config);
    const { url: callbackUrl } = await idp.signIn(browser, url, yamada.email, 'demo1234');
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    const logoutUrl = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: idp.postLogoutRedirectUri,
    });
    const confirm = await browser.request(logoutUrl);
    const html = await confirm.text();
    expect(html).toContain('ログアウトしますか');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const done = await browser.postForm(action!, { xsrf: xsrf!, logout: 'yes' });
    expect(done.headers.get('location')).toBe(idp.postLogoutRedirectUri);
    expect(browser.cookieNames()).not.toContain('idp_session');
  });
});
