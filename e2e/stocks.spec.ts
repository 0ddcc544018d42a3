import type { APIRequestContext, Page } from '@playwright/test';
import { SIM_DEMO_ACCOUNT, simControl } from '@logi/warehouse-sim';
import { seriousViolations } from './axe.ts';
import { expect, signIn, test } from './fixtures.ts';
import { simControlToken } from '../playwright.config.ts';
import { simUrl } from './ports.ts';

// 在庫 as a user works it: register stock, adjust it with a reason, read its history and chart,
// filter to out-of-stock products, and compare with the simulator warehouse's figures.
const sim = simControl(simUrl, simControlToken);
const api = { 'x-requested-with': 'XMLHttpRequest' };

async function newProduct(request: APIRequestContext, code: string, name: string) {
  const response = await request.post('/api/products/store', {
    headers: api,
    data: {
      product_code: code,
      name,
      price: 1500,
      cost: 600,
      sales_status: 'on_sale',
      stock_managed: true,
      stock_threshold: 10,
      rsl_linked: false,
      temperature_zone: 'ambient',
      is_dangerous: false,
      lot_managed: false,
      serial_managed: false,
    },
  });
  expect(response.status()).toBe(201);
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('registers stock, adjusts it with a reason, and shows the history and its chart', async ({
  page,
}) => {
  await signIn(page, '/stocks?stockType=stockByProduct');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在庫一覧');
  const code = `E2E-STK-${Date.now() % 100_000}`;
  await newProduct(page.request, code, 'E2E 在庫テスト用 煎茶');

  await page.getByRole('link', { name: '新規登録' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在庫登録');
  await page.getByRole('combobox', { name: /^商品/ }).fill(code);
  await page.getByRole('option', { name: new RegExp(code) }).click();
  // An external warehouse's stock is not typed by hand: the form says why and where it comes from.
  await page.getByRole('combobox', { name: /^倉庫/ }).click();
  await page.getByRole('option', { name: 'RSL-ICHIKAWA RSL市川' }).click();
  await expect(page.getByText('外部倉庫の在庫は倉庫から取得します')).toBeVisible();
  await expect(page.getByRole('link', { name: '在庫差異で倉庫の在庫を取得する' })).toHaveAttribute(
    'href',
    '/stocks/diff',
  );
  await page.getByRole('combobox', { name: /^倉庫/ }).click();
  await page.getByRole('option', { name: 'TOKYO 東京倉庫' }).click();
  await expect(page.getByText('外部倉庫の在庫は倉庫から取得します')).toBeHidden();
  await page.getByRole('textbox', { name: /^実在庫数/ }).fill('25');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('在庫を登録しました')).toBeVisible();

  // Registering the same pair again is refused on the warehouse.
  await page.getByRole('link', { name: '新規登録' }).click();
  await page.getByRole('combobox', { name: /^商品/ }).fill(code);
  await page.getByRole('option', { name: new RegExp(code) }).click();
  await page.getByRole('combobox', { name: /^倉庫/ }).click();
  await page.getByRole('option', { name: 'TOKYO 東京倉庫' }).click();
  await page.getByRole('textbox', { name: /^実在庫数/ }).fill('5');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(
    page.getByText('この商品の在庫はこの倉庫に既に登録されています').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'キャンセル' }).click();
  // The refused form still holds what was typed, so leaving asks first.
  await page.getByRole('dialog').getByRole('button', { name: '保存せずに移動' }).click();

  // The product's row opens to its warehouses; from there, 調整・履歴.
  await page.getByRole('textbox', { name: 'キーワード' }).fill(code);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await row(page, code).first().click();
  await page.getByRole('link', { name: '東京倉庫の在庫を調整' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在庫編集');

  await page.getByText('増減数', { exact: true }).click();
  await page.getByRole('textbox', { name: /^増減数/ }).fill('-3');
  await page.getByRole('combobox', { name: /^理由/ }).click();
  await page.getByRole('option', { name: '破損' }).click();
  await page.getByRole('textbox', { name: '備考' }).fill('入荷時に箱つぶれ');
  await expect(page.getByText('実在庫数: 25 → 22')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('在庫を調整しました')).toBeVisible();

  const history = page.getByRole('table', { name: '在庫履歴' });
  await expect(history.getByRole('row').nth(1)).toContainText('調整');
  await expect(history.getByRole('row').nth(1)).toContainText('破損');
  await expect(history.getByRole('row').nth(1)).toContainText('入荷時に箱つぶれ');
  await expect(history.getByRole('row').nth(2)).toContainText('初期登録');
  await expect(page.getByText('実在庫数の推移: 2件の変動、最小22、最大25、現在22')).toBeAttached();
  await expect(page.getByTestId('stock-chart').locator('svg .recharts-line')).toBeVisible();

  // 棚卸: count the product at 20 (22 on the books), apply, and the stock is 20.
  await page.goto('/stocks/stocktakes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('棚卸一覧');
  await page.getByRole('combobox', { name: /^倉庫/ }).click();
  await page.getByRole('option', { name: 'TOKYO 東京倉庫' }).click();
  await page.getByRole('textbox', { name: /^キーワード/ }).fill(code);
  await page.getByRole('button', { name: '棚卸開始' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('棚卸');
  const count = page.getByRole('textbox', { name: `${code}の実棚数` });
  await count.fill('20');
  await count.press('Enter');
  await expect(row(page, code)).toContainText('-2');
  // The start's toast gone (its close button is the shell's, not this page's), the page is checked.
  await expect(page.getByText(/棚卸を開始しました/)).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '確定', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '確定する' }).click();
  await expect(page.getByText('確定済')).toBeVisible();
  await expect(row(page, code).getByRole('cell').last()).toHaveText('20');
  await page.goto('/stocks/stocktakes');
  await expect(page.getByRole('row').nth(1)).toContainText('確定済');
  expect(await seriousViolations(page)).toEqual([]);
});

test('filters the list to short and out-of-stock products', async ({ page }) => {
  await signIn(page, '/stocks?stockType=stockByWarehouse');
  await page.getByRole('checkbox', { name: /欠品・不足のみ/ }).check();
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page).toHaveURL(/shortOnly=true/);
  const rows = page.getByRole('row').filter({ hasText: /東京倉庫|RSL市川/ });
  await expect(rows.first()).toBeVisible();
  // Retried until the filtered answer replaces the unfiltered rows: every row left is short or out.
  await expect(rows.filter({ hasNot: page.getByText(/^(欠品|不足)$/) })).toHaveCount(0);
  await expect(page.getByText('欠品', { exact: true }).first()).toBeVisible();
  // Back to by-product: the switch keeps the filter.
  await page.getByText('商品別', { exact: true }).click();
  await expect(page).toHaveURL(/stockType=stockByProduct/);
  await expect(page).toHaveURL(/shortOnly=true/);
  // 日次在庫表 opens on yesterday (JST): the demo's month of ledger gives its rows their figures.
  await page.getByRole('tab', { name: '日次在庫表' }).click();
  await expect(page.getByLabel('日付')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText('日本時間 24:00', { exact: false })).toBeVisible();
  await expect(page.locator('main table tbody tr').first()).toContainText(/東京倉庫|RSL市川/);
});

test("compares with the simulator warehouse's figures and adopts one", async ({ page }) => {
  await signIn(page, '/stocks?stockType=stockByWarehouse');
  const listed = await page.request.post('/api/stocks/search', {
    headers: api,
    data: { stock_type: 'stockByWarehouse', per_page: 100 },
  });
  type Row = { product_code: string; warehouse_code: string; on_hand: number; allocated: number };
  const rows = ((await listed.json()) as { data: { data: Row[] } }).data.data;
  const target = rows.find((r) => r.warehouse_code === 'RSL-ICHIKAWA' && r.on_hand > 0)!;
  await sim.setInventory(SIM_DEMO_ACCOUNT.apiKey, [
    { productCode: target.product_code, quantity: target.on_hand + 5 },
  ]);

  await page.getByRole('link', { name: '在庫差異' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在庫差異');
  await page.getByRole('combobox', { name: '取得する倉庫' }).click();
  await page.getByRole('option', { name: 'RSL-ICHIKAWA RSL市川' }).click();
  await page.getByRole('button', { name: '倉庫の在庫を取得' }).click();
  await expect(page.getByText('在庫検索が完了しました')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('textbox', { name: 'キーワード' }).fill(target.product_code);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  const diff = row(page, target.product_code);
  await expect(diff).toContainText('+5');
  await diff.getByRole('checkbox').check();
  await page.getByRole('button', { name: '倉庫の在庫数を反映' }).click();
  const confirm = page.getByRole('dialog', { name: '倉庫の在庫数を反映' });
  await expect(confirm).toContainText('1件の在庫を RSL市川 の在庫数で上書きします');
  await confirm.getByRole('button', { name: '反映する' }).click();
  await expect(page.getByText('1件の在庫に倉庫の在庫数を反映しました')).toBeVisible();
  await expect(page.getByText('データがありませんでした')).toBeVisible();
});
