import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
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
  stocktakeEndpoints,
  supplierEndpoints,
  transferEndpoints,
  vendorEndpoints,
  locationEndpoints,
  warehouseEndpoints,
  warehouseGroupEndpoints,
} from '@logi/shared';
import { PAGES } from '../apps/web/src/app/navigation/pages.ts';
import { seriousViolations } from './axe.ts';
import { expect, navigateInApp, signIn, signInThroughIssuer, test } from './fixtures.ts';

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

/** The demo's own warehouse (東京倉庫), whose shelves the location pages show. */
async function ownWarehouse(request: APIRequestContext) {
  const response = await request.post(warehouseEndpoints.search.path, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { type: 'own' },
  });
  const body = (await response.json()) as { data: { data: { id: number }[] } };
  return body.data.data[0]!.id;
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
  // 棚番 live in own warehouses: the demo's Tokyo warehouse has them.
  '/warehouses/:id/locations': ownWarehouse,
  '/warehouses/:id/locations/register': ownWarehouse,
  '/locations/:id/edit': firstRecordOf(locationEndpoints.search.path),
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
  '/allocation_management/orders/:id/edit': firstRecordOf(orderEndpoints.search.path),
  // 返品登録 of a shipped order (its lines listed), or any order's page when none shipped.
  '/allocation_management/orders/:id/return': async (request) => {
    const response = await request.post(orderEndpoints.search.path, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { status: 'shipped' },
    });
    const body = (await response.json()) as { data: { data: { id: number }[] } };
    return body.data.data[0]?.id ?? (await firstRecordOf(orderEndpoints.search.path)(request));
  },
  // An instruction of the 出荷不可リスト when one exists; else the page's not-found panel is checked.
  '/shippings/ng/:id': async (request) => {
    const response = await request.post(shippingNgEndpoints.search.path, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: {},
    });
    const body = (await response.json()) as { data: { data: { id: number }[] } };
    return body.data.data[0]?.id ?? 1;
  },
  // A count when one exists (the stocks spec applies one); else the page's error panel is checked.
  '/stocks/stocktakes/:id': async (request) => {
    const response = await request.post(stocktakeEndpoints.search.path, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: {},
    });
    const body = (await response.json()) as { data: { data: { id: number }[] } };
    return body.data.data[0]?.id ?? 1;
  },
  // A transfer when one exists; else the page's error panel is checked.
  '/stocks/transfers/:id/detail': async (request) => {
    const response = await request.post(transferEndpoints.search.path, {
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
  // 棚移動 of a row in the demo's own warehouse (its shelves are offered as targets).
  '/stocks/:id/relocate': async (request) => {
    const response = await request.post(stockEndpoints.search.path, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: {
        stock_type: 'stockByWarehouse',
        warehouse_id: await ownWarehouse(request),
        per_page: 1,
      },
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

  // Issue 29 Checks: every popup, dialog and populated state, on one page per scheme (no cold
  // loads): a popup, dialog or list that opens is checked once it is fully shown.
  for (const scheme of SCHEMES) {
    test(`popups, dialogs and populated lists (${scheme})`, async ({ page }) => {
      test.setTimeout(120_000);
      const check = async (what: string) => {
        await expect(page.locator('[aria-busy="true"]'), what).toHaveCount(0);
        expect.soft(await seriousViolations(page), `${what} (${scheme})`).toEqual([]);
      };
      // Fully shown: axe would read the colours of a fade-in as too faint.
      const shown = (popup: Locator) => expect(popup).toHaveCSS('opacity', '1');
      await open(page, '/', scheme);
      for (const name of [/^お知らせ/, /^処理一覧/]) {
        const button = page.getByRole('button', { name });
        await button.click();
        await shown(page.getByRole('dialog'));
        await check(`${String(name)} open`);
        await button.click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await page.getByTestId('account-menu').click();
      await shown(page.getByRole('menu'));
      await check('the account menu open');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await page.keyboard.press('?');
      const shortcuts = page.getByRole('dialog', { name: 'キーボードショートカット' });
      await shown(shortcuts);
      await check('the shortcut list');
      await page.keyboard.press('Escape');
      await expect(shortcuts).toBeHidden();

      // 引当管理, 100 rows: the demo's orders in every status it seeds, each with its badge.
      await page.evaluate(() =>
        localStorage.setItem('logi:per-page:/allocation_management', '100'),
      );
      await navigateInApp(page, '/allocation_management');
      const rows = page.locator('main table tbody tr');
      await expect(rows.nth(20)).toBeVisible();
      const statuses = await rows.locator('.mantine-Badge-root').allTextContents();
      for (const status of ['未引当', '引当済', '出荷指示済', '出荷済', '出荷不可'])
        expect(statuses, `a ${status} badge`).toContain(status);
      await check('引当管理 in every status');
      await page.getByRole('button', { name: '詳細検索' }).click();
      await expect(page.getByRole('button', { name: '詳細検索' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await check('詳細検索 open');
      await page.getByRole('button', { name: '表示列' }).click();
      await shown(page.getByRole('dialog', { name: '表示列' }));
      await check('表示列 open');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: '表示列' })).toHaveCount(0);
      const shipmentFile = page.getByRole('dialog', { name: '出荷連携ファイル' });
      await page.getByRole('button', { name: '出荷連携ファイル' }).click();
      await shown(shipmentFile);
      await check('出荷連携ファイル open');
      await page.keyboard.press('Escape');
      await expect(shipmentFile).toHaveCount(0);

      // A delete confirmation, over a list of records (nothing is deleted).
      await navigateInApp(page, '/shops');
      await page.getByRole('button', { name: '削除' }).first().click();
      const confirm = page.getByRole('dialog', { name: '項目の削除' });
      await shown(confirm);
      await check('the delete confirmation');
      await confirm.getByRole('button', { name: 'キャンセル' }).click();
      await expect(confirm).toBeHidden();

      // The demo's 出荷不可 instructions at the RSL warehouse, its stock differences and yesterday's stock.
      for (const path of ['/shippings/ng', '/stocks/diff', '/stocks/daily']) {
        await navigateInApp(page, path);
        await expect(page.locator('main table tbody tr').first(), path).toBeVisible();
        await check(`${path} filled`);
      }
    });
  }

  for (const scheme of SCHEMES) {
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
      await signInThroughIssuer(page); // its own session: the logout ends it
      await page.getByTestId('account-menu').click();
      await page.getByRole('menuitem', { name: 'ログアウト' }).click();
      await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
