import iconv from 'iconv-lite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv-parse.ts';
import { signIn, type Credentials } from '../../test/sign-in.ts';
import {
  SHOPS,
  STORE,
  SUZUKI,
  YAMADA,
  nextCode,
  orderBody,
  orderSetup,
  shopBody,
  store,
  twoOrganisations,
  type Setup,
} from './orders.test-support.ts';

// 引当管理's files (decision 062): the list's CSV under its filters, and the malls' shipment files.
const t = twoOrganisations();
const EXPORT = '/api/orders/export';
const SHIPMENT_FILE = '/api/orders/shipment_file';

async function download(who: Credentials, path: string, body: object) {
  const { jar } = await signIn(t.app.baseUrl, who);
  const response = await fetch(`${t.app.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      cookie: jar.header(),
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Stores an order and marks it 出荷済 as a shipment booking leaves it (carrier label, number). */
async function shippedOrder(
  setup: Setup,
  shippedOn: string,
  overrides: Record<string, unknown> = {},
) {
  const order = orderBody(setup, overrides);
  const stored = await t.yamada('POST', STORE, { orders: [order] });
  expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  const id = stored.body.data.orders[0].id as number;
  await t.app.db.execute(sql`update orders set status = 'shipped', shipped_on = ${shippedOn},
    carrier = 'ヤマト運輸', tracking_number = ${`4${String(id).padStart(11, '0')}`},
    delivery_method = 'takkyubin', delivery_carrier = 'yamato' where id = ${id}`);
  return { id, orderNumber: order.order_number as string };
}

describe('the order CSV export', () => {
  it('exports the filtered list one row per line, in Shift_JIS with ㈱ kept', async () => {
    const setup = await orderSetup(t.yamada);
    const keyword = nextCode('EXP');
    const shipped = await shippedOrder(setup, '2026-11-20', {
      order_number: `${keyword}-1`,
      recipient_name: '㈱ロジ 髙橋',
      building: 'ロジビル5F',
    });
    // Same keyword, not shipped: the status tab leaves it out.
    await t.yamada('POST', STORE, { orders: [orderBody(setup, { order_number: `${keyword}-2` })] });
    const filters = { keyword, status: 'shipped', date_from: '2026-01-01', date_to: '2026-12-31' };
    const { response, bytes } = await download(YAMADA, EXPORT, { ...filters, encoding: 'sjis' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('Shift_JIS');
    const [header, ...rows] = parseCsv(iconv.decode(bytes, 'cp932'));
    expect(header).toEqual([
      '受注番号',
      'ショップ',
      '受注日時',
      'ステータス',
      '倉庫',
      '配送業者',
      '配送方法',
      '伝票番号',
      '出荷日',
      '送付先名',
      '郵便番号',
      '住所',
      '商品コード',
      '数量',
    ]);
    const [a, b] = setup.products;
    expect(rows).toEqual(
      [a!, b!].map((product, index) => [
        shipped.orderNumber,
        'ロジ商店 楽天市場店',
        '2026-04-01 10:30',
        '出荷済',
        '',
        'ヤマト運輸',
        '宅急便',
        `4${String(shipped.id).padStart(11, '0')}`,
        '2026-11-20',
        '㈱ロジ 髙橋',
        '100-0005',
        '東京都千代田区丸の内1-9-1 ロジビル5F',
        product.code,
        String(index + 1),
      ]),
    );
    // UTF-8 starts with its BOM; another organisation's export holds none of these orders.
    const utf8 = await download(YAMADA, EXPORT, filters);
    expect(utf8.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const theirs = await download(SUZUKI, EXPORT, { keyword });
    expect(parseCsv(theirs.bytes.toString('utf8').replace(/^\uFEFF/, ''))).toHaveLength(1);
  });
});

describe('the 出荷連携ファイル', () => {
  it('writes the shop’s mall file for the orders shipped in the range, and refuses the rest', async () => {
    const setup = await orderSetup(t.yamada);
    const inside = await shippedOrder(setup, '2026-11-10');
    const last = await shippedOrder(setup, '2026-11-12');
    await shippedOrder(setup, '2026-11-13'); // after the range
    const body = { shop_id: setup.shop.id, shipped_from: '2026-11-10', shipped_to: '2026-11-12' };
    const { response, bytes } = await download(YAMADA, SHIPMENT_FILE, body);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('.csv');
    const tracking = (id: number) => `4${String(id).padStart(11, '0')}`;
    expect(iconv.decode(bytes, 'cp932')).toBe(
      '注文番号,送付先ID,発送明細ID,お荷物伝票番号,配送会社,発送日\r\n' +
        `${inside.orderNumber},,,${tracking(inside.id)},1001,2026-11-10\r\n` +
        `${last.orderNumber},,,${tracking(last.id)},1001,2026-11-12\r\n`,
    );

    // The mall comes from the shop master: an Amazon shop gets the 出荷通知 flat file.
    const amazon = await store(t.yamada, SHOPS, shopBody({ mall: 'Amazon' }));
    const amazonSetup = { ...setup, shop: { id: amazon.id, code: String(amazon.code) } };
    await shippedOrder(amazonSetup, '2026-11-11');
    const flat = await download(YAMADA, SHIPMENT_FILE, { ...body, shop_id: amazon.id });
    expect(flat.response.headers.get('content-disposition')).toContain('.txt');
    expect(iconv.decode(flat.bytes, 'cp932')).toMatch(/^TemplateType=OrderFulfillment\t/);

    // Refusals change nothing and say why: another organisation's shop, a mall without a file,
    // nothing shipped, a range the wrong way round.
    const other = await download(SUZUKI, SHIPMENT_FILE, body);
    expect(other.response.status).toBe(404);
    const own = await store(t.yamada, SHOPS, shopBody({ mall: '自社サイト' }));
    const refusals = [
      [
        { ...body, shop_id: own.id },
        'モール「自社サイト」のショップには出荷連携ファイルがありません',
      ],
      [
        { ...body, shipped_from: '2026-10-01', shipped_to: '2026-10-31' },
        '出荷済の受注がありません',
      ],
      [{ ...body, shipped_to: '2026-11-01' }, '出荷日（まで）は出荷日（から）以降'],
    ] as const;
    for (const [refused, message] of refusals) {
      const answer = await t.yamada('POST', SHIPMENT_FILE, refused);
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });
});
