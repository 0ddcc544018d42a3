import { test as base, expect, type Cookie, type Page } from '@playwright/test';

// Chromium logs every 4xx/5xx answer as a console error; the app shows those itself (401 → sign-in).
const FAILED_REQUEST = /^Failed to load resource: the server responded with a status of \d{3}/;

/**
 * Playwright's test, plus a check after each test: no page printed a console error, threw an
 * uncaught error or had a Content Security Policy violation. Specs import `test` from here.
 */
export const test = base.extend<{ cleanConsole: void }>({
  cleanConsole: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && !FAILED_REQUEST.test(message.text()))
          problems.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
      await use();
      expect(problems, 'console errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const DEMO_USER = {
  email: 'yamada@sample-butsuryu.example',
  password: 'demo1234',
  name: '山田 太郎',
  organisation: '株式会社サンプル物流',
};

type DemoUser = typeof DEMO_USER;

/** The app's session cookie (apps/server/src/modules/auth/session-guard.ts). */
const SESSION_COOKIE = 'logi_session';

// One real sign-in per user per worker: the issuer's round trip cost a second or more a test, and
// only the specs of signing in and out need it (they call signInThroughIssuer). A session outlives
// every test that borrows it: none of them logs out or switches a one-organisation user.
const sessionCookies = new Map<string, Cookie[]>();

/**
 * Signs in through the built-in issuer's own page, as a person does, starting where the SPA's sign-in
 * page would send them: the SPA's own detour (401 → /goqauth/login → issuer) is a cold load of the
 * bundle per test, and shell.spec.ts proves it once. The session is this page's alone.
 */
export async function signInThroughIssuer(
  page: Page,
  path = '/',
  user: DemoUser = DEMO_USER,
): Promise<void> {
  const start = await page.request.get(`/api/auth/redirect?returnTo=${encodeURIComponent(path)}`);
  expect(start.status(), 'the sign-in redirect').toBe(200);
  await page.goto(((await start.json()) as { data: string }).data);
  await page.getByLabel('メールアドレス').fill(user.email);
  await page.getByLabel('パスワード').fill(user.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByTestId('organisation-name')).toHaveText(user.organisation);
}

/**
 * Gives the page's context the user's session without loading anything: the worker's first call
 * signs in through the issuer in a context of its own, later calls reuse that session's cookie.
 */
export async function useSession(page: Page, user: DemoUser = DEMO_USER): Promise<void> {
  let cookies = sessionCookies.get(user.email);
  if (!cookies) {
    const context = await page.context().browser()!.newContext();
    await signInThroughIssuer(await context.newPage(), '/', user);
    cookies = (await context.cookies()).filter((cookie) => cookie.name === SESSION_COOKIE);
    await context.close();
    expect(cookies, 'the session cookie').toHaveLength(1);
    sessionCookies.set(user.email, cookies);
  }
  await page.context().addCookies(cookies);
}

/** Opens `path` signed in as `user` (the worker's session for that user; see useSession). */
export async function signIn(page: Page, path = '/', user: DemoUser = DEMO_USER): Promise<void> {
  await useSession(page, user);
  await page.goto(path);
  await expect(page.getByTestId('organisation-name')).toHaveText(user.organisation);
}

/**
 * Moves the loaded app to `path` as a link would, without reloading the bundle: the router follows
 * popstate. Sweeps over every route use it so that each page costs its own render, not a cold start.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}
