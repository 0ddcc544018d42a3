import type { Page } from '@playwright/test';
import { RETURN_FORM_TEXT } from '@logi/shared';
import { HEADERS } from '@logi/warehouse-api';
import { SIM_DEMO_ACCOUNT, simControl } from '@logi/warehouse-sim';
import { expect, navigateInApp, signIn, test } from './fixtures.ts';
import { simControlToken } from '../playwright.config.ts';
import { simUrl } from './ports.ts';

// 入荷業務 as a user works it: a schedule for the simulator's warehouse sent and received, an own
// warehouse's schedule received in two steps, a return registered — each moving the stock.
const sim = simControl(simUrl, simControlToken);
const api = { 'x-requested-with': 'XMLHttpRequest' };

/** The warehouse must know the vendor and the products a schedule names (as after their 送信). */
async function registerAtWarehouse(path: string, body: unknown) {
  const response = await fetch(`${simUrl}${path}`, {
    method: 'POST',
    headers: {
      [HEADERS.apiKey]: SIM_DEMO_ACCOUNT.apiKey,
      [HEADERS.apiSecret]: SIM_DEMO_ACCOUNT.apiSecret,
      [HEADERS.requestId]: `e2e-inbound-${path.slice(4)}-${Date.now()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBeLessThan(300);
}

async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function addProduct(page: Page, code: string) {
  await page.getByRole('combobox', { name: '商品', exact: true }).fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} `) }).click();
  await page.getByRole('button', { name: '商品追加' }).click();
}

/** A product's figures in a warehouse, as the stock API answers them. */
async function figures(page: Page, warehouseCode: string, productCode: string) {
  const search = await page.request.post('/api/stocks/search', {
    headers: api,
    data: { stock_type: 'stockByWarehouse', keyword: productCode, per_page: 100 },
  });
  const rows = (await search.json()).data.data as {
    warehouse_code: string;
    on_hand: number;
    non_sellable: number;
  }[];
  const row = rows.find((candidate) => candidate.warehouse_code === warehouseCode);
  return { onHand: row?.on_hand ?? 0, nonSellable: row?.non_sellable ?? 0 };
}

test.beforeEach(async () => {
  await sim.clearFaults();
  await sim.settings({ inboundShortfall: 0, inboundDamaged: 0, inboundParts: 1 });
});

test('a two-line schedule for the simulator warehouse: 一部入荷, then 入荷完了, stock up at each', async ({
  page,
}) => {
  // The warehouse delivers it in two receipts, a result delay apart (decided when it accepts).
  const { resultDelayMs } = await sim.settings({ inboundParts: 2, inboundDamaged: 1 });
  await registerAtWarehouse('/v1/vendors', {
    vendors: [{ vendorCode: 'V0001', name: '山田製作所 大阪工場' }],
  });
  await registerAtWarehouse('/v1/products', {
    products: [
      { productCode: 'TEA-001', name: '静岡県産 深蒸し煎茶 100g', salesStatus: '販売中' },
      { productCode: 'TEA-003', name: '有機ほうじ茶 ティーバッグ 30包', salesStatus: '販売中' },
    ],
  });
  await signIn(page, '/receiving_schedules/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('入荷予定登録');
  const before = await figures(page, 'RSL-ICHIKAWA', 'TEA-001');

  await choose(page, /入荷先/, /RSL市川/);
  await choose(page, /ベンダー/, /V0001/);
  await addProduct(page, 'TEA-001');
  await addProduct(page, 'TEA-003');
  await page.getByRole('textbox', { name: 'TEA-001の予定数' }).fill('6');
  await page.getByRole('textbox', { name: 'TEA-003の予定数' }).fill('4');
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('入荷予定詳細');
  // The header's process list shows the send finishing; the page follows it to 入荷待ち.
  await page.getByRole('button', { name: /^処理一覧/ }).click();
  const item = page
    .getByRole('dialog')
    .locator('[data-process-id]')
    .filter({ hasText: '入荷予定登録' })
    .first();
  await expect(item).toContainText('処理完了', { timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByText('入荷待ち').first()).toBeVisible();

  // First receipt: half of each line (TEA-001: 2 of its 5 sellable, TEA-003: 1 of 3).
  await sim.advance(resultDelayMs);
  await page.getByRole('button', { name: '結果取得' }).click();
  await expect(page.getByText('一部入荷').first()).toBeVisible({ timeout: 20_000 });
  const history = page.getByRole('table', { name: '入荷履歴' });
  await expect(history.getByRole('row')).toHaveCount(3);
  expect(await figures(page, 'RSL-ICHIKAWA', 'TEA-001')).toEqual({
    onHand: before.onHand + 2,
    nonSellable: before.nonSellable,
  });

  // The rest a delay later, the damaged piece to non_sellable.
  await sim.advance(resultDelayMs);
  await page.getByRole('button', { name: '結果取得' }).click();
  await expect(page.getByText('入荷完了').first()).toBeVisible({ timeout: 20_000 });
  await expect(history.getByRole('row')).toHaveCount(5);
  expect(await figures(page, 'RSL-ICHIKAWA', 'TEA-001')).toEqual({
    onHand: before.onHand + 5,
    nonSellable: before.nonSellable + 1,
  });
});

test('an own warehouse schedule: 一部入荷, then 入荷完了, stock up at each receipt', async ({
  page,
}) => {
  await signIn(page, '/receiving_schedules/register');
  const before = await figures(page, 'TOKYO', 'TEA-005');
  await choose(page, /入荷先/, /東京倉庫/);
  await choose(page, /仕入先/, /SUP-001/);
  await addProduct(page, 'TEA-005');
  await page.getByRole('textbox', { name: 'TEA-005の予定数' }).fill('10');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('入荷予定詳細');
  await expect(page.getByText('入荷待ち').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'TEA-005の入荷数' }).fill('4');
  await page.getByRole('button', { name: '入荷を登録' }).click();
  await expect(page.getByText('一部入荷').first()).toBeVisible();
  expect((await figures(page, 'TOKYO', 'TEA-005')).onHand).toBe(before.onHand + 4);

  // Over the plan: refused until confirmed.
  await page.getByRole('textbox', { name: 'TEA-005の入荷数' }).fill('7');
  await page.getByRole('button', { name: '入荷を登録' }).click();
  await expect(page.getByText(/予定数を超えています（残り: 6）/)).toBeVisible();
  await page.getByRole('textbox', { name: 'TEA-005の入荷数' }).fill('5');
  await page.getByRole('textbox', { name: 'TEA-005の不良数' }).fill('1');
  await page.getByRole('button', { name: '入荷を登録' }).click();
  await expect(page.getByText('入荷完了').first()).toBeVisible();
  expect(await figures(page, 'TOKYO', 'TEA-005')).toEqual({
    onHand: before.onHand + 9,
    nonSellable: before.nonSellable + 1,
  });

  // 入荷完了: its edit form (an old link, a bookmark) opens read-only with the reason, no 保存.
  await expect(page.getByText('入荷完了のため編集できません')).toBeVisible();
  await navigateInApp(page, new URL(page.url()).pathname.replace(/detail$/, 'edit'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('入荷予定編集');
  await expect(page.getByText('入荷完了のため編集できません')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'TEA-005の予定数' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);
});

test('a return: 良品 back to on_hand, 不良品 to non_sellable', async ({ page }) => {
  await signIn(page, '/customer_returns/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('返品実績登録');
  await expect(page.getByText(RETURN_FORM_TEXT.freeTextHint)).toBeVisible();
  const before = await figures(page, 'TOKYO', 'TEA-001');
  await choose(page, /倉庫/, /東京倉庫/);
  await choose(page, /返品理由/, '受取拒否');
  await addProduct(page, 'TEA-001');
  await addProduct(page, 'TEA-001');
  await page.getByRole('textbox', { name: 'TEA-001の数量' }).first().fill('2');
  const conditions = page.getByRole('combobox', { name: 'TEA-001の状態' });
  await conditions.last().click();
  await page.getByRole('option', { name: '不良品' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('返品実績一覧');
  await expect(page.getByText('返品実績を登録しました')).toBeVisible();
  // Typed without an order: the list marks such returns 注文なし (one from an order links it).
  await expect(page.getByText(RETURN_FORM_TEXT.noOrder).first()).toBeVisible();
  expect(await figures(page, 'TOKYO', 'TEA-001')).toEqual({
    onHand: before.onHand + 2,
    nonSellable: before.nonSellable + 1,
  });
});
