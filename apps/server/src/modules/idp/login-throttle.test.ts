import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { TestBrowser } from './browser.test-support.ts';
import { addressBucket } from './login-throttle.ts';

// The built-in issuer's budgets (login-throttle.ts): failed attempts per account and per address
// within 15 minutes.
const ACCOUNT_FAILURES = 5;
const ADDRESS_FAILURES = 30;
const THROTTLED = 'ログインの試行回数が多すぎます。しばらくしてから再度お試しください。';
const WRONG = 'メールアドレスまたはパスワードが正しくありません';
const YAMADA = { email: 'yamada@sample-butsuryu.example', password: 'demo1234' };
const SATO = { email: 'sato@sample-butsuryu.example', password: 'demo1234' };

let app: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, X-Forwarded-For gives each test its own client addresses.
  app = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await app?.close();
});

/** The issuer's login page of a fresh sign-in started through the app, and a way to post it. */
async function openLoginPage() {
  const browser = new TestBrowser();
  const redirect = await browser.request(`${app.baseUrl}/api/auth/redirect`);
  const authorizeUrl = ((await redirect.json()) as { data: string }).data;
  const first = await browser.request(authorizeUrl);
  const { response } = await browser.follow(first, authorizeUrl, `${app.baseUrl}/goqauth/login`);
  const action = /<form method="post" action="([^"]+)"/.exec(await response.text())?.[1];
  if (!action) throw new Error('no login form');
  const url = new URL(action.replaceAll('&amp;', '&'), app.baseUrl);
  return (email: string, password: string, address: string) =>
    browser.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
      },
      body: new URLSearchParams({ email, password }).toString(),
    });
}

async function expectThrottled(response: Response) {
  expect(response.status).toBe(429);
  expect(response.headers.get('location')).toBeNull();
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const html = await response.text();
  expect(html).toContain(THROTTLED);
  expect(html).not.toContain(WRONG);
}

describe('the built-in issuer throttles its password form', () => {
  it('refuses even the right password once an account has had too many wrong ones, whatever the address', async () => {
    const post = await openLoginPage();
    for (let attempt = 0; attempt < ACCOUNT_FAILURES; attempt += 1) {
      const failed = await post(YAMADA.email, 'wrong', `198.51.100.${attempt + 1}`);
      expect(failed.status).toBe(401);
      expect(await failed.text()).toContain(WRONG);
    }
    // Another spelling of the same address, from an address that never failed.
    const right = await post(' YAMADA@sample-butsuryu.example ', YAMADA.password, '198.51.100.99');
    await expectThrottled(right);
  });

  it('refuses an address that tried too many wrong passwords across accounts, not another address', async () => {
    const post = await openLoginPage();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < ADDRESS_FAILURES; attempt += 1) {
      statuses.push((await post(`nobody${attempt}@example.com`, 'wrong', '203.0.113.7')).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    await expectThrottled(await post(SATO.email, SATO.password, '203.0.113.7'));

    const elsewhere = await post(SATO.email, SATO.password, '203.0.113.8');
    expect(elsewhere.status).toBe(303);
  });

  it('forgets an account’s wrong passwords once its right one is accepted', async () => {
    const signInAfterMistakes = async () => {
      const post = await openLoginPage();
      for (let attempt = 0; attempt < ACCOUNT_FAILURES - 1; attempt += 1) {
        expect((await post(SATO.email, 'wrong', '192.0.2.1')).status).toBe(401);
      }
      return (await post(SATO.email, SATO.password, '192.0.2.1')).status;
    };
    expect(await signInAfterMistakes()).toBe(303);
    expect(await signInAfterMistakes()).toBe(303);
  });
});

describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('counts %s as %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });
});
