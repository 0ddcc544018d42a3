import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

// Products (商品設定) as an operator uses them: register, find by JAN, edit, SKU対応表, delete.

test.describe.configure({ timeout: 120_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label, with or without the 必須 badge. */
const field = (page: Page, label: string, role: 'textbox' | 'combobox' = 'textbox') =>
  page.getByRole(role, { name: new RegExp(`^${escape(label)}\\s*(必須)?$`) });
const row = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(escape(text)) });

test('products: register with a checked JAN, find it by JAN, edit it, map a shop SKU, delete it', async ({
  page,
}) => {
  const stamp = Date.now();
  const code = `E2E-PRD-${stamp}`;
  // A JAN of this run: 12 digits from the stamp, then the check digit.
  const first12 = `45${String(stamp).slice(-10)}`;
  const sum = [...first12].reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  const jan = `${first12}${(10 - (sum % 10)) % 10}`;
  const wrongJan = `${first12}${(((10 - (sum % 10)) % 10) + 1) % 10}`;

  await signIn(page, '/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('商品一覧');
  await expect(page.getByRole('tab', { name: '商品CSV登録' })).toBeVisible();

  await page.getByRole('link', { name: '新規登録' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('商品登録');
  await field(page, '商品コード').fill(code);
  await field(page, '商品名').fill('E2E 八女茶 100g');
  // The JAN check digit, checked on blur in the §5 words.
  await field(page, 'JANコード').fill(wrongJan);
  await field(page, 'JANコード').blur();
  await expect(page.getByText(/^チェックデジット（13桁目）が正しくありません/)).toBeVisible();
  await field(page, 'JANコード').fill(jan);
  // The RSL link block shows its attributes only when linked.
  await expect(page.getByRole('checkbox', { name: 'ロット管理' })).toHaveCount(0);
  await page.getByRole('radio', { name: '連携する' }).check();
  await page.getByRole('checkbox', { name: 'ロット管理' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('商品を登録しました')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);

  // Found by its JAN (exact match), one of the fields behind 詳細検索.
  await page.getByRole('button', { name: '詳細検索' }).click();
  await page.getByRole('textbox', { name: 'JANコード' }).fill(jan);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByText(/^1件$/)).toBeVisible();
  await expect(row(page, code)).toBeVisible();

  // Edit: a new price.
  await row(page, code).getByRole('link', { name: '編集' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('商品編集');
  await expect(field(page, '商品コード')).toHaveValue(code);
  await field(page, '販売価格（円）').fill('1480');

  // SKU対応表: a shop and its SKU code, added on the edit page.
  const panel = page.getByRole('region', { name: 'SKU対応表' });
  await expect(panel.getByText('データがありませんでした')).toBeVisible();
  await panel.getByRole('combobox', { name: /^ショップ/ }).click();
  await page.getByRole('option', { name: 'RAKUTEN-01 ロジ商店 楽天市場店' }).click();
  await panel.getByRole('textbox', { name: /^ショップSKUコード/ }).fill(`rk-${stamp}`);
  await panel.getByRole('button', { name: '追加' }).click();
  await expect(page.getByText('SKU対応を追加しました')).toBeVisible();
  await expect(panel.getByRole('cell', { name: `rk-${stamp}`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('商品を更新しました')).toBeVisible();
  await expect(row(page, code)).toContainText('1,480円');

  // Delete from the list (it has no stock).
  await row(page, code).getByRole('button', { name: '削除' }).click();
  await page
    .getByRole('dialog', { name: '項目の削除' })
    .getByRole('button', { name: '削除する' })
    .click();
  await expect(page.getByText('商品を削除しました')).toBeVisible();
  await expect(row(page, code)).toHaveCount(0);
});

test('products: a one-character keyword finds its products, and a status reads whole in the list', async ({
  page,
}) => {
  await signIn(page, '/products');
  // One character has no bigram: matched by LIKE over the organisation's products (decision 029).
  await page.getByRole('textbox', { name: 'キーワード' }).fill('茶');
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(row(page, 'TEA-005')).toBeVisible();
  await expect(row(page, 'TEA-001')).toBeVisible();
  // The demo's suspended tea: its badge was cut to 「販売…」 in the narrow column.
  const badge = row(page, 'TEA-005').getByText('販売停止', { exact: true });
  await expect(badge).toBeVisible();
  const cut = await badge.evaluate((label) => label.scrollWidth > label.clientWidth);
  expect(cut, 'the 販売停止 badge shows its whole text').toBe(false);
});
