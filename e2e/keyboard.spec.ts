import { expect, signIn, test } from './fixtures.ts';

// Issue 29 §2: an operator on the keyboard alone — header popups, the skip link, a refused save,
// the shortcut list — and the screen-reader names the kit gives.

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
