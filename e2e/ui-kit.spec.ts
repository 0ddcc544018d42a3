import type { Locator, Page } from '@playwright/test';
import { expect, test, useSession } from './fixtures.ts';

// Browser checks of the shared UI kit (spec §2, §4, §8, §9) on its showcase page.

const section = (page: Page, id: string) => page.getByTestId(`section-${id}`);

/** Each expected text must sit on its own rendered line, in this order. */
async function expectLines(locator: Locator, expected: string[]) {
  const lines = (await locator.innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  let from = 0;
  for (const text of expected) {
    const index = lines.findIndex((line, i) => i >= from && line.includes(text));
    expect(
      index,
      `"${text}" on its own line after line ${from} in ${JSON.stringify(lines)}`,
    ).toBeGreaterThanOrEqual(from);
    from = index + 1;
  }
}

// /dev/ui is for signed-in administrators (the browser's address is on the e2e admin allow-list).
test.beforeEach(async ({ page }) => {
  await useSession(page);
  await page.goto('/dev/ui');
  await expect(page).toHaveTitle(/^UI部品一覧 \| /);
});

test('delete dialog: title, both buttons, cancel and confirm', async ({ page }) => {
  const demo = section(page, 'delete-dialog');
  const result = demo.getByTestId('delete-result');
  const dialog = page.getByRole('dialog', { name: '項目の削除' });

  await demo.getByRole('button', { name: '削除', exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeVisible();
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await expect(result).toHaveText('キャンセルしました');

  await demo.getByRole('button', { name: '削除', exact: true }).click();
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(dialog).toBeHidden();
  await expect(result).toHaveText('削除しました');
});

test.describe('copy button', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies, reads コピーしました for exactly 2 seconds, then reverts', async ({ page }) => {
    await page.clock.install();
    await page.goto('/dev/ui');
    // The administrator's gate is passed first: with the clock standing still, nothing would load.
    await expect(section(page, 'copy-button')).toBeVisible();
    // Freeze the page's clock so the 2 s can be stepped through exactly.
    await page.clock.pauseAt(Date.now() + 1_000);
    const demo = section(page, 'copy-button');

    await demo.getByRole('button', { name: 'コピーする' }).click();
    await expect(demo.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'RSL-API-KEY-0123456789',
    );

    await page.clock.runFor(1_990);
    await expect(demo.getByRole('button', { name: 'コピーしました' })).toBeVisible();
    await page.clock.runFor(20);
    await expect(demo.getByRole('button', { name: 'コピーする' })).toBeVisible();
  });
});

test('transfer list: all eight actions', async ({ page }) => {
  const demo = section(page, 'transfer-list');
  const left = demo.getByRole('listbox', { name: '倉庫一覧' });
  const right = demo.getByRole('listbox', { name: '引当対象倉庫（優先順）' });
  const order = demo.getByTestId('transfer-order');
  const act = (name: string) => demo.getByRole('button', { name, exact: true }).click();
  const expectOrder = (names: string[]) => expect(order).toHaveText(names.join(' / '));

  await expect(order).toHaveText('（なし）');
  await act('すべて追加');
  await expectOrder([
    '東京第一倉庫',
    '大阪南港倉庫',
    '名古屋物流センター',
    '福岡箱崎倉庫',
    '札幌石狩倉庫',
    '仙台港倉庫',
  ]);
  await expect(left.getByRole('option')).toHaveCount(0);
  await act('すべて削除');
  await expect(order).toHaveText('（なし）');
  await expect(left.getByRole('option')).toHaveCount(6);

  // Multi-select highlight, then 追加 appends in left-list order.
  await left.getByRole('option', { name: '福岡箱崎倉庫' }).click();
  await left.getByRole('option', { name: '大阪南港倉庫' }).click();
  await expect(left.getByRole('option', { name: '福岡箱崎倉庫' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await act('追加');
  await expectOrder(['大阪南港倉庫', '福岡箱崎倉庫']);
  await act('すべて追加');
  await expectOrder([
    '大阪南港倉庫',
    '福岡箱崎倉庫',
    '東京第一倉庫',
    '名古屋物流センター',
    '札幌石狩倉庫',
    '仙台港倉庫',
  ]);

  await right.getByRole('option', { name: '名古屋物流センター' }).click();
  await right.getByRole('option', { name: '札幌石狩倉庫' }).click();
  await act('上へ');
  await expectOrder([
    '大阪南港倉庫',
    '福岡箱崎倉庫',
    '名古屋物流センター',
    '札幌石狩倉庫',
    '東京第一倉庫',
    '仙台港倉庫',
  ]);
  await act('先頭へ');
  await expectOrder([
    '名古屋物流センター',
    '札幌石狩倉庫',
    '大阪南港倉庫',
    '福岡箱崎倉庫',
    '東京第一倉庫',
    '仙台港倉庫',
  ]);
  await act('下へ');
  await expectOrder([
    '大阪南港倉庫',
    '名古屋物流センター',
    '札幌石狩倉庫',
    '福岡箱崎倉庫',
    '東京第一倉庫',
    '仙台港倉庫',
  ]);
  await act('末尾へ');
  await expectOrder([
    '大阪南港倉庫',
    '福岡箱崎倉庫',
    '東京第一倉庫',
    '仙台港倉庫',
    '名古屋物流センター',
    '札幌石狩倉庫',
  ]);
  await act('削除');
  await expectOrder(['大阪南港倉庫', '福岡箱崎倉庫', '東京第一倉庫', '仙台港倉庫']);
  await expect(left.getByRole('option')).toHaveText([/名古屋物流センター/, /札幌石狩倉庫/]);

  // The filter box narrows the left list, and すべて追加 then takes only what is shown.
  await demo.getByRole('textbox', { name: '倉庫一覧を絞り込み' }).fill('SPK');
  await expect(left.getByRole('option')).toHaveText([
    /札幌石狩倉庫.*北海道石狩市新港西1-7.*SPK-01/,
  ]);
  await act('すべて追加');
  await expectOrder(['大阪南港倉庫', '福岡箱崎倉庫', '東京第一倉庫', '仙台港倉庫', '札幌石狩倉庫']);
});

test('date field: Japanese calendar from Sunday, YYYY-MM-DD typed and picked', async ({ page }) => {
  const demo = section(page, 'date-fields');
  const input = demo.getByRole('textbox', { name: '入荷予定日' });
  const value = demo.getByTestId('date-value');

  await input.click();
  await expect(page.locator('.mantine-DateInput-weekday')).toHaveText([
    '日',
    '月',
    '火',
    '水',
    '木',
    '金',
    '土',
  ]);
  await expect(page.locator('.mantine-DateInput-calendarHeaderLevel')).toHaveText(
    /^\d{4}年\d{1,2}月$/,
  );

  await input.fill('2025-03-09');
  await expect(value).toHaveText('2025-03-09');
  await expect(page.locator('.mantine-DateInput-calendarHeaderLevel')).toHaveText('2025年3月');
  // Only Sunday is a weekend day: 9 March 2025 is a Sunday, the 8th a Saturday.
  await expect(page.getByRole('button', { name: '2025年3月9日' })).toHaveAttribute(
    'data-weekend',
    'true',
  );
  await expect(page.getByRole('button', { name: '2025年3月8日' })).not.toHaveAttribute(
    'data-weekend',
  );

  await page.getByRole('button', { name: '2025年3月15日' }).click();
  await expect(value).toHaveText('2025-03-15');
  await expect(input).toHaveValue('2025-03-15');

  // A half-typed date is not taken as a guess and is put back on blur.
  await input.fill('2025-04');
  await input.blur();
  await expect(value).toHaveText('2025-03-15');
  await expect(input).toHaveValue('2025-03-15');
});

test('date range: from and to in YYYY-MM-DD', async ({ page }) => {
  const demo = section(page, 'date-fields');
  await demo.getByRole('textbox', { name: '開始日' }).fill('2025-04-01');
  await demo.getByRole('textbox', { name: '終了日' }).fill('2025-04-30');
  await expect(demo.getByTestId('range-value')).toHaveText('2025-04-01〜2025-04-30');
});

test('select: placeholder 選択してください and a dropdown at most 300 px high', async ({
  page,
}) => {
  const demo = section(page, 'select');
  const select = demo.getByRole('combobox', { name: '都道府県' });
  await expect(select).toHaveAttribute('placeholder', '選択してください');

  await select.click();
  const dropdown = page.locator('.mantine-Select-dropdown').filter({ visible: true });
  await expect(dropdown.getByRole('option', { name: '北海道' })).toBeVisible();
  const scroller = await dropdown.evaluate((root) => {
    const capped = [root, ...root.querySelectorAll('*')].find(
      (el) => getComputedStyle(el).maxHeight !== 'none',
    );
    return capped
      ? {
          maxHeight: getComputedStyle(capped).maxHeight,
          height: capped.getBoundingClientRect().height,
        }
      : null;
  });
  expect(scroller).toEqual({ maxHeight: '300px', height: 300 });

  await dropdown.getByRole('option', { name: '東京都' }).click();
  await expect(demo.getByTestId('select-value')).toHaveText('東京都');
});

test('error panel: every collector branch shows its lines', async ({ page }) => {
  const sample = (id: string) =>
    section(page, 'error-panel').getByTestId(`error-sample-${id}`).getByRole('alert');
  for (const id of ['primary-string-list', 'primary-message', 'secondary-errors']) {
    await expect(sample(id)).toContainText('エラーが発生しました');
  }
  await expectLines(sample('primary-string-list'), [
    'CSVの取り込みに失敗しました',
    '商品コードは必須です',
    '数量は1以上で入力してください',
  ]);
  await expectLines(sample('primary-line-items'), [
    '2行目',
    '必須項目です',
    '5行目',
    '1以上で入力してください',
    '13文字で入力してください',
  ]);
  await expectLines(sample('primary-product-codes'), [
    'A-0001',
    '既に使用されています',
    'B-0002',
    '商品名は255文字以内で入力してください',
  ]);
  await expectLines(sample('primary-message'), ['倉庫コードは既に使用されています']);
  await expectLines(sample('primary-fallback'), ['入力項目の形式が正しくない可能性があります。']);
  await expectLines(sample('primary-api-error'), ['入力エラー', '1行目', '2行目']);
  await expectLines(sample('secondary-errors'), ['必須項目です', '形式が間違っています']);
  await expect(sample('secondary-errors')).not.toContainText('入力内容に誤りがあります');
  await expectLines(sample('secondary-message'), ['サーバーへの接続がタイムアウトしました。']);
});

test('empty state and QueryState switching', async ({ page }) => {
  await expect(section(page, 'empty-state')).toContainText('データがありませんでした');

  const demo = section(page, 'query-state');
  const output = demo.getByTestId('query-state-output');
  await expect(output.locator('[aria-busy="true"]')).toBeVisible();
  await demo.getByText('エラー', { exact: true }).click();
  await expect(output.getByRole('alert')).toContainText('一覧の取得に失敗しました');
  await demo.getByText('0件', { exact: true }).click();
  await expect(output).toHaveText('データがありませんでした');
  await demo.getByText('データあり', { exact: true }).click();
  await expect(output).toHaveText('東京第一倉庫、大阪南港倉庫');
});

test('required badge, save/cancel, search and register buttons', async ({ page }) => {
  const demo = section(page, 'form-buttons');
  const result = demo.getByTestId('form-result');
  await expect(demo.getByText('倉庫名')).toBeVisible();
  await expect(demo.getByText('必須', { exact: true })).toHaveCount(1);

  await demo.getByRole('button', { name: '保存' }).click();
  await expect(result).toHaveText('保存しました');
  await demo.getByRole('button', { name: 'キャンセル' }).click();
  await expect(result).toHaveText('キャンセルしました');
  await demo.getByRole('button', { name: '検索', exact: true }).click();
  await expect(result).toHaveText('検索しました');
  await demo.getByRole('button', { name: '新規登録' }).click();
  await expect(result).toHaveText('新規登録を押しました');
  await expect(demo.getByRole('link', { name: '新規登録' })).toHaveAttribute(
    'href',
    '/warehouses/register',
  );
});

test('CSV item description table and theme defaults', async ({ page }) => {
  const csv = section(page, 'csv-table');
  await expect(csv.getByRole('columnheader')).toHaveText(['項目名', '必須', '形式', '説明']);
  await expect(csv.getByRole('row', { name: /商品コード/ })).toContainText('必須');
  await expect(csv.getByRole('row', { name: /JANコード/ })).not.toContainText('必須');

  const defaults = section(page, 'theme-defaults');
  const table = defaults.getByRole('table');
  await expect(table).toHaveCSS('font-size', '16px');
  await expect(table).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(table).toHaveAttribute('data-with-table-border', 'true');
  await expect(table.getByRole('cell', { name: '東京第一倉庫' })).toHaveAttribute(
    'data-with-column-border',
    'true',
  );
  await expect(defaults.getByRole('textbox', { name: '備考' })).toHaveAttribute('rows', '3');
  await expect(defaults.getByTestId('flex-demo')).toHaveCSS('justify-content', 'center');
  await expect(defaults.getByTestId('flex-demo')).toHaveCSS('align-items', 'center');
  await defaults.getByRole('button', { name: 'ポップオーバー' }).click();
  const popover = page.locator('.mantine-Popover-dropdown', { hasText: '矢印付きで表示されます' });
  await expect(popover.locator('.mantine-Popover-arrow')).toBeVisible();
});
