import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  appSettingEndpoints,
  customerReturnEndpoints,
  notificationEndpoints,
  orderEndpoints,
  productEndpoints,
  receivingScheduleEndpoints,
  shippingNgEndpoints,
  shopEndpoints,
  stockEndpoints,
  supplierEndpoints,
  vendorEndpoints,
  warehouseEndpoints,
  warehouseGroupEndpoints,
} from '@logi/shared';
import { PAGES } from '../apps/web/src/app/navigation/pages.ts';
import { seriousViolations } from './axe.ts';
import { expect, navigateInApp, signIn, test } from './fixtures.ts';

const SIGNED_IN_STATE = join(tmpdir(), `logi-a11y-${process.env.E2E_PORT}.json`);
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** The first record a resource's search answers (the demo data has one of each). */
function firstRecordOf(searchPath: string) {
  return async (request: APIRequestContext) => {
    const response = await request.post(searchPath, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: {},
    });
    const body = (await response.json()) as { data: { data: { id: number }[] } };
    return body.data.data[0]!.id;
  };
}

/** Finds a real record for a route's `:id`; routes still showing a placeholder take any id. */
const RECORD_FINDERS: Record<string, (request: APIRequestContext) => Promise<number>> = {
  '/admin/user_notifications/:id/edit': async (request) => {
    const response = await request.post(notificationEndpoints.adminSearch.path, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: {},
    });
    const body = (await response.json()) as { data: { data: { id: number }[] } };
    return body.data.data[0]!.id;
  },
  '/warehouses/:id/edit': firstRecordOf(warehouseEndpoints.search.path),
  '/warehouses/groups/:id/edit': firstRecordOf(warehouseGroupEndpoints.search.path),
  '/app_settings/:id/edit': firstRecordOf(appSettingEndpoints.search.path),
  '/suppliers/:id/edit': firstRecordOf(supplierEndpoints.search.path),
  '/rsl_venders/:id/edit': firstRecordOf(vendorEndpoints.search.path),
  '/shops/:id/edit': firstRecordOf(shopEndpoints.search.path),
  '/products/:id/edit': firstRecordOf(productEndpoints.search.path),
  // The demo's own-warehouse schedule that is still 入荷待ち (editable) — any schedule for the detail.
  '/receiving_schedules/:id/edit': async (request) => {
    const response = await request.post(receivingScheduleEndpoints.search.path, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { status: 'waiting', per_page: 100 },
    });
    const body = (await response.json()) as {
      data: { data: { id: number; warehouse_is_own: boolean }[] };
    };
    return body.data.data.find((row) => row.warehouse_is_own)!.id;
  },
  '/receiving_schedules/:id/detail': firstRecordOf(receivingScheduleEndpoints.search.path),
  '/customer_returns/:id/detail': firstRecordOf(customerReturnEndpoints.search.path),
  '/allocation_management/orders/:id': firstRecordOf(orderEndpoints.search.path),
  // An instruction of the 出荷不可リスト when one exists; else the page's not-found panel is checked.
  '/shippings/ng/:id': async (request) => {
    const response = await request.post(shippingNgEndpoints.search.path, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: {},
    });
    const body = (await response.json()) as { data: { data: { id: number }[] } };
    return body.data.data[0]?.id ?? 1;
  },
  '/stocks/:id/edit': async (request) => {
    const response = await request.post(stockEndpoints.search.path, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { stock_type: 'stockByWarehouse', per_page: 1 },
    });
    const body = (await response.json()) as { data: { data: { id: number }[] } };
    return body.data.data[0]!.id;
  },
};

/** Every document the page loads from now on has the chosen colour scheme. */
async function prepare(page: Page, scheme: Scheme): Promise<void> {
  // The built-in issuer's page follows the system setting, the SPA its stored choice.
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript((value) => localStorage.setItem('logi-color-scheme', value), scheme);
}

async function open(page: Page, path: string, scheme: Scheme): Promise<void> {
  await prepare(page, scheme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

test.describe('signed-in pages', () => {
  test.use({ storageState: SIGNED_IN_STATE });

  test.beforeAll(async ({ browser }) => {
    // The context picks up this group's storageState option: start it from an empty state.
    writeFileSync(SIGNED_IN_STATE, JSON.stringify({ cookies: [], origins: [] }));
    const context = await browser.newContext();
    await signIn(await context.newPage());
    await context.storageState({ path: SIGNED_IN_STATE });
    await context.close();
  });

  const visits = [
    ...PAGES.map((page) => ({ pattern: page.path, title: page.title })),
    { pattern: '/no-such-page', title: 'ページが見つかりませんでした' },
  ];
  // One page per scheme walks every route in the app, as a person would: a cold load per route
  // cost minutes of CI for nothing the check looks at. Each route's findings are reported on their own.
  for (const scheme of SCHEMES) {
    test(`every route (${scheme})`, async ({ page }) => {
      test.setTimeout(visits.length * 15_000);
      await open(page, '/', scheme);
      for (const { pattern, title } of visits) {
        await test.step(pattern, async () => {
          const finder = RECORD_FINDERS[pattern];
          const path = pattern.replace(':id', String(finder ? await finder(page.request) : 1));
          await navigateInApp(page, path);
          await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
          // Nothing still loading: skeletons and lazy chunks would hide the real page from the check.
          await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
          expect.soft(await seriousViolations(page), `${path} (${scheme})`).toEqual([]);
        });
      }
    });
  }

  for (const scheme of SCHEMES) {
    test(`the open header lists (${scheme})`, async ({ page }) => {
      await open(page, '/', scheme);
      for (const name of [/^お知らせ/, /^処理一覧/]) {
        const button = page.getByRole('button', { name });
        await button.click();
        // Fully shown: axe would read the colours of a fade-in as too faint.
        await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        await button.click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });

    test(`a notification opened on /user_notifications (${scheme})`, async ({ page }) => {
      const response = await page.request.get(`${notificationEndpoints.userList.path}?limit=1`);
      const { data } = (await response.json()) as {
        data: { data: { id: number; title: string }[] };
      };
      const [first] = data.data;
      await open(page, `/user_notifications?id=${first!.id}`, scheme);
      await expect(page.getByRole('heading', { name: first!.title })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`the open account menu (${scheme})`, async ({ page }) => {
      await open(page, '/', scheme);
      await page.getByTestId('account-menu').click();
      await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('public pages', () => {
  for (const scheme of SCHEMES) {
    test(`/dev/ui (${scheme})`, async ({ page }) => {
      await prepare(page, scheme);
      // Signed in (an administrator's page), then the kit page, which is outside the app's shell.
      await signIn(page);
      await page.goto('/dev/ui');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('UI部品一覧');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`the built-in issuer's sign-in form (${scheme})`, async ({ page }) => {
      await prepare(page, scheme);
      await page.goto('/');
      await expect(page.getByLabel('メールアドレス')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`the sign-in page after logout (${scheme})`, async ({ page }) => {
      await prepare(page, scheme);
      await signIn(page);
      await page.getByTestId('account-menu').click();
      await page.getByRole('menuitem', { name: 'ログアウト' }).click();
      await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
