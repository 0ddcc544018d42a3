import iconv from 'iconv-lite';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STOCKTAKE_MESSAGES as M } from '@logi/shared';
import { organisationScope } from '../../db/organisation-scope.ts';
import { reconcile } from '../../read-models/reconciliation/index.ts';
import { importApp } from '../product-import/product-import.test-support.ts';
import { storeSetting, storeWarehouse } from '../stocks/stocks.test-support.ts';
import { countableWorld, linesOf, startCount, STOCKTAKES } from './stocktakes.test-support.ts';

// 棚卸 over HTTP against the real database and stock service (decision 069): a count snapshots
// the figures at its start, takes counts typed or imported (all or nothing), and applies
// counted − expected as 棚卸差異 adjustments once, keeping what moved during the count.

const t = importApp();
let organisationId: string;
const api = (method: string, path: string, body?: unknown) => t.api(method, path, body);

beforeAll(async () => {
  const user = await t.api('GET', '/api/auth/user');
  organisationId = user.body.data.organisations[0].uuid;
});

const onHandOf = async (stockId: number) =>
  (await api('GET', `/api/stocks/show/${stockId}`)).body.data.on_hand as number;

describe('棚卸', () => {
  it('starts a count of an own warehouse only, one open at a time, limited to the products asked for', async () => {
    const world = await countableWorld(api, [10, null]);
    const setting = await storeSetting(api);
    const rsl = await storeWarehouse(api, { type: 'rsl', app_setting_id: setting.id });
    const external = await api('POST', `${STOCKTAKES}/store`, { warehouse_id: rsl.id });
    expect(external.status).toBe(422);
    expect(external.body.errors).toEqual({ warehouse_id: [M.externalWarehouse] });
    const unknown = await api('POST', `${STOCKTAKES}/store`, {
      warehouse_id: world.warehouse.id,
      product_codes: `${world.products[0]!.code}\nNO-SUCH-CODE`,
    });
    expect(unknown.body.errors).toEqual({ product_codes: [M.unknownCodes('NO-SUCH-CODE')] });

    const count = await startCount(api, world.warehouse.id, world.prefix);
    expect(count).toMatchObject({ status: 'counting', line_count: 2 });
    const lines = await linesOf(api, count.id);
    expect(lines.get(world.products[0]!.code)).toMatchObject({ expected: 10, counted: null });
    expect(lines.get(world.products[1]!.code)).toMatchObject({ expected: 0, current_on_hand: 0 });
    const again = await api('POST', `${STOCKTAKES}/store`, { warehouse_id: world.warehouse.id });
    expect(again.body.errors).toEqual({ warehouse_id: [M.alreadyOpen] });

    // 中止 frees the warehouse; a cancelled count takes no more counts.
    const cancelled = await api('POST', `${STOCKTAKES}/cancel/${count.id}`);
    expect(cancelled.body.data.status).toBe('cancelled');
    const late = await api('PUT', `${STOCKTAKES}/count/${count.id}`, {
      line_id: lines.get(world.products[0]!.code)!.id,
      counted: 3,
    });
    expect(late.body.errors).toEqual({ form: [M.notCounting('中止')] });
    await startCount(api, world.warehouse.id, world.prefix);
  });

  it('applies counted − expected at the start once: a movement during the count is kept, uncounted stock untouched, the ledger says 棚卸差異', async () => {
    const world = await countableWorld(api, [10, 7, 5, null]);
    const [moved, same, uncounted, fresh] = world.products;
    const count = await startCount(api, world.warehouse.id, world.prefix);
    const lines = await linesOf(api, count.id);
    // A receipt of 4 while the shelf is being counted (an adjustment stands for it here).
    const during = await api('PUT', `/api/stocks/adjust/${moved!.stockId}`, {
      mode: 'delta',
      quantity: 4,
      reason: 'その他',
      note: null,
      version: 1,
    });
    expect(during.status).toBe(200);
    const typed = async (code: string, counted: number) => {
      const answer = await api('PUT', `${STOCKTAKES}/count/${count.id}`, {
        line_id: lines.get(code)!.id,
        counted,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };
    expect(await typed(moved!.code, 8)).toMatchObject({
      expected: 10,
      counted: 8,
      difference: -2,
      current_on_hand: 14,
    });
    await typed(same!.code, 7);
    await typed(fresh!.code, 3);
    expect([...(await linesOf(api, count.id, 'differences')).keys()].sort()).toEqual(
      [moved!.code, fresh!.code].sort(),
    );

    // Two applies at once: one applies, the other waits and finds the count 確定済.
    const [first, second] = await Promise.all([
      api('POST', `${STOCKTAKES}/apply/${count.id}`),
      api('POST', `${STOCKTAKES}/apply/${count.id}`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 422]);
    const applied = first.status === 200 ? first.body.data : second.body.data;
    expect(applied).toMatchObject({ status: 'applied', adjusted_count: 2, difference_count: 2 });
    expect(await onHandOf(moved!.stockId!)).toBe(8 + 4);
    expect(await onHandOf(same!.stockId!)).toBe(7);
    expect(await onHandOf(uncounted!.stockId!)).toBe(5);
    const { rows } = await t.app.db.execute<{ reason: string; on_hand_delta: number }>(sql`
      select reason, on_hand_delta from stock_movements
       where reference_type = 'stocktake' and reference_id = ${String(count.id)}
       order by on_hand_delta`);
    expect(rows).toEqual([
      { reason: '棚卸差異', on_hand_delta: -2 },
      { reason: '棚卸差異', on_hand_delta: 3 },
    ]);
    expect(await reconcile(t.app.db, organisationScope(organisationId))).toEqual([]);
  });

  it('refuses an apply that would break the stock rules, naming the product, and changes nothing', async () => {
    const world = await countableWorld(api, [6]);
    const [product] = world.products;
    const count = await startCount(api, world.warehouse.id, world.prefix);
    const lines = await linesOf(api, count.id);
    // Five of the six leave during the count; a count of 0 would take the shelf to −1.
    await api('PUT', `/api/stocks/adjust/${product!.stockId}`, {
      mode: 'delta',
      quantity: -5,
      reason: '紛失',
      note: null,
      version: 1,
    });
    await api('PUT', `${STOCKTAKES}/count/${count.id}`, {
      line_id: lines.get(product!.code)!.id,
      counted: 0,
    });
    const refused = await api('POST', `${STOCKTAKES}/apply/${count.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.form[0]).toContain(product!.code);
    expect(await onHandOf(product!.stockId!)).toBe(1);
    expect((await api('GET', `${STOCKTAKES}/show/${count.id}`)).body.data.status).toBe('counting');
  });

  it('exports the sheet with or without 理論在庫 and imports the filled one all or nothing', async () => {
    const world = await countableWorld(api, [9, 4]);
    const [a, b] = world.products;
    const count = await startCount(api, world.warehouse.id, world.prefix);
    const sheet = async (blind: boolean) => {
      const answer = await t.yamada(`${STOCKTAKES}/sheet/${count.id}`, {
        json: { encoding: 'sjis', blind },
      });
      return iconv.decode(answer.bytes, 'cp932').trim().split('\r\n');
    };
    // A warehouse without shelves: every line is 棚番未設定 (an empty 棚番).
    expect((await sheet(false))[0]).toBe('棚番,商品コード,JANコード,商品名,理論在庫,実棚数');
    expect((await sheet(false))[1]).toBe(`,${a!.code},,国産緑茶ティーバッグ 50包,9,`);
    expect(await sheet(true)).toEqual([
      '棚番,商品コード,JANコード,商品名,実棚数',
      `,${a!.code},,国産緑茶ティーバッグ 50包,`,
      `,${b!.code},,国産緑茶ティーバッグ 50包,`,
    ]);

    const upload = (text: string) =>
      t.yamada(`${STOCKTAKES}/import/${count.id}`, iconv.encode(text, 'cp932'));
    const bad = await upload(
      `商品コード,実棚数\r\n${a!.code},8\r\n${b!.code},三\r\nNOT-IN-COUNT,1\r\n`,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { 行目: 3, エラー: { 実棚数: [M.rowBadCount('三')] } },
      { 行目: 4, エラー: { 商品コード: [M.rowUnknownProduct('NOT-IN-COUNT')] } },
    ]);
    expect((await linesOf(api, count.id)).get(a!.code)!.counted).toBeNull();

    const good = await upload(`商品コード,実棚数\r\n${a!.code},８\r\n${b!.code},\r\n`);
    expect(good.body.data).toEqual({ counted: 1 });
    const lines = await linesOf(api, count.id);
    expect(lines.get(a!.code)).toMatchObject({ counted: 8, difference: -1 });
    expect(lines.get(b!.code)!.counted).toBeNull();
  });

  it('answers 404 to another organisation on every route of a count', async () => {
    const world = await countableWorld(api, [2]);
    const count = await startCount(api, world.warehouse.id, world.prefix);
    const id = count.id;
    const theirs = [
      await t.suzuki(`${STOCKTAKES}/show/${id}`),
      await t.suzuki(`${STOCKTAKES}/lines/${id}`, { json: {} }),
      await t.suzuki(`${STOCKTAKES}/sheet/${id}`, { json: {} }),
      await t.suzuki(`${STOCKTAKES}/import/${id}`, '商品コード,実棚数\r\nX,1\r\n'),
      await t.suzuki(`${STOCKTAKES}/apply/${id}`, { json: {} }),
      await t.suzuki(`${STOCKTAKES}/cancel/${id}`, { json: {} }),
    ];
    expect(theirs.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const store = await t.suzuki(`${STOCKTAKES}/store`, {
      json: { warehouse_id: world.warehouse.id },
    });
    expect(store.body.errors).toEqual({ warehouse_id: [M.warehouseNotFound] });
    expect((await api('GET', `${STOCKTAKES}/show/${id}`)).body.data.status).toBe('counting');
  });
});
