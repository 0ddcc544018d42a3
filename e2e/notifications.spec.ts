import { expect, test, type Page } from '@playwright/test';
import { signIn, useSession } from './fixtures.ts';

// The e2e browser calls from loopback, which the default admin allow-list contains. The refusal
// outside the allow-list is covered by the API test (admin-notifications.guard.test.ts).

const SUZUKI = {
  email: 'suzuki@test-shoji.example',
  password: 'demo1234',
  name: '鈴木 花子',
  organisation: '株式会社テスト商事',
};

/** Today in Tokyo, as the form's default publishing day. */
const todayInTokyo = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());

const bell = (page: Page) => page.getByRole('button', { name: /^お知らせ/ });

/** The unread count the bell announces (0 when it shows no badge). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/未読 (\d+)/.exec(label)?.[1] ?? 0);
}

test('an admin creates a notification and a signed-in user sees it live in the bell and on its page', async ({
  page,
  browser,
}) => {
  const title = `E2E 新機能リリース ${Date.now()}`;

  // The user's window is open before the notification exists.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  // The count before, from the bell's own first answer: the button shows no count until it arrives.
  const firstBellList = userPage.waitForResponse(
    (response) => /\/api\/userNotification\?/.test(response.url()) && response.ok(),
  );
  await signIn(userPage, '/', SUZUKI);
  await expect(bell(userPage)).toBeVisible();
  const unreadBefore = ((await (await firstBellList).json()) as { data: { unread_count: number } })
    .data.unread_count;
  await expect.poll(() => unreadCount(userPage)).toBe(unreadBefore);

  await signIn(page, '/admin/user_notifications/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('管理者お知らせ登録');

  // Spec §4 defaults.
  const titleInput = page.getByRole('textbox', { name: 'タイトル' });
  await expect(titleInput).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'タグ' })).toHaveValue('お知らせ');
  await expect(page.getByRole('textbox', { name: '公開日' })).toHaveValue(todayInTokyo());
  await expect(page.getByRole('checkbox', { name: '重要' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: '公開する' })).toBeChecked();

  // Validation on blur: an emptied title says 必須項目です as soon as it loses focus.
  await titleInput.fill('仮');
  await titleInput.fill('');
  await titleInput.blur();
  await expect(page.getByText('必須項目です')).toBeVisible();

  await titleInput.fill(title);
  await titleInput.blur();
  await expect(page.getByText('必須項目です')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'タグ' }).click();
  await page.getByRole('option', { name: 'リリース' }).click();
  await page.getByRole('checkbox', { name: '重要' }).check();
  const editor = page
    .getByTestId('notification-content-editor')
    .locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('新しい在庫画面を公開しました。');
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page).toHaveURL(/\/admin\/user_notifications$/);
  await expect(page.getByText('お知らせを登録しました')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  // Pushed to the open user window: no reload.
  await expect.poll(() => unreadCount(userPage)).toBe(unreadBefore + 1);
  await bell(userPage).click();
  const item = userPage.getByTestId('bell-list').getByRole('link', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await expect(item.getByText('リリース', { exact: true })).toBeVisible();
  await expect(item.getByText('重要', { exact: true })).toBeVisible();

  await item.click();
  await expect(userPage).toHaveURL(/\/user_notifications\?id=\d+$/);
  await expect(userPage.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(userPage.getByTestId('notification-content')).toHaveText(
    '新しい在庫画面を公開しました。',
  );
  // Opened, so read: the count drops and the list shows it as read.
  await expect.poll(() => unreadCount(userPage)).toBe(unreadBefore);
  const listed = userPage
    .getByRole('navigation', { name: 'お知らせ一覧' })
    .getByRole('link', { name: new RegExp(title) });
  await expect(listed).toHaveAttribute('data-read', 'true');
  await userContext.close();
});

test('an admin edits a notification, then deletes it through the 項目の削除 dialog', async ({
  page,
}) => {
  const original = `E2E 編集前 ${Date.now()}`;
  const title = `E2E 削除するお知らせ ${Date.now()}`;
  await useSession(page);
  const created = await page.request.post('/api/adminUserNotification/store', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      title: original,
      content: '<p>削除テスト</p>',
      tag: 'maintenance',
      published_at: todayInTokyo(),
      is_important: false,
      is_published: true,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/user_notifications');
  await page
    .getByRole('row', { name: new RegExp(original) })
    .getByRole('link', { name: '編集' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('管理者お知らせ編集');
  const titleInput = page.getByRole('textbox', { name: 'タイトル' });
  await expect(titleInput).toHaveValue(original);
  await expect(page.getByRole('combobox', { name: 'タグ' })).toHaveValue('メンテナンス');
  await expect(page.getByTestId('notification-content-editor')).toContainText('削除テスト');
  await titleInput.fill(title);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('お知らせを更新しました')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/user_notifications$/);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: '削除' }).click();
  const dialog = page.getByRole('dialog', { name: '項目の削除' });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: '削除' }).click();
  await page
    .getByRole('dialog', { name: '項目の削除' })
    .getByRole('button', { name: '削除する' })
    .click();
  await expect(page.getByText('お知らせを削除しました')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the admin list searches by keyword and shows the empty state when nothing matches', async ({
  page,
}) => {
  await signIn(page, '/admin/user_notifications');
  await page.getByRole('textbox', { name: 'キーワード' }).fill(`存在しない ${Date.now()}`);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByText('データがありませんでした')).toBeVisible();
});

test('two tabs edit one notification: the second save is refused with 409, keeps what was typed and overwrites nothing', async ({
  page,
  context,
}) => {
  const original = `E2E 同時編集 ${Date.now()}`;
  await useSession(page);
  const created = await page.request.post('/api/adminUserNotification/store', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      title: original,
      content: '<p>同時編集テスト</p>',
      tag: 'maintenance',
      published_at: todayInTokyo(),
      is_important: false,
      is_published: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: number };

  // Two real tabs of the same admin, both with the form loaded at version 1.
  const first = page;
  const second = await context.newPage();
  for (const tab of [first, second]) {
    await tab.goto(`/admin/user_notifications/${id}/edit`);
    await expect(tab.getByRole('textbox', { name: 'タイトル' })).toHaveValue(original);
  }
  const secondTitle = second.getByRole('textbox', { name: 'タイトル' });
  await secondTitle.fill(`${original} 二つ目のタブ`);

  await first.getByRole('textbox', { name: 'タイトル' }).fill(`${original} 一つ目のタブ`);
  await first.getByRole('button', { name: '保存' }).click();
  await expect(first.getByText('お知らせを更新しました')).toBeVisible();

  await second.getByRole('button', { name: '保存' }).click();
  const alert = second.getByRole('alert');
  await expect(alert).toContainText('エラーが発生しました');
  await expect(alert).toContainText(
    '他のユーザーによって更新されています。画面を再読み込みしてください。',
  );
  await expect(second).toHaveURL(new RegExp(`/admin/user_notifications/${id}/edit$`));
  await expect(secondTitle).toHaveValue(`${original} 二つ目のタブ`);

  const stored = await first.request.get(`/api/adminUserNotification/show/${id}`);
  expect((await stored.json()).data).toMatchObject({
    title: `${original} 一つ目のタブ`,
    version: 2,
  });
});
