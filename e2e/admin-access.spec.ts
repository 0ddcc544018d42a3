import { restrictedPort } from '../playwright.config.ts';
import { DEMO_USER, expect, test } from './fixtures.ts';

const restricted = `http://localhost:${restrictedPort}`;

test('a visitor outside the admin allow-list sees no admin entry and the admin API refuses them', async ({
  page,
}) => {
  await page.goto(`${restricted}/`);
  await page.getByLabel('メールアドレス').fill(DEMO_USER.email);
  await page.getByLabel('パスワード').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  const sidebar = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(sidebar.getByRole('link', { name: '在庫' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: '管理者設定' })).toHaveCount(0);

  const status = await page.evaluate(async () => {
    const response = await fetch('/api/adminUserNotification/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: '{}',
    });
    return response.status;
  });
  expect(status).toBe(403);
});

test('/dev/ui shows the UI kit to administrators only, under its own title', async ({ page }) => {
  await page.goto(`${restricted}/dev/ui`);
  await page.getByLabel('メールアドレス').fill(DEMO_USER.email);
  await page.getByLabel('パスワード').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('UI部品一覧');
  await expect(page.getByText('このページは管理者のみ表示できます。')).toBeVisible();
  await expect(page.getByTestId('section-delete-dialog')).toHaveCount(0);
  await expect(page).toHaveTitle(/^UI部品一覧 \| /);
});
