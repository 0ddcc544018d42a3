import { gzipSync } from 'node:zlib';
import { expect, signIn, test } from './fixtures.ts';

// docs/decisions/024: the first load that `npm run bench:bundle` measures (the built index.html's
// entry script and module preloads) is all the signed-in home needs; Mantine, the other pages and
// the header popups arrive on first use.
const FIRST_LOAD = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g;
// The postal dataset starts loading at start-up in its own chunk; no screen waits for it (spec §4).
const POSTAL_DATA = /\/postal-data-[^/]+\.js$/;
// Issue 7 §6 and decision 024: what `npm run bench:bundle` prints, held here so a change that pulls
// a library into the first load fails the suite (sizes, not times: the same on every machine).
const FIRST_LOAD_BUDGET_BYTES = 150_000;

test('the first-load scripts stay within 150 kB gzipped', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(FIRST_LOAD)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(1);
  let total = 0;
  for (const script of scripts) {
    const response = await request.get(script);
    expect(response.ok()).toBe(true);
    total += gzipSync(await response.body()).length;
  }
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});

test('the signed-in home is interactive on the first-load scripts alone; a header menu brings Mantine', async ({
  page,
  request,
}) => {
  await signIn(page);
  const html = await (await request.get('/')).text();
  const firstLoad = new Set([...html.matchAll(FIRST_LOAD)].map((match) => match[1]));
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') fetched.push(new URL(sent.url()).pathname);
  });

  await page.reload();
  await expect(page.getByTestId('organisation-name')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /入荷業務/ })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect(fetched.filter((path) => !firstLoad.has(path) && !POSTAL_DATA.test(path))).toEqual([]);

  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'ログアウト' })).toBeVisible();
  expect(fetched.filter((path) => !firstLoad.has(path) && !POSTAL_DATA.test(path))).not.toEqual([]);
  // The real menu replaced the look-alike button: Escape still returns focus to the button.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'ログアウト' })).toHaveCount(0);
  await expect(page.getByTestId('account-menu')).toBeFocused();
});
