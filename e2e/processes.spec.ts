import type { Page } from '@playwright/test';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { enqueueProcess } from '../apps/server/src/modules/jobs/enqueue-process.ts';
import { DEMO_USER, expect, signIn, test } from './fixtures.ts';
import { e2eDatabaseUrl } from './ports.ts';

// The e2e server's embedded database (scripts/e2e-server.mjs). Its worker runs the handlers of
// apps/server/src/test/jobs-e2e-handlers.ts, registered by its entry (apps/server/src/test/e2e-main.ts).
const DATABASE_URL = e2eDatabaseUrl;

let database: ReturnType<typeof createDatabase>;
let organisationId: string;
let userId: string;

test.beforeAll(() => {
  database = createDatabase(DATABASE_URL, 2);
});
test.afterAll(async () => {
  await database.pool.end();
});

/** Clears the organisation's list (earlier runs), signs in, and opens the header's process list. */
async function openProcessList(page: Page) {
  const organisation = await database.pool.query<{ id: string }>(
    'select id from organisations where name = $1',
    [DEMO_USER.organisation],
  );
  organisationId = organisation.rows[0]!.id;
  await database.pool.query('update processes set broadcasted = true where organisation_id = $1', [
    organisationId,
  ]);
  await signIn(page, '/');
  const user = await database.pool.query<{ id: string }>('select id from users where email = $1', [
    DEMO_USER.email,
  ]);
  userId = user.rows[0]!.id;
  // A marker that a reload would wipe: everything below must happen live.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('button', { name: /^処理一覧/ }).click();
  return page.getByRole('dialog');
}

const stillSamePage = async (page: Page) =>
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);

const enqueue = (
  payload: object,
  action: 'inbound_status_search' | 'shipping_suspend' = 'inbound_status_search',
  startAfter?: Date,
) =>
  enqueueProcess(database.db, { organisationId, userId, action, payload, startAfter }).then(
    (r) => r.process,
  );

test('a process goes 未処理 → 処理中 → 処理完了 on screen without reload, then is deleted', async ({
  page,
}) => {
  const list = await openProcessList(page);
  await expect(list.getByText('データがありませんでした')).toBeVisible();

  // Held back 2.5 s so 未処理 can be seen; then four steps of 0.8 s.
  const process = await enqueue(
    { steps: 4, stepMs: 800 },
    'inbound_status_search',
    new Date(Date.now() + 2_500),
  );
  const item = list.locator(`[data-process-id="${process.id}"]`);
  await expect(item).toContainText('入荷ステータス検索');
  await expect(item).toContainText('未処理');
  await expect(item.getByRole('img', { name: '未処理' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: '処理一覧（実行待ち・処理中 1件）' }),
  ).toBeVisible();
  await expect(item.getByRole('button', { name: '削除' })).toBeVisible();

  await expect(item).toContainText('処理中');
  await expect(item.getByRole('img', { name: '処理中' })).toBeVisible();
  await expect(item.getByRole('progressbar')).toBeVisible();
  await expect(item.getByRole('button', { name: '削除' })).toHaveCount(0);

  await expect(item).toContainText('処理完了', { timeout: 15_000 });
  await expect(item.getByRole('img', { name: '処理完了' })).toBeVisible();
  await expect(item.getByRole('progressbar')).toHaveCount(0);
  await expect(item).toContainText(/登録 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(page.getByRole('button', { name: '処理一覧', exact: true })).toBeVisible();

  await item.getByRole('button', { name: '削除' }).click();
  await expect(item).toHaveCount(0);
  await expect(list.getByText('データがありませんでした')).toBeVisible();
  const row = await database.pool.query('select broadcasted from processes where id = $1', [
    process.id,
  ]);
  expect(row.rows[0].broadcasted).toBe(true);
  await stillSamePage(page);
});

test('a failed process shows its message with a red cross', async ({ page }) => {
  const list = await openProcessList(page);
  const failed = await enqueue({ steps: 1, stepMs: 100, failWith: '倉庫との通信に失敗しました。' });
  // 出荷保留 without instructions to suspend: its handler refuses the request with its own message.
  const unhandled = await enqueue({}, 'shipping_suspend');

  const item = list.locator(`[data-process-id="${failed.id}"]`);
  await expect(item).toContainText('処理失敗');
  await expect(item).toContainText('倉庫との通信に失敗しました。');
  await expect(item.getByRole('img', { name: '処理失敗' })).toBeVisible();

  const other = list.locator(`[data-process-id="${unhandled.id}"]`);
  await expect(other).toContainText('出荷保留');
  await expect(other).toContainText('処理の指定が正しくないため、実行できませんでした');
  await expect(other.getByRole('button', { name: '削除' })).toBeVisible();
  await stillSamePage(page);
});

test('the list pages 30 at a time, newest first', async ({ page }) => {
  await openProcessList(page);
  await page.keyboard.press('Escape');
  // Finished rows written directly: the engine has nothing to do with them.
  await database.pool.query(
    `insert into processes (organisation_id, user_id, action, process_status, request_id, created_at, updated_at)
     select $1, $2, 'product_search', 'completed', 'e2e-page-' || n || '-' || gen_random_uuid(),
            now() - n * interval '1 minute', now() - n * interval '1 minute'
       from generate_series(1, 31) as n`,
    [organisationId, userId],
  );
  await page.reload();
  await page.getByRole('button', { name: /^処理一覧/ }).click();
  const list = page.getByRole('dialog');
  await expect(list.locator('[data-process-id]')).toHaveCount(30);
  await expect(list.locator('[data-process-id]').first()).toContainText('商品検索');
  await list.getByRole('button', { name: '2' }).click();
  await expect(list.locator('[data-process-id]')).toHaveCount(1);
});
