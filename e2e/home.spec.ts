import type { Page } from '@playwright/test';
import { addDays } from '@logi/shared';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { seedDashboardDay } from '../apps/server/src/modules/dashboard/dashboard.test-support.ts';
import { enqueueProcess } from '../apps/server/src/modules/jobs/enqueue-process.ts';
import { seriousViolations } from './axe.ts';
import { DEMO_USER, expect, signIn, test } from './fixtures.ts';
import { e2eDatabaseUrl } from './ports.ts';

// The home dashboard (issue 14) against the e2e server's database: a known day is seeded into the
// demo organisation, the cards must show the API's figures, and each link opens its list filtered.
const DATABASE_URL = e2eDatabaseUrl;

let database: ReturnType<typeof createDatabase>;
test.beforeAll(() => {
  database = createDatabase(DATABASE_URL, 2);
});
test.afterAll(async () => {
  await database.pool.end();
});

async function demoIds() {
  const { rows } = await database.pool.query<{ organisation_id: string; user_id: string }>(
    `select o.id as organisation_id, u.id as user_id from organisations o, users u
      where o.name = $1 and u.email = $2`,
    [DEMO_USER.organisation, DEMO_USER.email],
  );
  return rows[0]!;
}

type Figures = {
  today: string;
  generated_at: string;
  orders: Record<
    | 'unallocated'
    | 'allocated'
    | 'awaiting_instruction'
    | 'sync_error'
    | 'on_hold'
    | 'ng'
    | 'working'
    | 'inspected',
    number
  >;
  receiving: { today: number; overdue_waiting: number; overdue_partial: number };
  stock: { out_of_stock: number; below_threshold: number };
  failed_processes: { count: number };
  stock_differences: number;
  cutoff: { unsent_orders: number };
};

/** The figures as served, or (refresh) recomputed first. */
async function figures(page: Page, { refresh = true } = {}): Promise<Figures> {
  const response = await page.request.get(`/api/dashboard${refresh ? '?refresh=true' : ''}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  return ((await response.json()) as { data: Figures }).data;
}

const card = (page: Page, id: string) => page.getByTestId(`dashboard-card-${id}`);

test('the cards show the seeded day, and each link opens its list with the filter applied', async ({
  page,
}) => {
  await signIn(page, '/');
  const key = `E2E${Date.now().toString(36).toUpperCase()}`;
  const { organisation_id } = await demoIds();
  const before = await figures(page);
  await seedDashboardDay(database.db, organisation_id, key);
  // The seeded rows came by no process: the page shows the last computed figures until asked.
  await page.reload();
  await expect(card(page, 'unallocated').getByRole('link')).toHaveAccessibleName(
    `未引当 ${before.orders.unallocated}件`,
  );
  const refresh = page.getByRole('button', { name: '最新の状態に更新' });
  await refresh.click();
  // The button may be enabled again before the recompute shows: wait for newer figures served.
  await expect
    .poll(async () => (await figures(page, { refresh: false })).generated_at)
    .not.toBe(before.generated_at);
  await expect(refresh).toBeEnabled();
  const now = await figures(page, { refresh: false });
  // The seeded deltas (dashboard.test-support.ts), so the page cannot agree with a wrong API.
  expect(now.orders.unallocated - before.orders.unallocated).toBe(2);
  expect(now.receiving.today - before.receiving.today).toBe(1);
  expect(now.failed_processes.count - before.failed_processes.count).toBe(1);
  expect(now.orders.working - before.orders.working).toBe(1);
  await expect(page.getByTestId('dashboard-generated-at')).toHaveText(
    `${new Date(Date.parse(now.generated_at) + 9 * 3_600_000).toISOString().slice(11, 19)} 時点`,
  );
  const expectations: [string, string, number][] = [
    ['unallocated', '未引当', now.orders.unallocated],
    ['allocated', '引当済', now.orders.allocated],
    ['awaiting-instruction', '出荷指示待ち', now.orders.awaiting_instruction],
    ['sync-error', '出荷指示の連携エラー', now.orders.sync_error],
    ['on-hold', '出荷保留', now.orders.on_hold],
    ['ng', '出荷不可', now.orders.ng],
    ['working', '出荷作業中', now.orders.working],
    ['inspected', '検品済', now.orders.inspected],
    ['receiving-today', '本日の入荷予定', now.receiving.today],
    ['stock-differences', '倉庫との在庫差異', now.stock_differences],
  ];
  for (const [id, title, count] of expectations) {
    await expect(card(page, id).getByRole('link', { name: `${title} ${count}件` })).toBeVisible();
  }
  const overdue = now.receiving.overdue_waiting + now.receiving.overdue_partial;
  await expect(card(page, 'receiving-overdue')).toContainText(`${overdue}件`);
  const short = now.stock.out_of_stock + now.stock.below_threshold;
  await expect(
    card(page, 'stock-short').getByRole('link', { name: `在庫不足の商品 ${short}品目` }),
  ).toBeVisible();
  await expect(card(page, 'failed-processes')).toContainText(`${now.failed_processes.count}件`);
  await expect(card(page, 'failed-processes')).toContainText(`${key} 倉庫に接続できませんでした`);
  await expect(page.getByTestId('dashboard-cutoff')).toContainText(`${key} 倉庫`);

  // 本日の入荷予定 → the schedules of today only.
  await card(page, 'receiving-today').getByRole('link').click();
  await expect(page).toHaveURL(`/receiving_schedules?dateFrom=${now.today}&dateTo=${now.today}`);
  await expect(page.getByRole('main')).toContainText(`${key}-IN-1`);
  await expect(page.getByRole('main')).not.toContainText(`${key}-IN-2`);
  await page.goBack();

  // 入荷遅延 › 入荷待ち → before today and still waiting.
  await card(page, 'receiving-overdue')
    .getByRole('link', { name: /入荷待ち/ })
    .click();
  await expect(page).toHaveURL(
    `/receiving_schedules?status=waiting&dateFrom=2000-01-01&dateTo=${addDays(now.today, -1)}`,
  );
  await expect(page.getByRole('main')).toContainText(`${key}-IN-2`);
  await expect(page.getByRole('main')).not.toContainText(`${key}-IN-1`);
  await expect(page.getByRole('main')).not.toContainText(`${key}-IN-3`);
  await page.goBack();

  // 在庫不足の商品 → the stock list by product, short only, with the card's count as its total.
  await card(page, 'stock-short').getByRole('link').first().click();
  await expect(page).toHaveURL('/stocks?stockType=stockByProduct&shortOnly=true');
  await expect(page.getByRole('main')).toContainText(`${short}件`);
  await page.goBack();

  // 倉庫との在庫差異 → the differences only, as many as the card says.
  await card(page, 'stock-differences').getByRole('link').click();
  await expect(page).toHaveURL('/stocks/diff?differencesOnly=true');
  await expect(page.getByRole('main')).toContainText(`${now.stock_differences}件`);
  await page.goBack();

  // The order cards → 引当管理 with the status in its URL query.
  await card(page, 'unallocated').getByRole('link').click();
  await expect(page).toHaveURL('/allocation_management?status=unallocated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('引当管理');
  await expect(page.getByRole('main')).toContainText(`${key}-1`);
  await expect(page.getByRole('main')).not.toContainText(`${key}-3`);
});

test('a process that finishes moves the counts live, with no reload and no polling', async ({
  page,
}) => {
  const dashboardRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/dashboard') dashboardRequests.push(request.url());
  });
  await signIn(page, '/');
  const before = await figures(page);
  await expect(card(page, 'failed-processes')).toContainText(`${before.failed_processes.count}件`);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  // Nothing happens: no request in 3 s (no polling).
  const settled = dashboardRequests.length;
  await page.waitForTimeout(3_000);
  expect(dashboardRequests.length).toBe(settled);

  const { organisation_id, user_id } = await demoIds();
  await enqueueProcess(database.db, {
    organisationId: organisation_id,
    userId: user_id,
    action: 'inbound_status_search',
    payload: { steps: 1, stepMs: 100, failWith: 'ホーム画面のライブ更新テスト' },
  });
  await expect(card(page, 'failed-processes')).toContainText(
    `${before.failed_processes.count + 1}件`,
  );
  await expect(card(page, 'failed-processes')).toContainText('ホーム画面のライブ更新テスト');
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the charts draw in the ${scheme} scheme, pass axe, and are kept as a screenshot`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((value) => localStorage.setItem('logi-color-scheme', value), scheme);
    await signIn(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await page.getByTestId('dashboard-charts').scrollIntoViewIfNeeded();
    for (const id of ['shipments', 'receipts', 'allocation', 'stock-value']) {
      await expect(page.getByTestId(`dashboard-chart-${id}`)).toBeVisible();
    }
    // The seeded day shipped a parcel today: the shipments chart has bars (days of 0 draw none).
    await expect(
      page
        .getByTestId('dashboard-chart-shipments')
        .locator('.recharts-bar-rectangle')
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await testInfo.attach(`home-${scheme}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
}

test('整合性チェック run from its page lists a drifted stock row, and the home page shows its card', async ({
  page,
}) => {
  // Drift only a direct write can make: a stock row whose on_hand no ledger row explains.
  const { organisation_id } = await demoIds();
  const key = `REC${Date.now().toString(36).toUpperCase()}`;
  const { rows } = await database.pool.query<{ stock_id: number }>(
    `with p as (insert into products (organisation_id, product_code, name)
                values ($1, $2, '整合性チェック商品') returning id),
          w as (insert into warehouses (organisation_id, code, name, type)
                values ($1, $2, $2, 'own') returning id)
     insert into stocks (organisation_id, product_id, warehouse_id, on_hand)
     select $1, p.id, w.id, 3 from p, w returning id as stock_id`,
    [organisation_id, key],
  );
  try {
    await signIn(page, '/stocks/reconciliation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('整合性チェック');
    await page.getByRole('button', { name: '整合性チェックを実行' }).click();
    await expect(page.getByRole('main')).toContainText(/の実行: \d+件の不一致/, {
      timeout: 30_000,
    });
    // In the app, no reload: the kind filter, as an operator would set it.
    await page.getByRole('combobox', { name: '種類' }).click();
    await page.getByRole('option', { name: '実在庫数と在庫履歴' }).click();
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page).toHaveURL(/kind=ledger_on_hand/);
    const row = page.getByRole('row').filter({ hasText: key });
    await expect(row).toContainText('実在庫数 3 が在庫履歴の合計 0 と一致しません');
    await row.getByRole('link', { name: new RegExp(key) }).click();
    await expect(page).toHaveURL(`/stocks/${rows[0]!.stock_id}/edit`);

    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: 'ホーム' })
      .click();
    await expect(card(page, 'reconciliation')).toBeVisible({ timeout: 20_000 });
    await card(page, 'reconciliation').getByRole('link').click();
    await expect(page).toHaveURL('/stocks/reconciliation');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await database.pool.query(
      `with s as (delete from stocks where id = $1 returning product_id, warehouse_id),
            p as (delete from products where id in (select product_id from s))
       delete from warehouses where id in (select warehouse_id from s)`,
      [rows[0]!.stock_id],
    );
  }
});
