import { describe, expect, it } from 'vitest';
import { shopBody } from '../../test/masters.test-support.ts';
import {
  importApp,
  orderBody,
  orderCounts,
  orderSetup,
  ORDERS,
  STORE,
  type Setup,
} from './orders.test-support.ts';

const t = importApp();
const post = (who: 'yamada' | 'suzuki', path: string, json: unknown) => t[who](path, { json });
let setup: Setup;
const ready = async () => (setup ??= await orderSetup(t.api));
// Delivery details in wire names, 宅急便's carrier left blank (the CSV's test reads every field).
const DELIVERY = { delivery_method: 'takkyubin', cod_amount: 5330, cod_fee: 330, gift: true };

describe('POST /api/orders/store', () => {
  it('stores an order as 未引当 with its lines; the detail and the list show it', async () => {
    await ready();
    const body = orderBody(setup, {
      delivery_date: '2026-04-03',
      delivery_time_slot: '午前中',
      ...DELIVERY,
    });
    const answer = await post('yamada', STORE, { orders: [body] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ created: 1, existing: 0 });
    const [stored] = answer.body.data.orders;
    expect(stored).toMatchObject({
      order_number: body.order_number,
      status: 'unallocated',
      created: true,
    });

    const detail = await t.yamada(`${ORDERS}/show/${stored.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      order_number: body.order_number,
      shop_code: setup.shop.code,
      ordered_at: '2026-04-01T01:30:00.000Z',
      source: 'api',
      postal_code: '100-0005',
      postal_mismatch: false,
      delivery_date: '2026-04-03',
      delivery_time_slot: '午前中',
      ...DELIVERY,
      delivery_carrier: 'yamato',
      quantity_total: 3,
      allocated_total: 0,
      amount_total: 1000 + 2 * 2000,
      allocations: [],
    });
    expect(
      detail.body.data.lines.map((line: Record<string, unknown>) => [
        line.line_number,
        line.product_code,
        line.quantity,
        line.allocated_qty,
        line.shipped_qty,
      ]),
    ).toEqual([
      [1, setup.products[0]!.code, 1, 0, 0],
      [2, setup.products[1]!.code, 2, 0, 0],
    ]);

    const list = await post('yamada', `${ORDERS}/search`, { keyword: body.order_number });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.data[0]).toMatchObject({
      id: stored.id,
      line_count: 2,
      status: 'unallocated',
      delivery_carrier: 'yamato',
    });
  });

  it('is idempotent by shop and order number: the same order again writes nothing', async () => {
    await ready();
    const body = orderBody(setup, { ordered_at: '2026-04-01T01:30:00Z', postal_code: '1000005' });
    const first = await post('yamada', STORE, { orders: [body] });
    const before = await orderCounts(t.app);
    const again = await post('yamada', STORE, { orders: [body] });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ created: 0, existing: 1 });
    expect(again.body.data.orders[0]).toMatchObject({
      id: first.body.data.orders[0].id,
      created: false,
    });
    expect(await orderCounts(t.app)).toEqual(before);
  });

  it('refuses a different order under a stored number with 409, writing nothing', async () => {
    await ready();
    const body = orderBody(setup);
    await post('yamada', STORE, { orders: [body] });
    const fresh = orderBody(setup);
    const before = await orderCounts(t.app);
    const changed = { ...body, lines: [{ product_code: setup.products[0]!.code, quantity: 9 }] };
    const answer = await post('yamada', STORE, { orders: [fresh, changed] });
    expect(answer.status).toBe(409);
    // Different delivery details under the same number are a different order too.
    const otherDelivery = { ...body, delivery_method: 'nekopos' };
    expect((await post('yamada', STORE, { orders: [otherDelivery] })).status).toBe(409);
    expect(answer.body.message).toBe(
      `受注番号「${body.order_number}」は別の内容で登録済みです。同じ受注番号で内容を変えることはできません`,
    );
    expect(await orderCounts(t.app)).toEqual(before);
  });

  it('refuses bad input with a clear message on the field and writes nothing', async () => {
    await ready();
    const suzukiShop = await post('suzuki', '/api/shops/store', {
      code: 'SUZUKI-SHOP-1',
      name: '鈴木商店',
      mall: 'Amazon',
      url: null,
      warehouse_group_id: null,
      is_active: true,
    });
    expect(suzukiShop.status).toBe(201);
    const duplicate = orderBody(setup);
    const cases: [unknown, string, string][] = [
      [
        { orders: [orderBody(setup, { lines: [] })] },
        'orders.0.lines',
        '明細を1件以上指定してください',
      ],
      [
        { orders: [orderBody(setup, { lines: [{ product_code: 'NO-SUCH-CODE', quantity: 1 }] })] },
        'orders.0.lines.0.product_code',
        '商品コード「NO-SUCH-CODE」の商品は登録されていません',
      ],
      [
        {
          orders: [
            orderBody(setup, { lines: [{ product_code: setup.products[0]!.code, quantity: 0 }] }),
          ],
        },
        'orders.0.lines.0.quantity',
        '1以上で入力してください',
      ],
      [
        { orders: [duplicate, duplicate] },
        'orders.1.order_number',
        `受注番号「${duplicate.order_number}」が重複しています`,
      ],
      [
        { orders: [orderBody(setup, { shop_code: 'SUZUKI-SHOP-1' })] },
        'orders.0.shop_code',
        'ショップが見つかりませんでした',
      ],
      [
        {
          orders: [
            orderBody(setup, {
              lines: [
                { product_code: setup.products[0]!.code, quantity: 1 },
                { product_code: setup.products[0]!.code, quantity: 2 },
              ],
            }),
          ],
        },
        'orders.0.lines.1.product_code',
        '同じ商品が複数の明細にあります',
      ],
      [
        { orders: [orderBody(setup, { shop_code: null })] },
        'orders.0.shop_code',
        'ショップコードかショップを指定してください',
      ],
      [
        { orders: [orderBody(setup, { ordered_at: '2026-02-30 10:00' })] },
        'orders.0.ordered_at',
        '形式が間違っています',
      ],
      [
        { orders: [orderBody(setup, { delivery_method: 'nekopos', cod_amount: 3000 })] },
        'orders.0.cod_amount',
        'ネコポスは代引きできません。',
      ],
    ];
    const before = await orderCounts(t.app);
    for (const [body, field, message] of cases) {
      const answer = await post('yamada', STORE, body);
      expect(answer.status, field).toBe(422);
      expect(answer.body.errors[field], field).toContain(message);
    }
    expect(await orderCounts(t.app)).toEqual(before);
  });

  it('refuses a lone surrogate in the order number (was a 500) and in any text (was stored as U+FFFD)', async () => {
    await ready();
    const before = await orderCounts(t.app);
    const inNumber = await post('yamada', STORE, {
      orders: [orderBody(setup, { order_number: '\ud800' })],
    });
    expect(inNumber.status, JSON.stringify(inNumber.body)).toBe(422);
    expect(inNumber.body.errors).toEqual({ 'orders.0.order_number': ['形式が間違っています'] });
    const inTexts = await post('yamada', STORE, {
      orders: [orderBody(setup, { recipient_name: '山田\udc00太郎', note: '配送メモ\ud83d' })],
    });
    expect(inTexts.status, JSON.stringify(inTexts.body)).toBe(422);
    expect(inTexts.body.errors).toEqual({
      'orders.0.recipient_name': ['形式が間違っています'],
      'orders.0.note': ['形式が間違っています'],
    });
    expect(await orderCounts(t.app)).toEqual(before);
  });

  it('flags a postal code outside the prefecture (postal_mismatch)', async () => {
    await ready();
    const body = orderBody(setup, {
      postal_code: '100-0005',
      prefecture: '大阪府',
      city: '大阪市北区',
    });
    const answer = await post('yamada', STORE, { orders: [body] });
    const detail = await t.yamada(`${ORDERS}/show/${answer.body.data.orders[0].id}`);
    expect(detail.body.data.postal_mismatch).toBe(true);
  });
});

describe('reads of 引当管理', () => {
  it('filters by shop, product, date range and keyword; counts per status in one answer', async () => {
    const own = await orderSetup(t.api, 1);
    const other = await orderSetup(t.api, 1);
    await post('yamada', STORE, {
      orders: [
        orderBody(own, { ordered_at: '2026-05-10 09:00', recipient_name: '検索 一郎' }),
        orderBody(own, { ordered_at: '2026-05-11 23:59' }),
        orderBody(other, { ordered_at: '2026-05-12 00:00' }),
      ],
    });
    const search = (filters: Record<string, unknown>) =>
      post('yamada', `${ORDERS}/search`, filters).then((answer) => answer.body.data.total);
    expect(await search({ shop_id: own.shop.id })).toBe(2);
    expect(await search({ product_code: other.products[0]!.code })).toBe(1);
    expect(
      await search({ shop_id: own.shop.id, date_from: '2026-05-11', date_to: '2026-05-11' }),
    ).toBe(1);
    expect(await search({ keyword: '検索 一郎' })).toBe(1);
    expect(await search({ shop_id: own.shop.id, status: 'allocated' })).toBe(0);
    const counts = await post('yamada', `${ORDERS}/counts`, {
      shop_id: own.shop.id,
      status: 'allocated',
    });
    expect(counts.body.data).toEqual({
      counts: [
        { status: 'unallocated', count: 2 },
        { status: 'partial', count: 0 },
        { status: 'allocated', count: 0 },
        { status: 'instructed', count: 0 },
        { status: 'working', count: 0 },
        { status: 'inspected', count: 0 },
        { status: 'partially_shipped', count: 0 },
        { status: 'shipped', count: 0 },
        { status: 'on_hold', count: 0 },
        { status: 'ng', count: 0 },
        { status: 'cancelled', count: 0 },
      ],
      total: 2,
    });
  });

  it("keeps each organisation's orders its own: another's detail is 404, its list holds none", async () => {
    await ready();
    const answer = await post('yamada', STORE, { orders: [orderBody(setup)] });
    const id = answer.body.data.orders[0].id;
    expect((await t.suzuki(`${ORDERS}/show/${id}`)).status).toBe(404);
    expect((await t.yamada(`${ORDERS}/show/999999999`)).status).toBe(404);
    expect((await t.yamada(`${ORDERS}/show/abc`)).status).toBe(404);
    const theirs = await post('suzuki', `${ORDERS}/search`, { per_page: 100 });
    expect(theirs.body.data.data.map((row: { id: number }) => row.id)).not.toContain(id);
  });
});

describe('POST /api/orders/demo', () => {
  it("makes realistic orders of today from the organisation's shops and products", async () => {
    await ready();
    const answer = await post('yamada', `${ORDERS}/demo`, { count: 5 });
    expect(answer.status).toBe(201);
    expect(answer.body.data.created).toBe(5);
    const detail = await t.yamada(`${ORDERS}/show/${answer.body.data.orders[0].id}`);
    expect(detail.body.data).toMatchObject({
      source: 'demo',
      status: 'unallocated',
      postal_mismatch: false,
    });
    expect(detail.body.data.delivery_carrier).toMatch(/^(yamato|sagawa|japanpost)$/);
    expect(detail.body.data.lines.length).toBeGreaterThan(0);
    const other = await post('suzuki', `${ORDERS}/demo`, { count: 1, shop_id: setup.shop.id });
    expect(other.status).toBe(422);
    expect(other.body.errors.shop_id).toEqual(['ショップが見つかりませんでした']);
  });

  it('makes them for a named shop past the first twenty of the organisation', async () => {
    await ready();
    let last = 0;
    for (let i = 0; i < 21; i += 1)
      last = (await post('yamada', '/api/shops/store', shopBody())).body.data.id;
    const answer = await post('yamada', `${ORDERS}/demo`, { count: 1, shop_id: last });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const detail = await t.yamada(`${ORDERS}/show/${answer.body.data.orders[0].id}`);
    expect(detail.body.data.shop_id).toBe(last);
  });
});
