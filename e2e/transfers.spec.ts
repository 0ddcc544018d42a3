import type { Page } from '@playwright/test';
import { addDays, TRANSFER_LABELS as L, todayJst } from '@logi/shared';
import { seriousViolations } from './axe.ts';
import { expect, navigateInApp, signIn, test } from './fixtures.ts';
import { storeLotProduct, tokyoSchedule } from './lot-api.ts';
import { post } from './outbound-api.ts';

// 在庫移動 of a ロット管理 product with the lot named in the form (issue 28 § 1, § 3; decision
// 071): the lot select offers the source's lots with 賞味期限 and pieces, the later lot is moved
// though an earlier one exists, and the detail lists the lot moved. Set-up goes through the API.

/** A ロット管理 product received at 東京倉庫 in lots L-EARLY (4) and L-LATE (6); a second own warehouse. */
async function lotStock(page: Page, code: string, early: string, late: string) {
  const product = await storeLotProduct(page.request, code, `E2E 移動ロット ${code}`);
  await post(page.request, '/api/warehouses/store', {
    code: code,
    name: `移動先倉庫 ${code}`,
    type: 'own',
    in_use: true,
    is_active: true,
  });
  const schedule = await tokyoSchedule(page.request, product.id, 10);
  await post(page.request, `/api/receiving_schedules/receive/${schedule.scheduleId}`, {
    version: schedule.version,
    lines: [
      { line_id: schedule.lineId, received_qty: 4, lot_no: 'L-EARLY', expires_on: early },
      { line_id: schedule.lineId, received_qty: 6, lot_no: 'L-LATE', expires_on: late },
    ],
  });
}

async function choose(page: Page, label: RegExp | string, option: RegExp | string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('moves the lot the operator names, and the detail lists it', async ({ page }) => {
  await signIn(page, '/');
  const code = `E2E-TR-${Date.now() % 100_000}`;
  const early = addDays(todayJst(), 30);
  const late = addDays(todayJst(), 90);
  await lotStock(page, code, early, late);

  await navigateInApp(page, '/stocks/transfers/register');
  await choose(page, /^移動元/, /東京倉庫/);
  await choose(page, /^移動先/, new RegExp(`移動先倉庫 ${code}`));
  await page.getByRole('combobox', { name: '商品', exact: true }).fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} `) }).click();
  await page.getByRole('button', { name: '商品追加' }).click();
  await page.getByRole('textbox', { name: `${code}の${L.quantity}` }).fill('2');
  // The source's lots, first expiry first, each with its 賞味期限 and free pieces.
  await page.getByRole('combobox', { name: `${code}の${L.lot}` }).click();
  await expect(page.getByRole('option')).toHaveText([
    L.lotOption('L-EARLY', early, 4),
    L.lotOption('L-LATE', late, 6),
  ]);
  await page.getByRole('option', { name: L.lotOption('L-LATE', late, 6) }).click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect.soft(await seriousViolations(page), 'the transfer form with a lot').toEqual([]);
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在庫移動');
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText(
    `L-LATE（${L.expiresOn} ${late}）× 2`,
  );
});
