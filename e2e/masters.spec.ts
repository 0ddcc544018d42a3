import type { Locator, Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { readFile } from 'node:fs/promises';
import { SHOP_LOGO_MESSAGES } from '@logi/shared';
import { expect, signIn, test } from './fixtures.ts';

// The masters (マスタ設定) as an operator uses them: suppliers, vendors (/rsl_venders) and shops.

// Each test fills a second page through the API and walks the whole register → delete cycle.
test.describe.configure({ timeout: 120_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label, with or without the 必須 badge (so 仕入先名 is not 仕入先名(カナ)). */
const field = (page: Page, label: string, role: 'textbox' | 'combobox' = 'textbox') =>
  page.getByRole(role, { name: new RegExp(`^${escape(label)}\\s*(必須)?$`) });
const row = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(escape(text)) });
const count = (page: Page) => page.getByText(/^\d+件$/);
/** A 2 × 1 pixel PNG: the shop logo only has to be a real image. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==',
  'base64',
);

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Stores records through the API with the page's session (the list then has more than a page). */
async function storeMany(page: Page, path: string, bodies: object[]) {
  for (const body of bodies) {
    const response = await page.request.post(path, {
      data: body,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

async function search(page: Page, keyword: string) {
  await page.getByRole('textbox', { name: 'キーワード' }).fill(keyword);
  await page.getByRole('button', { name: '検索', exact: true }).click();
}

async function deleteRow(page: Page, text: string, done: string) {
  await row(page, text).getByRole('button', { name: '削除' }).click();
  const dialog = page.getByRole('dialog', { name: '項目の削除' });
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText(done)).toBeVisible();
  await expect(row(page, text)).toHaveCount(0);
}

test('suppliers: register with the address from a postal code, search, page, edit, delete', async ({
  page,
}) => {
  const stamp = Date.now();
  const code = `E2E-SUP-${stamp}`;
  await signIn(page, '/suppliers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('仕入先一覧');
  // The demo suppliers are there from the first start.
  await expect(row(page, '株式会社山田製作所')).toBeVisible();

  await page.getByRole('link', { name: '新規登録' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('仕入先登録');
  await field(page, '仕入先コード').fill(code);
  await field(page, '仕入先名').fill('E2E 物産株式会社');
  await field(page, '仕入先名(カナ)').fill('イーツーイーブッサン');
  // The postal autocomplete: a code, then its candidate fills prefecture, city and town.
  await page.getByLabel('住所検索').fill('1000001');
  await page.getByTestId('postal-candidates').getByRole('option').first().click();
  await expect(field(page, '郵便番号')).toHaveValue('100-0001');
  await expect(field(page, '都道府県', 'combobox')).toHaveValue('東京都');
  await expect(field(page, '市区町村')).toHaveValue('千代田区');
  await expect(field(page, '町域・番地')).toHaveValue('千代田');
  await field(page, '町域・番地').fill('千代田1-1');
  // A rule on blur, in the §5 words.
  await field(page, '電話番号').fill('12345');
  await field(page, '電話番号').blur();
  await expect(page.getByText('形式が間違っています')).toBeVisible();
  await field(page, '電話番号').fill('03-1234-5678');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('仕入先を登録しました')).toBeVisible();
  await expect(page).toHaveURL(/\/suppliers$/);

  // A taken code is a field error, not a failure.
  await page.getByRole('link', { name: '新規登録' }).click();
  await field(page, '仕入先コード').fill(code);
  await field(page, '仕入先名').fill('重複');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(field(page, '仕入先コード')).toHaveAccessibleDescription('既に使用されています');
  // Leaving a form with unsaved input asks first.
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await page
    .getByRole('dialog', { name: '変更が保存されていません' })
    .getByRole('button', { name: '保存せずに移動' })
    .click();
  await expect(page).toHaveURL(/\/suppliers$/);

  // Paging: 20 more suppliers sort before the demo ones, which move to the second page.
  await storeMany(
    page,
    '/api/suppliers/store',
    Array.from({ length: 20 }, (_, index) => ({
      code: `E2E-PAGE-${String(index).padStart(2, '0')}`,
      name: `ページ送り仕入先${index}`,
    })),
  );
  await page.goto('/suppliers');
  await page.getByRole('button', { name: '2ページ目' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(row(page, 'SUP-004')).toBeVisible();
  await expect(row(page, 'E2E-PAGE-00')).toHaveCount(0);

  await search(page, code);
  await expect(count(page)).toHaveText('1件');
  await row(page, code).getByRole('link', { name: '編集' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('仕入先編集');
  await expect(field(page, '都道府県', 'combobox')).toHaveValue('東京都');
  await field(page, '担当者').fill('物産 太郎');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('仕入先を更新しました')).toBeVisible();

  // The audit trail names the change.
  await search(page, code);
  await row(page, code).getByRole('link', { name: '編集' }).click();
  const trail = page.getByRole('region', { name: '変更履歴' });
  await expect(trail.getByText(/担当者.*物産 太郎/)).toBeVisible();
  await page.getByRole('button', { name: 'キャンセル' }).click();

  await search(page, code);
  await deleteRow(page, code, '仕入先を削除しました');
});

test('suppliers: the list exports as Shift_JIS and reads back', async ({ page }) => {
  await signIn(page, '/suppliers');
  await search(page, 'SUP-00');
  await expect(count(page)).toHaveText('4件');
  await page.getByRole('button', { name: 'CSV出力' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Shift_JIS/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^仕入先一覧_\d{8}\.csv$/);
  const text = iconv.decode(await readFile(await file.path()), 'cp932');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^仕入先コード,仕入先名,仕入先名\(カナ\),郵便番号/);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
    'SUP-001',
    'SUP-002',
    'SUP-003',
    'SUP-004',
  ]);
  expect(lines[1]).toContain('株式会社山田製作所');
});

test('vendors: register with a supplier, search by sync status, page, edit, delete', async ({
  page,
}) => {
  const code = `E2EV${Date.now() % 1_000_000}`;
  await signIn(page, '/rsl_venders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ベンダー一覧');
  await expect(row(page, '山田製作所 大阪工場')).toBeVisible();

  await page.getByRole('link', { name: '新規登録' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ベンダー登録');
  await field(page, 'ベンダーコード').fill(code);
  await field(page, 'ベンダー名').fill('E2E 物流ベンダー');
  await choose(page, field(page, '仕入先', 'combobox'), 'SUP-003 株式会社ミヤコ雑貨');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('ベンダーを登録しました')).toBeVisible();

  await storeMany(
    page,
    '/api/vendors/store',
    Array.from({ length: 20 }, (_, index) => ({
      vendor_code: `PAGE-${String(index).padStart(2, '0')}`,
      name: `ページ送りベンダー${index}`,
    })),
  );
  await page.goto('/rsl_venders');
  await page.getByRole('button', { name: '2ページ目' }).click();
  await expect(row(page, 'V0002')).toBeVisible();

  await page.goto('/rsl_venders');
  // 連携状態 is one of the fields behind 詳細検索 (the search form is one line until opened).
  await page.getByRole('button', { name: '詳細検索' }).click();
  await choose(page, field(page, '連携状態', 'combobox'), '連携エラー');
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByText('データがありませんでした')).toBeVisible();

  await page.goto('/rsl_venders');
  await search(page, code);
  await expect(row(page, code)).toContainText('SUP-003 株式会社ミヤコ雑貨');
  await expect(row(page, code)).toContainText('未連携');
  await row(page, code).getByRole('link', { name: '編集' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ベンダー編集');
  await field(page, 'ベンダー名').fill('E2E 物流ベンダー 東日本');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('ベンダーを更新しました')).toBeVisible();

  await search(page, code);
  await expect(row(page, code)).toContainText('東日本');
  await deleteRow(page, code, 'ベンダーを削除しました');
});

test('suppliers: one a vendor names cannot be deleted, and the refusal names the vendor', async ({
  page,
}) => {
  await signIn(page, '/suppliers');
  await search(page, 'SUP-001');
  await row(page, 'SUP-001').getByRole('button', { name: '削除' }).click();
  await page
    .getByRole('dialog', { name: '項目の削除' })
    .getByRole('button', { name: '削除する' })
    .click();
  await expect(
    page.getByText('ベンダー「山田製作所 大阪工場」で使用されているため削除できません'),
  ).toBeVisible();
  await expect(row(page, 'SUP-001')).toBeVisible();
});

test('shops: register on a mall with a warehouse group, filter, page, edit, delete', async ({
  page,
}) => {
  const code = `E2E-SHOP-${Date.now()}`;
  await signIn(page, '/shops');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ショップ一覧');
  await expect(row(page, 'ロジ商店 楽天市場店')).toContainText('標準グループ');

  await page.getByRole('link', { name: '新規登録' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ショップ登録');
  await field(page, 'ショップコード').fill(code);
  await field(page, 'ショップ名').fill('E2E ヤフー店');
  await choose(page, field(page, 'モール', 'combobox'), 'Yahoo!ショッピング');
  await field(page, 'URL').fill('ftp://example.com');
  await field(page, 'URL').blur();
  await expect(page.getByText('形式が間違っています')).toBeVisible();
  await field(page, 'URL').fill('https://store.shopping.yahoo.co.jp/e2e/');
  await choose(page, field(page, '引当倉庫グループ', 'combobox'), '標準グループ');
  // The 送り主 from a postal code; without its phone the save is refused, saying why.
  await page.getByLabel('住所検索').fill('1500001');
  await page.getByTestId('postal-candidates').getByRole('option').first().click();
  await expect(field(page, '市区町村')).toHaveValue('渋谷区');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('送り主は住所（建物名を除く）と電話番号をすべて入力')).toBeVisible();
  await field(page, '送り主電話番号').fill('03-1234-5678');
  await field(page, '納品書メッセージ').fill('お買い上げありがとうございます。');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('ショップを登録しました')).toBeVisible();

  await storeMany(
    page,
    '/api/shops/store',
    Array.from({ length: 20 }, (_, index) => ({
      code: `PAGE-${String(index).padStart(2, '0')}`,
      name: `ページ送り店${index}`,
      mall: 'その他',
      is_active: true,
    })),
  );
  await page.goto('/shops');
  await page.getByRole('button', { name: '2ページ目' }).click();
  await expect(row(page, 'RAKUTEN-01')).toBeVisible();

  await page.goto('/shops');
  await page.getByRole('button', { name: '詳細検索' }).click();
  await choose(page, field(page, 'モール', 'combobox'), 'Yahoo!ショッピング');
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(count(page)).toHaveText('1件');
  await row(page, code).getByRole('link', { name: '編集' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ショップ編集');
  await expect(field(page, '送り主電話番号')).toHaveValue('03-1234-5678');
  await page.getByRole('radio', { name: '利用しない' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('ショップを更新しました')).toBeVisible();

  await search(page, code);
  await expect(row(page, code)).toContainText('利用しない');
  await row(page, code).getByRole('link', { name: '編集' }).click();
  await expect(
    page.getByRole('region', { name: '変更履歴' }).getByText('利用：利用する → 利用しない'),
  ).toBeVisible();
  // The 納品書 logo: a GIF is refused in words, a PNG is kept and previewed, then deleted.
  const logoFile = page.locator('input[type="file"]');
  await logoFile.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: TINY_PNG });
  await expect(page.getByText(SHOP_LOGO_MESSAGES.type)).toBeVisible();
  await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('ロゴ画像を登録しました')).toBeVisible();
  const preview = page.getByRole('img', { name: 'ロゴ画像のプレビュー' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
  await expect(page.getByText('ロゴ画像を削除しました')).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await search(page, code);
  await deleteRow(page, code, 'ショップを削除しました');
});
