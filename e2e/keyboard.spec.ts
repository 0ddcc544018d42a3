import type { Locator, Page } from '@playwright/test';
import { expect, navigateInApp, signIn, test } from './fixtures.ts';

// Issue 29 §2: an operator on the keyboard alone — header popups, the skip link, a refused save,
// the shortcut list, a confirmed 出荷指示 (§3) — and the screen-reader names the kit gives.

const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks the page. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('Tab never reached the element');
}

/** One new order of the demo shop, allocated (API): ready for 出荷指示. */
async function allocatedOrder(page: Page) {
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { headers: HEADERS, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()).data;
  };
  const [shop] = (await post('/api/shops/search', { per_page: 1 })).data;
  const [product] = (await post('/api/products/search', { keyword: 'TEA-001' })).data;
  const number = `E2E-KEY-${Date.now()}`;
  const stored = await post('/api/orders/store', {
    orders: [
      {
        shop_code: shop.code,
        order_number: number,
        ordered_at: '2026-04-01 10:30',
        recipient_name: '佐藤 花子',
        postal_code: '530-0001',
        prefecture: '大阪府',
        city: '大阪市北区',
        town: '梅田1-1-1',
        phone: '06-2345-6789',
        lines: [{ product_code: product.product_code, quantity: 1, unit_price: 1200 }],
      },
    ],
  });
  const allocated = await post('/api/allocation/run', { order_ids: [stored.orders[0].id] });
  expect(allocated.allocated).toBe(1);
  return number;
}

test('keyboard only: skip link, header popups on Escape, one popup at a time, shortcut list', async ({
  page,
}) => {
  await signIn(page, '/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('商品一覧');

  // The first Tab reaches 本文へスキップ; it moves focus to the page's content.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '本文へスキップ' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // The bell opens with Enter, takes focus into its popup and closes on Escape back to the bell.
  const bell = page.getByRole('button', { name: /^お知らせ/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  const bellPopup = page.getByRole('dialog', { name: 'お知らせ' });
  await expect(bellPopup).toBeVisible();
  await expect(bellPopup.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(bellPopup).toBeHidden();
  await expect(page.getByRole('button', { name: /^お知らせ/ })).toBeFocused();

  // Opening 処理一覧 from the keyboard closes the bell's popup: one header popup at a time.
  await page.keyboard.press('Enter');
  await expect(bellPopup).toBeVisible();
  await page.getByRole('button', { name: /^処理一覧/ }).focus();
  await page.keyboard.press('Enter');
  const processesPopup = page.getByRole('dialog', { name: '処理一覧' });
  await expect(processesPopup).toBeVisible();
  await expect(bellPopup).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(processesPopup).toBeHidden();

  // `/` focuses the list's search; `?` lists the shortcuts.
  await page.locator('main').focus();
  await page.keyboard.press('/');
  await expect(page.getByRole('search').getByRole('textbox').first()).toBeFocused();
  await page.locator('main').focus();
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'キーボードショートカット' });
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByText('検索欄へ移動')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  // 出荷指示 by keyboard: check the order (Space), back to 出荷指示 (Enter); the dialog opens on
  // its way out (キャンセル), Tab reaches 出荷指示する, Space sends.
  const number = await allocatedOrder(page);
  await navigateInApp(page, `/allocation_management?keyword=${number}`);
  const row = page.getByRole('checkbox', { name: `${number}を選択` });
  await expect(row).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, row);
  await page.keyboard.press('Space');
  await expect(row).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: '出荷指示', exact: true }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: '出荷指示' });
  await expect(confirm).toContainText(/1件の受注を .+ に出荷指示します。よろしいですか？/);
  await expect(confirm.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: '出荷指示する' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('alert').filter({ hasText: '1件の受注に出荷指示を1件作成しました' }),
  ).toBeVisible();
  await expect(confirm).toBeHidden();
});

test('a refused save moves focus to the first field in error; required fields say so', async ({
  page,
}) => {
  await signIn(page, '/shops/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ショップ登録');
  const code = page.getByRole('textbox', { name: 'ショップコード' });
  await expect(code).toHaveAttribute('aria-required', 'true');

  // Client validation: nothing filled, 保存 pressed with the keyboard.
  await page.getByRole('button', { name: '保存' }).focus();
  await page.keyboard.press('Enter');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
});

test('screen-reader names: the delete dialog × and no hidden empty text under a filled table', async ({
  page,
}) => {
  await signIn(page, '/products');
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  // The library keeps this text under every table; it must not be read out under filled rows.
  await expect(page.getByText('データがありませんでした')).toBeHidden();

  await page.getByRole('button', { name: '削除', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '項目の削除' });
  await expect(dialog.getByRole('button', { name: '閉じる' })).toBeVisible();
  await page.keyboard.press('Escape');
});
