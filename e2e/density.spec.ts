import type { Locator, Page } from '@playwright/test';
import { orderEndpoints } from '@logi/shared';
import { expect, signIn, test } from './fixtures.ts';

// Issue 29 §1: an operator's laptop (1366×768) shows at least 12 rows of 引当管理 and 商品一覧,
// without a horizontal page scroll, with dates, amounts and codes on one line each.

test.use({ viewport: { width: 1366, height: 768 } });

const MIN_ROWS = 12;
// A date (2026-11-26, 2026/11/26 10:00), an amount (1,980円, ¥1,980) or a bare number.
const ONE_LINE_TEXT = /^(\d{4}[-/]\d{2}[-/]\d{2}.*|[¥￥]?[\d,]+\s*円?)$/;

/**
 * How many body rows lie wholly in the viewport below the fixed header, once the page is scrolled
 * so that the table starts under the header: the rows one screen of the laptop shows at once.
 */
async function rowsInOneScreen(table: Locator): Promise<{ rows: number; layout: string }> {
  return table.evaluate((element) => {
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, element.getBoundingClientRect().top - headerBottom);
    const boxes = [...element.querySelectorAll('tbody tr')].map((row) =>
      row.getBoundingClientRect(),
    );
    const rows = boxes.filter(
      (box) => box.height > 0 && box.top >= headerBottom && box.bottom <= window.innerHeight,
    ).length;
    const heights = boxes.map((box) => Math.round(box.height)).join(',');
    return { rows, layout: `header ${headerBottom}px, row heights ${heights}` };
  });
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
  const { rows, layout } = await rowsInOneScreen(table);
  expect(rows, `rows on one 1366×768 screen (${layout})`).toBeGreaterThanOrEqual(MIN_ROWS);
}

test('引当管理 shows at least 12 orders at 1366×768, dates and amounts unwrapped', async ({
  page,
}) => {
  await signIn(page, '/');
  const created = await page.request.post(orderEndpoints.demo.path, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { count: 20 },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/allocation_management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('引当管理');
  await expectDense(page);
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
});
