import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { customerReturnEndpoints, orderEndpoints } from '@logi/shared';
import { expect, navigateInApp, signIn, test, useSession } from './fixtures.ts';

// Issue 29 §1: an operator's laptop (1366×768) shows at least 12 rows of 引当管理 and 商品一覧 as
// the page loads, without a horizontal page scroll, with dates, amounts and codes on one line each.

test.use({ viewport: { width: 1366, height: 768 } });

const MIN_ROWS = 12;
// A date (2026-11-26, 2026/11/26 10:00), an amount (1,980円, ¥1,980) or a bare number.
const ONE_LINE_TEXT = /^(\d{4}[-/]\d{2}[-/]\d{2}.*|[¥￥]?[\d,]+\s*円?)$/;

/**
 * How many body rows lie wholly in the viewport below the fixed header as the page loaded, not
 * scrolled: the rows the laptop shows before the operator does anything.
 */
async function rowsAtFirstLoad(table: Locator): Promise<{ rows: number; layout: string }> {
  return table.evaluate((element) => {
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const boxes = [...element.querySelectorAll('tbody tr')].map((row) =>
      row.getBoundingClientRect(),
    );
    const rows = boxes.filter(
      (box) => box.height > 0 && box.top >= headerBottom && box.bottom <= window.innerHeight,
    ).length;
    const heights = boxes.map((box) => Math.round(box.height)).join(',');
    const top = Math.round(element.getBoundingClientRect().top);
    return {
      rows,
      layout: `scrolled ${window.scrollY}px, table at ${top}px, row heights ${heights}`,
    };
  });
}

/** The cells of quantity and amount columns (数量, 単価, 引当数, No. …) that are not right-aligned. */
async function unalignedFigures(page: Page): Promise<string[]> {
  return page.locator('main table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const titles = [...(table.querySelector('thead tr')?.children ?? [])].map(
        (cell) => cell.textContent?.trim() ?? '',
      );
      const figureColumns = titles.flatMap((title, index) =>
        /数|単価|金額|^No\.$/.test(title) ? [index] : [],
      );
      return [...table.querySelectorAll('tr')].flatMap((row) =>
        figureColumns
          .map((index) => row.children[index])
          .filter((cell) => cell && !['right', 'end'].includes(getComputedStyle(cell).textAlign))
          .map(
            (cell) => `${titles[(cell as HTMLTableCellElement).cellIndex]}: ${cell!.textContent}`,
          ),
      );
    }),
  );
}

/** Every badge on the page shows its whole text: no label wider than the badge around it. */
async function clippedBadges(page: Page): Promise<string[]> {
  return page.locator('main .mantine-Badge-root').evaluateAll((badges) =>
    badges
      .filter((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge;
        const [outer, inner] = [badge, label].map((box) => box.getBoundingClientRect());
        return badge.scrollWidth > badge.clientWidth + 1 || inner!.right > outer!.right + 1;
      })
      .map((badge) => badge.textContent ?? ''),
  );
}

/** The first record of a search (as the API answers it, snake_case). */
async function searchFirst<T>(
  request: APIRequestContext,
  path: string,
  body: object,
  found: (row: T) => boolean,
): Promise<T> {
  const response = await request.post(path, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { per_page: 100, ...body },
  });
  const rows = ((await response.json()) as { data: { data: T[] } }).data.data;
  const row = rows.find(found);
  expect(row, `a record of ${path}`).toBeDefined();
  return row!;
}

/** The cells holding a date, amount or number whose text runs over more than one line. */
async function wrappedFigures(table: Locator): Promise<string[]> {
  return table.locator('tbody td').evaluateAll(
    (cells, pattern) =>
      cells
        .filter((cell) => new RegExp(pattern).test(cell.textContent?.trim() ?? ''))
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return tops.size > 1;
        })
        .map((cell) => cell.textContent ?? ''),
    ONE_LINE_TEXT.source,
  );
}

async function expectDense(page: Page): Promise<void> {
  const table = page.getByRole('table').first();
  await expect(table.locator('tbody tr').nth(MIN_ROWS - 1)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal page scroll').toBeLessThanOrEqual(0);
  expect(await wrappedFigures(table), 'dates and amounts on one line').toEqual([]);
  const { rows, layout } = await rowsAtFirstLoad(table);
  expect(rows, `rows on the first 1366×768 screen (${layout})`).toBeGreaterThanOrEqual(MIN_ROWS);
}

test('引当管理 shows at least 12 orders at 1366×768, dates and amounts unwrapped, figures right-aligned', async ({
  page,
}) => {
  await useSession(page);
  const created = await page.request.post(orderEndpoints.demo.path, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { count: 20 },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/allocation_management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('引当管理');
  await expectDense(page);

  // The seed's order whose postal code lies outside its prefecture: its badge shows whole (§5).
  const flagged = await searchFirst<{ id: number; order_number: string; postal_mismatch: boolean }>(
    page.request,
    orderEndpoints.search.path,
    { keyword: 'SEED' },
    (order) => order.postal_mismatch,
  );
  await navigateInApp(page, `/allocation_management?keyword=${flagged.order_number}`);
  const badge = page.locator('main').getByText('郵便番号と都道府県が一致しません');
  await expect(badge).toBeVisible();
  expect(await clippedBadges(page), 'badges in the list').toEqual([]);

  // Quantities and amounts are right-aligned on the order's and a return's details (§1).
  await navigateInApp(page, `/allocation_management/orders/${flagged.id}`);
  await expect(page.getByRole('heading', { name: '受注明細' })).toBeVisible();
  expect(await clippedBadges(page), 'badges on the order').toEqual([]);
  expect(await unalignedFigures(page), '受注明細 and 引当履歴').toEqual([]);
  const anyReturn = await searchFirst<{ id: number }>(
    page.request,
    customerReturnEndpoints.search.path,
    {},
    () => true,
  );
  await navigateInApp(page, `/customer_returns/${anyReturn.id}/detail`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('返品実績詳細');
  await expect(page.locator('main table').last()).toBeVisible();
  expect(await unalignedFigures(page), '返品明細').toEqual([]);
});

test('商品一覧 shows at least 12 products at 1366×768, codes and prices unwrapped', async ({
  page,
}) => {
  await signIn(page, '/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('商品一覧');
  await expectDense(page);
});

test('a list keeps its page size per user, and its search form is one line until 詳細検索', async ({
  page,
}) => {
  await signIn(page, '/products');
  const search = page.getByRole('search', { name: '商品の検索' });
  const toggle = search.getByRole('button', { name: '詳細検索' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const collapsed = (await search.boundingBox())!.height;
  expect(collapsed, 'the collapsed search form is one row of fields').toBeLessThanOrEqual(72);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // The page size (表示件数) is the library's own selector under the rows; it is kept per user.
  const pager = page.locator('.mantine-datatable-pagination');
  await expect(pager.getByText('表示件数')).toBeVisible();
  await pager.getByRole('button', { name: '20', exact: true }).click();
  await page.getByRole('menuitem', { name: '50', exact: true }).click();
  await expect(page.getByRole('table').first().locator('tbody tr')).toHaveCount(30);
  await page.goto('/products');
  await expect(pager.getByRole('button', { name: '50', exact: true })).toBeVisible();
  await expect(page.getByRole('table').first().locator('tbody tr')).toHaveCount(30);

  // 表示列: hide JANコード and move 商品名 first; kept per user like the page size (decision 047).
  const headers = page.getByRole('table').first().locator('thead th');
  const picker = page.getByRole('button', { name: '表示列' });
  await picker.click();
  const dialog = page.getByRole('dialog', { name: '表示列' });
  await dialog.getByRole('checkbox', { name: 'JANコード' }).uncheck();
  await dialog.getByRole('button', { name: '商品名を上へ' }).click();
  // The moved column keeps the focus: the keyboard can go on moving it.
  await expect(dialog.getByRole('button', { name: '商品名を下へ' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(picker).toBeFocused();
  // The first columns shown, and whether JANコード is among them (the kept order lands on mount).
  const layout = async () => {
    const titles = (await headers.allTextContents()).map((text) => text.trim()).filter(Boolean);
    return { first: titles.slice(0, 2), jan: titles.includes('JANコード') };
  };
  await page.reload();
  await expect(page.getByRole('table').first().locator('tbody tr')).toHaveCount(30);
  await expect.poll(layout).toEqual({ first: ['商品名', '商品コード'], jan: false });
  await picker.click();
  await dialog.getByRole('button', { name: '初期状態に戻す' }).click();
  await expect.poll(layout).toEqual({ first: ['商品コード', '商品名'], jan: true });
});
