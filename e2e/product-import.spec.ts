import type { Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { readFile } from 'node:fs/promises';
import { expect, signIn, test } from './fixtures.ts';

// 商品CSV登録 as an operator uses it: a Shift_JIS file from Excel with mistakes, the line errors,
// the corrected file imported, the products in the list, and the list exported and read back.

test.describe.configure({ timeout: 120_000 });

const sjisFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: iconv.encode(lines.join('\r\n') + '\r\n', 'cp932'),
});

async function choose(page: Page, file: ReturnType<typeof sjisFile>) {
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(`選択中：${file.name}`)).toBeVisible();
}

test('product CSV: line errors of a Shift_JIS file, then the fixed file imported, listed and exported', async ({
  page,
}) => {
  const prefix = `E2E-CSV-${Date.now()}`;
  const header = '商品コード,商品名,JANコード,販売価格,原価,販売状態,温度帯区分';
  const rows = (price: string, jan: string, kelp = '北海道 昆布 ①') => [
    header,
    `${prefix}-1,静岡県産 深蒸し茶 100g,${jan},1280,520,販売中,常温`,
    `${prefix}-2,${kelp},,${price},300,販売停止,冷蔵`,
    `${prefix}-3,冷凍 枝豆 ㈱サンプル,,680,250,廃盤,冷凍`,
  ];

  await signIn(page, '/csv_import');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('商品CSV登録');
  await expect(page.getByRole('columnheader', { name: '項目名' })).toBeVisible();

  // A wrong JAN check digit on line 2 and a negative price on line 3: both lines reported.
  await choose(page, sjisFile('products-wrong.csv', rows('-5', '4901234567890')));
  await page.getByRole('button', { name: '検証' }).click();
  const panel = page.getByRole('alert').filter({ hasText: 'エラーが発生しました' });
  await expect(panel.getByText('2行目')).toBeVisible();
  await expect(
    panel.getByText('JANコード：チェックデジット（13桁目）が正しくありません（正しくは4）'),
  ).toBeVisible();
  await expect(panel.getByText('3行目')).toBeVisible();
  await expect(panel.getByText(/^販売価格：/)).toBeVisible();

  // The corrected file, but Excel kept a line break (Alt+Enter) in a name: said as such, and the
  // offered option reads it as a space.
  await choose(
    page,
    sjisFile('products-fixed.csv', rows('450', '4901234567894', '"北海道\r\n昆布 ①"')),
  );
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: '検証' }).click();
  await expect(panel.getByText('商品名：改行は使用できません')).toBeVisible();
  await page.getByRole('checkbox', { name: 'セル内の改行をスペースに置き換えて取り込む' }).check();
  await page.getByRole('button', { name: '検証' }).click();
  await expect(
    page.getByText('検証が完了しました：3行、エラーはありません。「取込」で登録できます。'),
  ).toBeVisible();
  await page.getByRole('button', { name: '取込' }).click();
  const done = page.getByRole('status').filter({ hasText: '取込が完了しました' });
  await expect(done).toContainText('3件登録 / 0件更新');

  // In the product list.
  await done.getByRole('link', { name: '商品一覧へ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('商品一覧');
  await page.getByRole('textbox', { name: 'キーワード' }).fill(prefix);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByText(/^3件$/)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${prefix}-2`) })).toContainText(
    '北海道 昆布 ①',
  );

  // Exported as Shift_JIS and read back.
  await page.getByRole('button', { name: 'CSV出力' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Shift_JIS/ }).click();
  const text = iconv.decode(await readFile((await (await download).path())!), 'cp932');
  const lines = text.trimEnd().split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toContain('商品コード');
  expect(text).toContain(`${prefix}-3`);
  expect(text).toContain('冷凍 枝豆 ㈱サンプル');
});
