import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  CSV_IMPORT,
  importApp,
  orderCounts,
  orderSetup,
  ORDERS,
  type Setup,
} from '../orders.test-support.ts';
import { PRODUCTS } from '../../products/products.test-support.ts';
import { sql } from 'drizzle-orm';
import { outboundWorld } from '../../allocation/allocation.test-support.ts';

const t = importApp();
let setup: Setup & { mapped: string };
const FIXTURES = new URL('./fixtures/', import.meta.url);

/** A fixture with the test's codes in place, CRLF line ends as the malls write them. */
function fixture(name: string, other = 'NO-SUCH-SKU') {
  const [a, b] = setup.products;
  return readFileSync(new URL(name, FIXTURES), 'utf8')
    .replaceAll('{MAPPED}', setup.mapped)
    .replaceAll('{SKU_B}', b!.code)
    .replaceAll('{OTHER}', other)
    .replaceAll('{SKU_A}', a!.code)
    .replace(/\n/g, '\r\n');
}
const cp932 = (text: string) => iconv.encode(text, 'cp932');
const utf8Bom = (text: string) => Buffer.from(`\uFEFF${text}`, 'utf8');

/** The shop, two products, and the mall's SKU of the first product mapped at the shop. */
async function ready() {
  if (setup) return setup;
  const base = await orderSetup(t.api);
  const mapped = `mall-sku-${base.products[0]!.code}`.toLowerCase();
  const mapping = await t.api('POST', `${PRODUCTS}/sku_mappings/store/${base.products[0]!.id}`, {
    shop_id: base.shop.id,
    shop_sku_code: mapped,
  });
  expect(mapping.status).toBe(201);
  return (setup = { ...base, mapped });
}
const upload = (format: string, file: Buffer) =>
  t.yamada(CSV_IMPORT, file, `?format=${format}&shopId=${setup.shop.id}`);
const detailOf = async (id: number) => (await t.yamada(`${ORDERS}/show/${id}`)).body.data;
const linesOf = (detail: {
  lines: { product_code: string; quantity: number; unit_price: number }[];
}) => detail.lines.map((line) => [line.product_code, line.quantity, line.unit_price]);

describe("the malls' own order files", () => {
  it('reads a 楽天 RMS 受注CSV in Shift_JIS: rows grouped by 注文番号, SKU by mapping, CP932 characters and a quoted line break kept, 代引; キャンセル and 保留 skipped; a re-import is 取込済', async () => {
    await ready();
    const [a, b] = setup.products;
    const file = cp932(fixture('rakuten.csv'));
    const answer = await upload('rakuten', file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ created: 2, existing: 0 });
    // The mall's status keeps them out (an unknown SKU of a cancelled order is never read).
    expect(answer.body.data.skipped).toEqual([
      { line: 7, order_number: '123456-20260401-0000003', reason: 'cancelled' },
      { line: 8, order_number: '123456-20260401-0000004', reason: 'pending' },
    ]);
    const first = await detailOf(answer.body.data.orders[0].id);
    expect(first).toMatchObject({
      order_number: '123456-20260401-0000001',
      shop_id: setup.shop.id,
      ordered_at: '2026-04-01T01:30:00.000Z',
      recipient_name: '髙橋 一郎',
      recipient_kana: 'タカハシ イチロウ',
      postal_code: '530-0001',
      prefecture: '大阪府',
      city: '大阪市北区',
      town: '梅田3-1-1 ㈱ロジ①ビル～5F',
      phone: '06-2345-6789',
      delivery_date: '2026-04-05',
      delivery_time_slot: '14-16時',
      delivery_method: null,
      cod_amount: null,
    });
    expect(linesOf(first)).toEqual([
      [a!.code, 2, 980],
      [b!.code, 1, 2000],
    ]);
    const second = await detailOf(answer.body.data.orders[1].id);
    expect(second).toMatchObject({
      delivery_method: 'takkyubin',
      delivery_time_slot: '午前中',
      cod_amount: 2530,
      cod_fee: 330,
      shipping_fee: 700,
    });

    const before = await orderCounts(t.app);
    const again = await upload('rakuten', file);
    expect(again.body.data).toMatchObject({ created: 0, existing: 2 });
    expect(await orderCounts(t.app)).toEqual(before);
  });

  it('cancels an order imported earlier that a later 楽天 file says is キャンセル, through the order owner, once', async () => {
    await ready();
    const file = () =>
      cp932(
        fixture('rakuten.csv').replace(/(123456-20260401-0000002),発送待ち/, '$1,キャンセル確定'),
      );
    const first = await upload('rakuten', cp932(fixture('rakuten.csv')));
    const id = first.body.data.orders[1].id as number;
    const later = await upload('rakuten', file());
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.data).toMatchObject({ created: 0, existing: 1 });
    expect(later.body.data.skipped[0]).toEqual({
      line: 6,
      order_number: '123456-20260401-0000002',
      reason: 'cancelled',
      earlier: 'cancelled',
    });
    expect((await detailOf(id)).status).toBe('cancelled');
    const again = await upload('rakuten', file());
    expect(again.body.data.skipped[0]).toMatchObject({ earlier: 'already' });
  });

  it('leaves an instructed order the mall later cancels to the operator, unchanged', async () => {
    await ready();
    const { rows } = await t.app.db.execute<{ organisation_id: string }>(
      sql`select organisation_id from shops where id = ${setup.shop.id}`,
    );
    const world = await outboundWorld(t.app.db, { organisationId: rows[0]!.organisation_id });
    await world.stock([[0, 0, 3]]);
    const file = (status: string) =>
      cp932(
        `注文番号,ステータス,注文日時,送付先名字,送付先郵便番号1,送付先郵便番号2,送付先住所都道府県,送付先住所郡市区,送付先電話番号1,商品管理番号,個数,単価\r\n` +
          `R-INSTRUCTED,${status},2026-04-01 10:30:00,髙橋,100,0005,東京都,千代田区,03-1234-5678,${world.productCodes[0]},1,980\r\n`,
      );
    const upload = (bytes: Buffer) =>
      t.yamada(CSV_IMPORT, bytes, `?format=rakuten&shopId=${world.shopId}`);
    const id = (await upload(file('発送待ち'))).body.data.orders[0].id as number;
    await t.yamada('/api/allocation/run', { json: { order_ids: [id] } });
    const sent = await t.yamada('/api/shipping_instructions/send', { json: { order_ids: [id] } });
    expect(sent.body.data.changed).toBe(1);
    expect(sent.status).toBe(200);
    const later = await upload(file('キャンセル確定'));
    expect(later.body.data.skipped).toEqual([
      { line: 2, order_number: 'R-INSTRUCTED', reason: 'cancelled', earlier: 'operator' },
    ]);
    expect((await detailOf(id)).status).toBe('instructed');
  });

  it('refuses an Amazon report (Shift_JIS TSV) with an unknown SKU on its line, writing nothing; the same report in UTF-8 imports', async () => {
    await ready();
    const [a, b] = setup.products;
    const before = await orderCounts(t.app);
    const refused = await upload('amazon', cp932(fixture('amazon.tsv')));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { 行目: 4, エラー: { 商品コード: ['商品コード：「NO-SUCH-SKU」は登録されていません'] } },
    ]);
    expect(await orderCounts(t.app)).toEqual(before);

    const answer = await upload('amazon', utf8Bom(fixture('amazon.tsv', b!.code)));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ created: 2, existing: 0 });
    expect(answer.body.data.skipped).toEqual([
      { line: 5, order_number: '250-1234567-1000003', reason: 'cancelled' },
      { line: 6, order_number: '250-1234567-1000004', reason: 'pending' },
    ]);
    const first = await detailOf(answer.body.data.orders[0].id);
    expect(first).toMatchObject({
      order_number: '250-1234567-1000001',
      recipient_name: '髙田 ①郎',
      city: '千代田区',
      town: '丸の内1-9-1',
      building: '㈱ロジ～ビル',
      phone: '03-1234-5678',
    });
    // item-price is the line's total; the item cancelled to 0 pieces is no line.
    expect(linesOf(first)).toEqual([[a!.code, 3, 980]]);
    const second = await detailOf(answer.body.data.orders[1].id);
    expect(second).toMatchObject({ city: '大阪市北区梅田3-1-1', prefecture: '大阪府' });
  });

  it('reads a Yahoo! 注文CSV (Shift_JIS) and a Shopify export (UTF-8, order columns on the first row only), skipping what the mall cancelled or holds', async () => {
    await ready();
    const [a, b] = setup.products;
    const yahoo = await upload('yahoo', cp932(fixture('yahoo.csv')));
    expect(yahoo.status, JSON.stringify(yahoo.body)).toBe(200);
    expect(yahoo.body.data.skipped).toEqual([
      { line: 4, order_number: 'store-10000002', reason: 'cancelled' },
      { line: 5, order_number: 'store-10000003', reason: 'pending' },
    ]);
    const fromYahoo = await detailOf(yahoo.body.data.orders[0].id);
    expect(fromYahoo).toMatchObject({
      order_number: 'store-10000001',
      recipient_name: '髙木 花子',
      postal_code: '100-0005',
      town: '丸の内1-9-1',
      building: '①号館 ㈱ロジ～3F',
      delivery_method: 'takkyubin',
      delivery_date: '2026-04-06',
      delivery_time_slot: '19-21時',
      cod_amount: 3300,
      cod_fee: 330,
      shipping_fee: 500,
    });
    expect(linesOf(fromYahoo)).toEqual([[a!.code, 1, 2470]]);

    const shopify = await upload('shopify', Buffer.from(fixture('shopify.csv'), 'utf8'));
    expect(shopify.status, JSON.stringify(shopify.body)).toBe(200);
    // Cancelled at and a voided payment skip; a 代引 order's pending payment does not.
    expect(shopify.body.data.skipped).toEqual([
      { line: 5, order_number: '#1002', reason: 'cancelled' },
      { line: 6, order_number: '#1003', reason: 'cancelled' },
    ]);
    expect(
      shopify.body.data.orders.map((order: { order_number: string }) => order.order_number),
    ).toEqual(['#1001', '#1004']);
    const fromShopify = await detailOf(shopify.body.data.orders[0].id);
    expect(fromShopify).toMatchObject({
      order_number: '#1001',
      ordered_at: '2026-04-01T01:30:00.000Z',
      postal_code: '530-0001',
      prefecture: '大阪府',
      building: '㈱ロジ①ビル 5F',
      phone: '090-1234-5678',
      delivery_method: 'yu_pack',
      shipping_fee: 800,
      cod_amount: null,
    });
    expect(linesOf(fromShopify)).toEqual([
      [a!.code, 2, 980],
      [b!.code, 1, 1500],
    ]);
  });

  it('refuses a mall file without a shop, or without the mall’s required columns', async () => {
    await ready();
    const noShop = await t.yamada(CSV_IMPORT, Buffer.from('Name\r\n#1\r\n'), '?format=shopify');
    expect(noShop.status).toBe(422);
    expect(noShop.body.message).toBe('モールの受注ファイルは取り込むショップを選んでください');
    const ours = await upload('rakuten', Buffer.from('注文番号,個数\r\n1,1\r\n'));
    expect(ours.status).toBe(422);
    expect(ours.body.message).toBe('見出し行に誤りがあります。');
    expect(ours.body.errors[0]).toContain('必須の列がありません：注文日時、送付先名字');
  });
});
