import { todayJst } from '@logi/shared';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { exportCsv, YAMADA } from '../../test/masters.test-support.ts';
import {
  INVALID_INPUT,
  REQUIRED,
  STALE,
  STOCKS,
  productAndWarehouse,
  stockOf,
  storeSetting,
  storeStock,
  storeWarehouse,
  twoOrganisations,
} from './stocks.test-support.ts';

const setup = twoOrganisations();
const { yamada, suzuki } = setup;
const adjust = (id: number, body: Record<string, unknown>) =>
  yamada('PUT', `${STOCKS}/adjust/${id}`, { reason: '棚卸差異', note: null, ...body });

describe('stock registration and adjustment', () => {
  it('registers initial stock once; a second registration of the same pair is a field error', async () => {
    const { product, warehouse } = await productAndWarehouse(yamada);
    const pair = { product_id: product.id, warehouse_id: warehouse.id };
    const created = await storeStock(yamada, { ...pair, on_hand: 12, non_sellable: 2 });
    expect(created).toMatchObject({
      on_hand: 12,
      allocated: 0,
      available: 12,
      non_sellable: 2,
      version: 1,
    });
    const again = await yamada('POST', `${STOCKS}/store`, { ...pair, on_hand: 5 });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      warehouse_id: ['この商品の在庫はこの倉庫に既に登録されています'],
    });
    const history = await yamada('GET', `${STOCKS}/history/${created.id}`);
    expect(history.body.data.data).toMatchObject([
      {
        kind: 'initial',
        on_hand_delta: 12,
        on_hand_after: 12,
        non_sellable_after: 2,
        user_name: '山田 太郎',
      },
    ]);
  });

  it('refuses stock typed by hand for an external warehouse: its figure comes from the warehouse', async () => {
    const { product } = await productAndWarehouse(yamada);
    const setting = await storeSetting(yamada);
    const rsl = await storeWarehouse(yamada, { type: 'rsl', app_setting_id: setting.id });
    const refused = await yamada('POST', `${STOCKS}/store`, {
      product_id: product.id,
      warehouse_id: rsl.id,
      on_hand: 25,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      warehouse_id: [
        '外部倉庫の在庫は手入力で登録できません。在庫差異で倉庫の在庫を取得して反映してください',
      ],
    });
    const listed = await yamada('POST', `${STOCKS}/search`, {
      stock_type: 'stockByWarehouse',
      warehouse_id: rsl.id,
    });
    expect(listed.body.data.total).toBe(0);
  });

  it("refuses another organisation's product or warehouse on registration", async () => {
    const theirs = await productAndWarehouse(suzuki);
    const ours = await productAndWarehouse(yamada);
    const refused = await yamada('POST', `${STOCKS}/store`, {
      product_id: theirs.product.id,
      warehouse_id: ours.warehouse.id,
      on_hand: 1,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ product_id: ['商品が見つかりませんでした'] });
  });

  it('adjusts to a figure and by a delta, each with its reason in the ledger; a stale version is 409', async () => {
    const stock = await stockOf(yamada, 10);
    const set = await adjust(stock.id, {
      mode: 'set',
      quantity: 7,
      version: 1,
      note: '棚卸で3個不足',
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ on_hand: 7, version: 2 });
    const delta = await adjust(stock.id, {
      mode: 'delta',
      quantity: -2,
      reason: '破損',
      version: 2,
    });
    expect(delta.body.data).toMatchObject({ on_hand: 5, available: 5, version: 3 });

    const stale = await adjust(stock.id, { mode: 'delta', quantity: 1, version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);

    const history = await yamada('GET', `${STOCKS}/history/${stock.id}?per_page=2`);
    expect(history.body.data).toMatchObject({ total: 3, last_page: 2 });
    expect(history.body.data.data).toMatchObject([
      { kind: 'adjustment', on_hand_delta: -2, on_hand_after: 5, reason: '破損' },
      {
        kind: 'adjustment',
        on_hand_delta: -3,
        on_hand_after: 7,
        reason: '棚卸差異',
        note: '棚卸で3個不足',
      },
    ]);
  });

  it('refuses a reason outside the list, a figure below zero and an unchanged figure, writing nothing', async () => {
    const stock = await stockOf(yamada, 3);
    const noReason = await yamada('PUT', `${STOCKS}/adjust/${stock.id}`, {
      mode: 'delta',
      quantity: 1,
      version: 1,
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual([REQUIRED]);
    const negative = await adjust(stock.id, { mode: 'delta', quantity: -4, version: 1 });
    expect(negative.status).toBe(422);
    expect(negative.body).toMatchObject({
      message: INVALID_INPUT,
      errors: { quantity: ['実在庫数は0未満にできません（現在の実在庫数: 3）'] },
    });
    const unchanged = await adjust(stock.id, { mode: 'set', quantity: 3, version: 1 });
    expect(unchanged.body.errors).toEqual({ quantity: ['在庫数が変わりません'] });
    const shown = await yamada('GET', `${STOCKS}/show/${stock.id}`);
    expect(shown.body.data).toMatchObject({ on_hand: 3, version: 1 });
    expect((await yamada('GET', `${STOCKS}/history/${stock.id}`)).body.data.total).toBe(1);
  });

  it("answers 404 for another organisation's stock row, its history and its adjustment", async () => {
    const stock = await stockOf(yamada, 4);
    for (const response of [
      await suzuki('GET', `${STOCKS}/show/${stock.id}`),
      await suzuki('GET', `${STOCKS}/history/${stock.id}`),
      await suzuki('PUT', `${STOCKS}/adjust/${stock.id}`, {
        mode: 'set',
        quantity: 0,
        reason: '紛失',
        version: 1,
      }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('在庫が見つかりませんでした');
    }
    expect((await yamada('GET', `${STOCKS}/show/${stock.id}`)).body.data.on_hand).toBe(4);
  });

  it('keeps a warehouse or a product that holds stock from being deleted', async () => {
    const { product, warehouse } = await productAndWarehouse(yamada);
    await storeStock(yamada, { product_id: product.id, warehouse_id: warehouse.id, on_hand: 0 });
    for (const path of [
      `/api/warehouses/destroy/${warehouse.id}`,
      `/api/products/destroy/${product.id}`,
    ]) {
      const refused = await yamada('DELETE', path);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('在庫（1件）が登録されているため削除できません');
    }
  });
});

describe('日次在庫表 export', () => {
  it('sends the same lines as UTF-8 with a BOM or as Shift_JIS', async () => {
    const { product, warehouse } = await productAndWarehouse(yamada, { name: '緑茶 ①' });
    await storeStock(yamada, { product_id: product.id, warehouse_id: warehouse.id, on_hand: 3 });
    const body = { date: todayJst() };
    const utf8 = await exportCsv(setup.app, YAMADA, `${STOCKS}/daily/export`, body);
    const sjis = await exportCsv(setup.app, YAMADA, `${STOCKS}/daily/export`, {
      ...body,
      encoding: 'sjis',
    });
    expect([utf8.status, sjis.status]).toEqual([200, 200]);
    const text = utf8.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF商品コード,')).toBe(true);
    expect(text).toContain(`${product.product_code},緑茶 ①,`);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(iconv.decode(sjis.bytes, 'cp932')).toBe(text.slice(1));
  });
});
