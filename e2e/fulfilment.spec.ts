import type { Page } from '@playwright/test';
import {
  COLOR_SCHEME_LABELS,
  FULFILMENT_LABELS as L,
  FULFILMENT_MESSAGES,
  INSPECTION_MESSAGES,
} from '@logi/shared';
import { seriousViolations } from './axe.ts';
import { expect, navigateInApp, signIn, test } from './fixtures.ts';
import { post, storeProduct } from './outbound-api.ts';

// The own warehouse's shipping day as a packer works it (issue 26 §2): two orders instructed at
// 東京倉庫 are printed as one picking batch, then one is inspected by scans only (a wrong item
// refused) and shipped with its tracking number, which 引当管理 then shows.

/** A valid JAN (EAN-13) from twelve digits: its check digit appended. */
const jan = (digits: string) => {
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
};

/** Two new products stocked only at 東京倉庫 (the own warehouse), A with a JAN. */
async function productsAtTokyo(page: Page, prefix: string) {
  const warehouses = (await post(page.request, '/api/warehouses/search', { per_page: 100 })).data;
  const tokyo = (warehouses as { id: number; code: string }[]).find((w) => w.code === 'TOKYO')!;
  const products = [
    { code: `${prefix}-A`, jan: jan(`49${String(Date.now()).slice(-10)}`) },
    { code: `${prefix}-B`, jan: null },
  ];
  for (const { code, jan: janCode } of products) {
    const product = await storeProduct(page.request, {
      product_code: code,
      jan_code: janCode,
      name: `検品テスト ${code}`,
    });
    await post(page.request, '/api/stocks/store', {
      product_id: product.id,
      warehouse_id: tokyo.id,
      on_hand: 10,
    });
  }
  return products;
}

/** Two orders of the demo shop for those products, allocated at 東京倉庫 and instructed. */
async function instructedOrders(page: Page, prefix: string, codes: [string, string]) {
  const [shop] = (await post(page.request, '/api/shops/search', { per_page: 1 })).data;
  const order = (number: string, lines: [string, number][]) => ({
    shop_code: shop.code,
    order_number: number,
    ordered_at: '2026-04-01 10:30',
    recipient_name: '佐藤 花子',
    postal_code: '530-0001',
    prefecture: '大阪府',
    city: '大阪市北区',
    town: '梅田1-1-1',
    phone: '06-2345-6789',
    // 宅急便 (ヤマト運輸): a tracking number needs the parcel's carrier.
    delivery_method: 'takkyubin',
    delivery_carrier: 'yamato',
    lines: lines.map(([code, quantity]) => ({ product_code: code, quantity, unit_price: 1200 })),
  });
  const numbers = [`${prefix}-1`, `${prefix}-2`] as const;
  const stored = await post(page.request, '/api/orders/store', {
    orders: [
      order(numbers[0], [
        [codes[0], 2],
        [codes[1], 1],
      ]),
      order(numbers[1], [[codes[0], 1]]),
    ],
  });
  const ids = (stored.orders as { id: number }[]).map((row) => row.id);
  expect((await post(page.request, '/api/allocation/run', { order_ids: ids })).allocated).toBe(2);
  const sent = await post(page.request, '/api/shipping_instructions/send', { order_ids: ids });
  expect(sent.changed).toBe(2);
  return numbers;
}

async function expectAxeClean(page: Page, what: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect.soft(await seriousViolations(page), what).toEqual([]);
}

/** The account menu's colour scheme, switched in place (the page keeps its state). */
async function switchScheme(page: Page, scheme: 'light' | 'dark') {
  await page.getByTestId('account-menu').click();
  await page.getByText(COLOR_SCHEME_LABELS[scheme], { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** One scan: what a USB scanner types, ending in Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('出荷作業: print a picking batch, inspect an order by scans (a wrong item refused), ship it with its tracking number', async ({
  page,
}) => {
  const prefix = `E2E-PACK-${Date.now()}`;
  await signIn(page, '/shippings/work');
  const [a, b] = await productsAtTokyo(page, prefix);
  const [first, second] = await instructedOrders(page, prefix, [a!.code, b!.code]);

  // 1. 出荷作業: both parcels 出荷指示済; checked, printed as one batch (the picking list downloads).
  await page.getByRole('textbox', { name: 'キーワード' }).fill(prefix);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  for (const number of [first, second]) {
    await page.getByRole('checkbox', { name: `${number}を選択` }).check();
  }
  await expectAxeClean(page, '出荷作業 with parcels (light)');
  await switchScheme(page, 'dark');
  await expectAxeClean(page, '出荷作業 with parcels (dark)');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: L.printPickingList }).click();
  const download = await downloading;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const rows = page.locator('main table tbody tr');
  await expect(rows.filter({ hasText: '出荷作業中' })).toHaveCount(2);

  // 2. 検品 from the batch: the scan field has the focus; the order, then its items, by keys only.
  await page
    .getByRole('link', { name: new RegExp(`^${L.toInspection}（`) })
    .first()
    .click();
  const field = page.getByRole('textbox', { name: L.scan });
  await expect(field).toBeFocused();
  await scan(page, first);
  await expect(page.getByText(L.orderProgress(0, 3))).toBeVisible();
  await expect(page.getByText(/：検品済 0 \/ 2件$/)).toBeVisible();
  await scan(page, a!.jan!);
  // A wrong item: refused with its message, announced, and the count stays.
  await scan(page, 'TEA-003');
  const refusal = FULFILMENT_MESSAGES.notInParcel('TEA-003');
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(page.getByText(L.orderProgress(1, 3))).toBeVisible();
  await expectAxeClean(page, '検品 with a refused scan (dark)');
  await scan(page, a!.code);
  await scan(page, b!.code);
  await expect(page.getByText(refusal)).toHaveCount(0);
  await expect(page.getByText(L.orderProgress(3, 3))).toBeVisible();

  // 3. Every line matches: the tracking number, Enter, and the field waits for the next order.
  const tracking = `4${String(Date.now()).slice(-11)}`;
  await expect(page.getByRole('textbox', { name: L.trackingNumber })).toBeFocused();
  await scan(page, tracking);
  await expect(page.getByText(L.completedShipped(first, tracking))).toBeVisible();
  await expect(field).toBeFocused();
  await expectAxeClean(page, '検品 completed (dark)');
  await expect(page.getByText(/：検品済 1 \/ 2件$/)).toBeVisible();
  await scan(page, second);
  await expect(page.getByText(L.orderProgress(0, 1))).toBeVisible();
  await scan(page, 'TEA-003');
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await switchScheme(page, 'light');
  await expectAxeClean(page, '検品 with a refused scan (light)');
  // カメラで読み取る: Linux Chromium has no BarcodeDetector, so the zxing polyfill loads, its .wasm
  // from our own build (a CSP refusal to compile it fails the console check); no camera here.
  const wasm = page.waitForResponse((response) =>
    /\/assets\/zxing_reader-.+\.wasm$/.test(response.url()),
  );
  await page.context().grantPermissions(['camera']);
  await page.getByRole('button', { name: L.camera }).click();
  expect((await wasm).headers()['content-type']).toBe('application/wasm');
  await expect(page.getByText(INSPECTION_MESSAGES.cameraFailed)).toBeVisible();

  // 4. 引当管理 shows it 出荷済 with that tracking number; the other stays 出荷作業中.
  await navigateInApp(page, `/allocation_management?keyword=${prefix}`);
  const shipped = page.locator('main table tbody tr').filter({ hasText: first });
  await expect(shipped).toContainText('出荷済');
  await expect(shipped).toContainText(tracking);
  await expect(page.locator('main table tbody tr').filter({ hasText: second })).toContainText(
    '出荷作業中',
  );
});
