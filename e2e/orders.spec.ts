import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import iconv from 'iconv-lite';
import { ORDER_CSV_COLUMNS, todayJst } from '@logi/shared';
import { seriousViolations } from './axe.ts';
import { expect, signIn, test } from './fixtures.ts';

// 受注CSV取込 as an operator uses it: a 楽天市場 file for a shop, then a Shift_JIS file of ours with
// a mistake, its line error, the fixed file imported, the orders in 引当管理 under 未引当 with their count, and one opened.

test.describe.configure({ timeout: 120_000 });

const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

/** The first shop and two products of the signed-in organisation (the demo data has them). */
async function masters(request: APIRequestContext) {
  const first = async (path: string, data: object) => {
    const response = await request.post(path, { headers: HEADERS, data });
    return ((await response.json()) as { data: { data: Record<string, unknown>[] } }).data.data;
  };
  const [shop] = await first('/api/shops/search', { per_page: 1 });
  const products = await first('/api/products/search', { per_page: 2 });
  return {
    shopCode: String(shop!.code),
    productCodes: products.map((product) => String(product.product_code)),
  };
}

test('order CSV: a Shift_JIS file with an error, fixed, imported, counted in 引当管理 and opened', async ({
  page,
}) => {
  const prefix = `E2E-ORD-${Date.now()}`;
  await signIn(page, '/allocation_management/import');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('受注CSV取込');
  await expect(page.getByRole('columnheader', { name: '項目名' })).toBeVisible();
  const { shopCode, productCodes } = await masters(page.request);
  const [a, b] = productCodes;

  const header = ORDER_CSV_COLUMNS.map((column) => column.header);
  const row = (number: string, product: string, quantity: string) => {
    const cells: Record<string, string> = {
      ショップコード: shopCode,
      受注番号: number,
      受注日時: `${todayJst()} 00:01`,
      お届け先氏名: '佐藤 花子',
      お届け先郵便番号: '530-0001',
      お届け先都道府県: '大阪府',
      お届け先市区町村: '大阪市北区',
      お届け先電話番号: '06-2345-6789',
      配送方法: '宅急便',
      ギフト: '1',
      商品コード: product,
      数量: quantity,
      単価: '1200',
    };
    return header.map((name) => cells[name] ?? '').join(',');
  };
  const file = (name: string, quantity: string) => ({
    name,
    mimeType: 'text/csv',
    buffer: iconv.encode(
      [
        header.join(','),
        row(`${prefix}-1`, a!, '2'),
        row(`${prefix}-1`, b!, quantity),
        row(`${prefix}-2`, a!, '1'),
      ].join('\r\n') + '\r\n',
      'cp932',
    ),
  });

  // A 楽天市場 受注CSV as RMS downloads it (Shift_JIS, its own columns), for the chosen shop.
  const pick = async (label: string, option: string | RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  };
  await pick('形式', '楽天市場（RMS 受注CSV）');
  await pick('取り込むショップ', new RegExp(`^${shopCode} `));
  const rakuten = [
    '注文番号,ステータス,注文日時,送付先名字,送付先名前,送付先郵便番号1,送付先郵便番号2,送付先住所都道府県,送付先住所郡市区,送付先住所それ以降の住所,送付先電話番号1,送付先電話番号2,送付先電話番号3,商品管理番号,個数,単価',
    `R${Date.now()},発送待ち,${todayJst()} 00:01,髙橋,一郎,530,0001,大阪府,大阪市北区,"梅田3-1-1\r\n㈱ロジ①ビル～5F",06,2345,6789,${a!},1,980`,
    // Cancelled at the mall: listed as not taken in, not an error.
    `C${Date.now()},キャンセル確定,${todayJst()} 00:02,佐藤,花子,530,0001,大阪府,大阪市北区,梅田3-1-1,06,2345,6789,${a!},1,980`,
  ];
  await page.locator('input[type="file"]').setInputFiles({
    name: 'rakuten.csv',
    mimeType: 'text/csv',
    buffer: iconv.encode(rakuten.join('\r\n') + '\r\n', 'cp932'),
  });
  await page.getByRole('button', { name: '取込' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1件の受注を登録しました' }),
  ).toBeVisible();
  await expect(page.getByText('取り込まなかった注文 1件')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'キャンセル済' })).toBeVisible();
  await pick('形式', '受注CSV（当システムの形式）');

  // A quantity of 0 on line 3: reported on its line, nothing imported.
  await page.locator('input[type="file"]').setInputFiles(file('orders-wrong.csv', '0'));
  await page.getByRole('button', { name: '取込' }).click();
  const panel = page.getByRole('alert').filter({ hasText: 'エラーが発生しました' });
  await expect(panel.getByText('3行目')).toBeVisible();
  await expect(panel.getByText('数量：1以上で入力してください')).toBeVisible();

  // The fixed file: two orders (the first with two lines).
  await page.locator('input[type="file"]').setInputFiles(file('orders-fixed.csv', '1'));
  await page.getByRole('button', { name: '取込' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '2件の受注を登録しました' }),
  ).toBeVisible();

  // In 引当管理: searched by number, both under 未引当 with the count on its tab.
  await page.getByRole('link', { name: '引当管理へ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('引当管理');
  await page.getByLabel('キーワード').fill(prefix);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByRole('tab', { name: '未引当 (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'すべて (2)' })).toBeVisible();
  // Every status tab has its count, 出荷保留 (on_hold) included.
  await expect(page.getByRole('tab', { name: '出荷保留 (0)' })).toBeVisible();
  await page.getByRole('tab', { name: '未引当 (2)' }).click();
  await expect(page.getByRole('tab', { name: '未引当 (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('2件中 1〜2件')).toBeVisible();
  // The list as CSV (Shift_JIS): the tab and the search apply, one row per order line.
  await page.getByRole('button', { name: 'CSV出力' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Shift_JIS/ }).click();
  const csv = iconv.decode(await readFile((await (await download).path())!), 'cp932');
  const [csvHeader, ...csvRows] = csv.trimEnd().split('\r\n');
  expect(csvHeader).toBe(
    '受注番号,ショップ,受注日時,ステータス,倉庫,配送業者,配送方法,伝票番号,出荷日,送付先名,郵便番号,住所,商品コード,数量',
  );
  expect(csvRows.map((line) => line.split(',')[0]).sort()).toEqual([
    `${prefix}-1`,
    `${prefix}-1`,
    `${prefix}-2`,
  ]);

  // One order opened: its two lines, nothing allocated yet.
  await page.getByRole('link', { name: `${prefix}-1` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('受注詳細');
  await expect(page.getByRole('cell', { name: a!, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: b!, exact: true })).toBeVisible();
  await expect(page.getByText('未引当').first()).toBeVisible();
  // Its 配送 section: the carrier left blank in the file is the method's own.
  await expect(page.getByRole('row', { name: '配送業者 ヤマト運輸' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'ギフト あり' })).toBeVisible();
  // Only what applies to a 未引当 order is offered (ORDER_ACTION_STATUSES).
  await expect(page.getByRole('button', { name: '引当', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'キャンセル', exact: true })).toBeEnabled();
  for (const name of ['引当解除', '出荷指示', '出荷保留', '出荷済にする']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  }
});

test('受注登録 typed in 引当管理, its address edited before 出荷指示, merged (同梱) with a twin and unmerged, and an order split (分割) and folded back', async ({
  page,
}) => {
  const number = `E2E-FORM-${Date.now()}`;
  await signIn(page, '/allocation_management');
  const { productCodes } = await masters(page.request);
  await page.getByRole('link', { name: '受注登録' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('受注登録');
  const field = (name: RegExp) => page.getByRole('textbox', { name });
  await page.getByRole('combobox', { name: /^ショップ/ }).click();
  await page.getByRole('option').first().click();
  await field(/^受注番号/).fill(number);
  await field(/^お届け先氏名\s*必須/).fill('佐藤 花子');
  await field(/^お届け先電話番号/).fill('06-2345-6789');
  // The postal autocomplete fills prefecture and city, as on the masters.
  await page.getByLabel('住所検索').fill('5300001');
  await page.getByTestId('postal-candidates').getByRole('option').first().click();
  await expect(field(/^市区町村/)).toHaveValue('大阪市北区');
  // ネコポス with 代引: the shared rule says why, on blur, before anything is sent.
  await page.getByRole('combobox', { name: '配送方法' }).click();
  await page.getByRole('option', { name: 'ネコポス' }).click();
  await page.getByRole('combobox', { name: '商品', exact: true }).fill(productCodes[0]!);
  await page.getByRole('option', { name: new RegExp(`^${productCodes[0]} `) }).click();
  await page.getByRole('button', { name: '商品追加' }).click();
  await page.getByRole('textbox', { name: '代引金額' }).fill('3000');
  await page.getByRole('textbox', { name: '代引金額' }).blur();
  await expect(page.getByText('ネコポスは代引きできません。')).toBeVisible();
  await page.getByRole('textbox', { name: '代引金額' }).fill('');
  await page.getByRole('button', { name: '保存' }).click();

  // Its detail: typed in (画面入力), then 編集 of the address while it is not instructed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('受注詳細');
  await expect(page.getByRole('row', { name: '登録元 画面入力' })).toBeVisible();
  await page.getByRole('link', { name: '編集' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('受注編集');
  await field(/^町域・番地/).fill('梅田3-1-1');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('受注詳細');
  await expect(page.getByText('530-0001 大阪府 大阪市北区 梅田3-1-1')).toBeVisible();
  // The change is in its 変更履歴.
  await expect(page.getByText('梅田3-1-1').last()).toBeVisible();

  // 同梱: a second order of the shop to the same recipient (typed another way) is its candidate;
  // both are merged on the list (the dialog passes axe) and show 同梱.
  const id = Number(page.url().split('/').at(-1));
  const shown = await page.request.get(`/api/orders/show/${id}`, { headers: HEADERS });
  const twin = await page.request.post('/api/orders/entry', {
    headers: HEADERS,
    data: {
      shop_id: (await shown.json()).data.shop_id,
      order_number: `${number}-2`,
      ordered_at: '2026-04-01 10:30',
      recipient_name: '佐藤\u3000花子',
      postal_code: '5300001',
      prefecture: '大阪府',
      city: '大阪市北区',
      town: '梅田３－１－１',
      phone: '06-2345-6789',
      lines: [{ product_code: productCodes[0], quantity: 1 }],
    },
  });
  expect(twin.status()).toBe(201);
  await page.goto('/allocation_management');
  await page.getByRole('textbox', { name: 'キーワード' }).fill(number);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByText('同梱候補', { exact: true })).toHaveCount(2);
  for (const each of [number, `${number}-2`])
    await page.getByRole('checkbox', { name: `${each}を選択` }).check();
  await page.getByRole('button', { name: '同梱する', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '同梱' });
  await expect(dialog).toContainText('選択した2件の受注を1つの荷物として出荷します');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '同梱する' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '2件の受注を同梱しました' }),
  ).toBeVisible();
  await expect(page.getByText('同梱', { exact: true })).toHaveCount(2);
  await expect(page.getByText('同梱候補', { exact: true })).toHaveCount(0);

  // 同梱解除 undoes it: both are candidates again.
  for (const each of [number, `${number}-2`])
    await page.getByRole('checkbox', { name: `${each}を選択` }).check();
  await page.getByRole('button', { name: '同梱解除', exact: true }).click();
  await page
    .getByRole('dialog', { name: '同梱解除' })
    .getByRole('button', { name: '同梱解除する' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: '2件の受注の同梱を解除しました' }),
  ).toBeVisible();
  await expect(page.getByText('同梱候補', { exact: true })).toHaveCount(2);

  // 分割 (decision 072): one piece of a two-piece order moves to a second shipment, chosen in
  // the modal by keyboard; both are linked, and 分割を元に戻す folds it back.
  const whole = await page.request.post('/api/orders/entry', {
    headers: HEADERS,
    data: {
      shop_id: (await shown.json()).data.shop_id,
      order_number: `${number}-3`,
      ordered_at: '2026-04-01 11:00',
      recipient_name: '鈴木 一郎',
      postal_code: '5300001',
      prefecture: '大阪府',
      city: '大阪市北区',
      town: '梅田1-1-1',
      phone: '06-3456-7890',
      lines: [{ product_code: productCodes[0], quantity: 2 }],
    },
  });
  await page.goto(`/allocation_management/orders/${(await whole.json()).data.id}`);
  await page.getByRole('button', { name: '分割', exact: true }).click();
  const splitDialog = page.getByRole('dialog', { name: '受注を2つの出荷に分割' });
  await splitDialog.getByRole('textbox', { name: '移す数量（明細1）' }).fill('1');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  const second = `${number}-3-S2`;
  const splitToast = page
    .getByRole('alert')
    .filter({ hasText: `受注を分割しました（2つ目の出荷: ${second}）` });
  await expect(splitToast).toBeVisible();
  await splitToast.getByRole('button', { name: '閉じる' }).click();
  await page.getByRole('link', { name: `分割先: ${second}` }).click();
  await page.getByRole('link', { name: `分割元: ${number}-3` }).click();
  await page.getByRole('button', { name: '分割を元に戻す' }).click();
  await page
    .getByRole('dialog', { name: '分割を元に戻す' })
    .getByRole('button', { name: '元に戻す' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: '分割を元に戻しました' })).toBeVisible();
  await expect(page.getByRole('row', { name: '分割 —' })).toBeVisible();
});
