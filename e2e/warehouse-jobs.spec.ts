import type { Page } from '@playwright/test';
import { simControl } from '@logi/warehouse-sim';
import { expect, signIn, test } from './fixtures.ts';
import { simControlToken } from '../playwright.config.ts';
import { simUrl } from './ports.ts';

// The e2e server runs the warehouse simulator beside it (scripts/e2e-server.mjs);
// the demo organisation's RSL setting points at it with the demo account.
const sim = simControl(simUrl, simControlToken);

test.beforeEach(async () => {
  await sim.clearFaults();
});

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('接続テスト succeeds against the simulator and shows the one generic failure when it refuses', async ({
  page,
}) => {
  await signIn(page, '/app_settings');
  await row(page, 'RSL連携（デモ）').getByRole('link', { name: '編集' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('システム連携設定編集');

  const result = page.getByTestId('connection-test-result');
  await page.getByRole('button', { name: '接続テスト' }).click();
  await expect(result).toContainText(
    '接続に成功しました（アカウント: SL-demo-license-key-7305）。',
  );

  await sim.fault({ operation: 'ping', kind: 'refuse', message: '契約が停止されています。' });
  await page.getByRole('button', { name: '接続テスト' }).click();
  // The warehouse's reason goes to the server log, not to the browser (decision 035).
  await expect(result).toContainText('接続テストに失敗しました');
  // The list shows the last result too.
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await expect(row(page, 'RSL連携（デモ）')).toContainText('失敗');
});

test('送信 a vendor: the process appears in the header, finishes, and the list shows 連携済', async ({
  page,
}) => {
  // Filtered: other specs add vendors that page V0002 off the first page.
  await signIn(page, '/rsl_venders?keyword=V0002');
  const vendor = row(page, 'V0002');
  await expect(vendor).toContainText('未連携');
  await vendor.getByRole('checkbox').check();
  await page.getByRole('button', { name: '送信（1件）' }).click();
  // It asks first, naming the external warehouse it goes to.
  const confirm = page.getByRole('dialog', { name: 'ベンダーの送信' });
  await expect(confirm).toContainText(/1件のベンダーを .*RSL市川.* に送信します/);
  await confirm.getByRole('button', { name: '送信する' }).click();
  await expect(
    page.getByText('「ベンダー登録・更新」を開始しました。処理一覧で進み具合を確認できます。'),
  ).toBeVisible();

  await page.getByRole('button', { name: /^処理一覧/ }).click();
  const list = page.getByRole('dialog');
  const item = list.locator('[data-process-id]').filter({ hasText: 'ベンダー登録・更新' }).first();
  await expect(item).toContainText('処理完了', { timeout: 20_000 });
  await expect(item.getByRole('img', { name: '処理完了' })).toBeVisible();
  await expect(item).toContainText('1件のベンダーを倉庫に登録しました。');
  await page.keyboard.press('Escape');

  // The list refreshed itself when the process ended.
  await expect(vendor).toContainText('連携済');
  const log = await sim.requests({ operation: 'vendor_upsert' });
  expect(log.executions).toBeGreaterThanOrEqual(1);
});
