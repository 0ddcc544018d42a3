import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test, useSession } from './fixtures.ts';

// The list and form kit (components/resource), seen through the admin notification pages.

const todayInTokyo = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());

async function storeNotification(request: APIRequestContext, title: string) {
  const created = await request.post('/api/adminUserNotification/store', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      title,
      content: '<p>キットの確認</p>',
      tag: 'notification',
      published_at: todayInTokyo(),
      is_important: false,
      is_published: true,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

const keywordBox = (page: Page) => page.getByRole('textbox', { name: 'キーワード' });

test('a list keeps its search, page and order in the URL across a reload and the back button', async ({
  page,
}) => {
  const marker = `KIT${Date.now()}`;
  await useSession(page);
  for (let index = 1; index <= 21; index += 1) {
    await storeNotification(page.request, `${marker} ${String(index).padStart(2, '0')}`);
  }

  await page.goto('/admin/user_notifications');
  await keywordBox(page).fill(` ${marker} `);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?keyword=${marker}$`));
  await expect(page.getByText('21件', { exact: true })).toBeVisible();

  const titleHeader = page.getByRole('columnheader', { name: 'タイトル' });
  await titleHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=title&direction=asc/);
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('row').nth(1)).toContainText(`${marker} 01`);
  await titleHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=title(?!.*direction)/);
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('row').nth(1)).toContainText(`${marker} 21`);

  await page.getByRole('button', { name: '2ページ目' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('row', { name: new RegExp(`${marker} 01`) })).toBeVisible();

  await page.reload();
  await expect(keywordBox(page)).toHaveValue(marker);
  await expect(page.getByRole('row', { name: new RegExp(`${marker} 01`) })).toBeVisible();
  await expect(page.getByRole('button', { name: '2ページ目' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('row').nth(1)).toContainText(`${marker} 21`);
  await expect(page.getByRole('row')).toHaveCount(21);
});

test('leaving a changed form asks first; staying keeps what was typed', async ({ page }) => {
  await signIn(page, '/admin/user_notifications/register');
  const title = page.getByRole('textbox', { name: 'タイトル' });
  await title.fill('保存していないタイトル');

  await page.getByRole('button', { name: 'キャンセル' }).click();
  const dialog = page.getByRole('dialog', { name: '変更が保存されていません' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'このページに留まる' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/register$/);
  await expect(title).toHaveValue('保存していないタイトル');

  await page.getByRole('link', { name: 'ホーム' }).first().click();
  await page
    .getByRole('dialog', { name: '変更が保存されていません' })
    .getByRole('button', { name: '保存せずに移動' })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unchanged form leaves without asking', async ({ page }) => {
  await signIn(page, '/admin/user_notifications/register');
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page).toHaveURL(/\/admin\/user_notifications$/);
});

test('a 409 offers 再読み込み, which loads the newer record so the next save goes through', async ({
  page,
  context,
}) => {
  const original = `KIT 再読み込み ${Date.now()}`;
  await useSession(page);
  const id = await storeNotification(page.request, original);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/admin/user_notifications/${id}/edit`);
    await expect(tab.getByRole('textbox', { name: 'タイトル' })).toHaveValue(original);
  }
  await other.getByRole('textbox', { name: 'タイトル' }).fill(`${original} 先に保存`);
  await other.getByRole('button', { name: '保存' }).click();
  await expect(other).toHaveURL(/\/admin\/user_notifications$/);

  const title = page.getByRole('textbox', { name: 'タイトル' });
  await title.fill(`${original} 後から保存`);
  await page.getByRole('button', { name: '保存' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('他のユーザーによって更新されています。');
  await alert.getByRole('button', { name: '再読み込み' }).click();
  await expect(title).toHaveValue(`${original} 先に保存`);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await title.fill(`${original} 読み直して保存`);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('お知らせを更新しました')).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`${original} 読み直して保存`) }),
  ).toBeVisible();
});

test('the list table sorts by its headers, pages, and checks rows by their names (/dev/ui)', async ({
  page,
}) => {
  await useSession(page); // /dev/ui is an administrator's page
  await page.goto('/dev/ui');
  const section = page.getByTestId('section-resource-table');
  const rows = section.getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1)).toContainText('WH-01');
  const codeHeader = section.getByRole('columnheader', { name: 'コード' });
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending');

  await codeHeader.getByRole('button').click();
  await expect(codeHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText('WH-23');
  const stockHeader = section.getByRole('columnheader', { name: '在庫数' });
  await expect(stockHeader).not.toHaveAttribute('aria-sort');
  await expect(section.getByRole('columnheader', { name: '名称' }).getByRole('button')).toHaveCount(
    0,
  );

  await section.getByRole('button', { name: '次のページ' }).click();
  await expect(section.getByRole('button', { name: '2ページ目' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(section.getByText('23件中 11〜20件')).toBeVisible();

  await section.getByRole('checkbox', { name: '第13倉庫を選択' }).check();
  await section.getByRole('checkbox', { name: '第12倉庫を選択' }).check();
  await expect(section.getByTestId('resource-table-selected')).toHaveText('WH-13 / WH-12');
  await section.getByRole('checkbox', { name: 'このページの行をすべて選択' }).check();
  await expect(section.getByTestId('resource-table-selected')).toContainText('WH-04');
  await section.getByRole('button', { name: '選択を解除' }).click();
  await expect(section.getByTestId('resource-table-selected')).toHaveText('（なし）');

  await section
    .getByRole('row', { name: /第13倉庫/ })
    .getByRole('button', { name: '削除' })
    .click();
  await expect(section.getByTestId('resource-table-action')).toHaveText('第13倉庫を削除');
});
