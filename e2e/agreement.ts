import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { api, post } from './outbound-api.ts';

// The end of a flow (issue 24 § 3): the home page, the lists, the stock ledger and 整合性チェック
// agree. Other specs drift the shared e2e database on purpose (home.spec.ts seeds statuses with
// no rows behind them), so the checks compare figures that read the same records, and the
// reconciliation's findings are filtered to the flow's own products and orders.

type StockRow = {
  id: number;
  product_code: string;
  warehouse_code: string;
  on_hand: number;
  allocated: number;
  non_sellable: number;
};
type Movement = { on_hand_delta: number; allocated_delta: number; non_sellable_delta: number };
type Run = {
  id: string;
  finding_count: number;
  listed_per_kind: number;
  counts: { kind: string; count: number }[];
};
type Finding = { kind: string; reference: string; message: string };

const card = (page: Page, id: string) => page.getByTestId(`dashboard-card-${id}`);

/** What 引当管理 (its tabs, the 連携エラー filter) and 在庫差異 count now. */
async function listCounts(request: APIRequestContext) {
  const tabs = (await post(request, '/api/orders/counts', {})) as {
    counts: { status: string; count: number }[];
  };
  const tab = (status: string) => tabs.counts.find((row) => row.status === status)?.count ?? 0;
  const syncError = await post(request, '/api/orders/search', { sync_error: true, per_page: 1 });
  const differences = await post(request, '/api/stocks/diff/search', { per_page: 1 });
  return [
    ['unallocated', '未引当', tab('unallocated')],
    ['allocated', '引当済', tab('allocated')],
    ['sync-error', '出荷指示の連携エラー', syncError.total as number],
    ['working', '出荷作業中', tab('working')],
    ['inspected', '検品済', tab('inspected')],
    ['on-hold', '出荷保留', tab('on_hold')],
    ['ng', '出荷不可', tab('ng')],
    ['stock-differences', '倉庫との在庫差異', differences.total as number],
  ] as const;
}

/** The home page's cards, refreshed, show the lists' counts read at the same moment. */
export async function expectHomeAgreesWithLists(page: Page) {
  await page.goto('/');
  const refresh = page.getByRole('button', { name: '最新の状態に更新' });
  // A background process may move a figure between the two readings: read both again then.
  await expect(async () => {
    await refresh.click();
    await expect(refresh).toBeEnabled();
    for (const [id, title, count] of await listCounts(page.request)) {
      await expect(card(page, id).getByRole('link', { name: `${title} ${count}件` })).toBeVisible({
        timeout: 2_000,
      });
    }
  }).toPass({ timeout: 30_000 });
}

/** Each stock row of the products matching `keyword`: the list's figures are its ledger's sums. */
export async function expectStockAgreesWithLedger(request: APIRequestContext, keyword: string) {
  const rows = (
    await post(request, '/api/stocks/search', {
      stock_type: 'stockByWarehouse',
      keyword,
      per_page: 100,
    })
  ).data as StockRow[];
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const response = await request.get(`/api/stocks/history/${row.id}?per_page=500`, {
      headers: api,
    });
    const history = (await response.json()).data as { total: number; data: Movement[] };
    expect(history.total).toBe(history.data.length);
    const sum = (key: keyof Movement) => history.data.reduce((total, move) => total + move[key], 0);
    expect(
      { on_hand: sum('on_hand_delta'), allocated: sum('allocated_delta') },
      `${row.product_code} / ${row.warehouse_code}`,
    ).toEqual({ on_hand: row.on_hand, allocated: row.allocated });
    expect(sum('non_sellable_delta')).toBe(row.non_sellable);
  }
}

const latestRun = async (request: APIRequestContext) => {
  const response = await request.get('/api/reconciliation/latest', { headers: api });
  return (await response.json()).data as Run | null;
};

/** 整合性チェック run from its page: it reports nothing on the records matching `prefix`. */
export async function expectReconciliationCleanFor(page: Page, prefix: string) {
  const before = await latestRun(page.request);
  await page.goto('/stocks/reconciliation');
  await page.getByRole('button', { name: '整合性チェックを実行' }).click();
  await expect
    .poll(async () => (await latestRun(page.request))?.id, { timeout: 60_000 })
    .not.toBe(before?.id);
  const run = (await latestRun(page.request))!;
  await expect(page.getByRole('main')).toContainText(
    run.finding_count === 0
      ? 'の実行: 不一致はありません'
      : `の実行: ${run.finding_count}件の不一致`,
  );
  // Every finding is listed (none cut at listed_per_kind), so the filter below sees them all.
  expect(run.counts.filter((row) => row.count > run.listed_per_kind)).toEqual([]);
  const findings: Finding[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const found = await post(page.request, `/api/reconciliation/findings/${run.id}`, {
      page: pageNumber,
      per_page: 100,
    });
    findings.push(...(found.data as Finding[]));
    if (pageNumber >= found.last_page) break;
  }
  expect(findings).toHaveLength(run.finding_count);
  expect(findings.filter((finding) => finding.reference.includes(prefix))).toEqual([]);
}
