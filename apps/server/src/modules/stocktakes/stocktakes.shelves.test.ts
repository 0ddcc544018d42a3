import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { STOCK_LOCATION_MESSAGES, STOCKTAKE_MESSAGES as M } from '@logi/shared';
import { organisationScope } from '../../db/organisation-scope.ts';
import { reconcile } from '../../read-models/reconciliation/index.ts';
import { importApp } from '../product-import/product-import.test-support.ts';
import { warehouseBody, WAREHOUSES } from '../warehouses/warehouses.test-support.ts';
import { foreignShelf, ledgerOf, shelvesOf } from '../stocks/stock-locations.test-support.ts';
import {
  relocate,
  shelfLinesOf,
  shelvedCountWorld,
  STOCKTAKES,
} from './stocktakes.test-support.ts';

// 棚卸 by shelf (decisions 066, 069): a count's lines are product × shelf (棚番未設定 among them),
// a count may cover some shelves only, and the apply moves the shelf each line counted.

const t = importApp();
const api = (method: string, path: string, body?: unknown) => t.api(method, path, body);
let organisationId: string;

beforeAll(async () => {
  const user = await t.api('GET', '/api/auth/user');
  organisationId = user.body.data.organisations[0].uuid;
});

const start = async (body: Record<string, unknown>) => {
  const answer = await api('POST', `${STOCKTAKES}/store`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; line_count: number; location_filter: string | null };
};
const type = async (id: number, lineId: number, counted: number) => {
  const answer = await api('PUT', `${STOCKTAKES}/count/${id}`, { line_id: lineId, counted });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

describe('棚卸 by shelf', () => {
  it('counts a whole warehouse per shelf plus 棚番未設定, along the walk', async () => {
    const world = await shelvedCountWorld(api);
    const [p1, p2, p3] = world.codes;
    const count = await start({ warehouse_id: world.warehouse.id, keyword: world.prefix });
    expect(count).toMatchObject({ line_count: 4, location_filter: null });
    const lines = await shelfLinesOf(api, count.id);
    expect([...lines].map(([key, line]) => [key, line.expected])).toEqual([
      [`A-01 ${p1}`, 7],
      [`B-01 ${p1}`, 3],
      [`B-01 ${p2}`, 5],
      [`- ${p3}`, 4],
    ]);
  });

  it('limits a count to the shelves named, refuses a shelf of another warehouse, and applies on the shelf counted keeping a move during the count', async () => {
    const world = await shelvedCountWorld(api);
    const [p1, p2] = world.codes;
    const foreign = await foreignShelf(api);
    const refused = await api('POST', `${STOCKTAKES}/store`, {
      warehouse_id: world.warehouse.id,
      location_ids: [world.b.id, foreign.id],
    });
    expect(refused.body.errors).toEqual({ location_ids: [M.locationNotFound] });
    const theirs = await t.suzuki(`${STOCKTAKES}/store`, {
      json: { warehouse_id: world.warehouse.id, location_ids: [world.b.id] },
    });
    expect(theirs.body.errors).toEqual({ warehouse_id: [M.warehouseNotFound] });
    // Another organisation naming this shelf for a warehouse of its own: no such shelf there.
    const own = await t.suzuki(`${WAREHOUSES}/store`, { json: warehouseBody() });
    const borrowed = await t.suzuki(`${STOCKTAKES}/store`, {
      json: { warehouse_id: own.body.data.id, location_ids: [world.b.id] },
    });
    expect(borrowed.body.errors).toEqual({ location_ids: [M.locationNotFound] });

    const count = await start({ warehouse_id: world.warehouse.id, location_ids: [world.b.id] });
    expect(count).toMatchObject({ line_count: 2, location_filter: 'B-01' });
    const lines = await shelfLinesOf(api, count.id);
    expect([...lines.keys()]).toEqual([`B-01 ${p1}`, `B-01 ${p2}`]);
    // Two more arrive on B-01 while it is counted; the shelf was counted as it stood: 1 of 3.
    await relocate(api, world.stocks[0]!.id, world.a.id, world.b.id, 2);
    await type(count.id, lines.get(`B-01 ${p1}`)!.id, 1);
    await type(count.id, lines.get(`B-01 ${p2}`)!.id, 5);
    const applied = await api('POST', `${STOCKTAKES}/apply/${count.id}`);
    expect(applied.body.data).toMatchObject({ status: 'applied', adjusted_count: 1 });
    expect(await shelvesOf(t.app.db, world.stocks[0]!.id)).toEqual({ 'A-01': 5, 'B-01': 3 });
    expect((await ledgerOf(t.app.db, world.stocks[0]!.id)).at(-1)).toEqual([
      'adjustment',
      'B-01',
      -2,
      '棚卸差異',
    ]);
    expect(await reconcile(t.app.db, organisationScope(organisationId))).toEqual([]);
  });

  it('applies a shelf counted short and 棚番未設定 counted over in one apply, each on its own place', async () => {
    const world = await shelvedCountWorld(api);
    const [p1, , p3] = world.codes;
    const count = await start({ warehouse_id: world.warehouse.id, keyword: world.prefix });
    const lines = await shelfLinesOf(api, count.id);
    await type(count.id, lines.get(`A-01 ${p1}`)!.id, 0);
    await type(count.id, lines.get(`- ${p3}`)!.id, 6);
    const applied = await api('POST', `${STOCKTAKES}/apply/${count.id}`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(await shelvesOf(t.app.db, world.stocks[0]!.id)).toEqual({ 'B-01': 3 });
    expect((await api('GET', `/api/stocks/show/${world.stocks[0]!.id}`)).body.data.on_hand).toBe(3);
    expect((await api('GET', `/api/stocks/show/${world.stocks[2]!.id}`)).body.data.on_hand).toBe(6);
    expect(await shelvesOf(t.app.db, world.stocks[2]!.id)).toEqual({});
  });

  it('refuses an apply that would take a shelf below 0, naming the product and shelf, and changes nothing', async () => {
    const world = await shelvedCountWorld(api);
    const [, p2] = world.codes;
    const count = await start({ warehouse_id: world.warehouse.id, location_ids: [world.b.id] });
    const lines = await shelfLinesOf(api, count.id);
    // Everything on B-01 leaves it during the count; a count of 1 (4 missing) cannot come off it.
    await relocate(api, world.stocks[1]!.id, world.b.id, world.a.id, 5);
    await type(count.id, lines.get(`B-01 ${p2}`)!.id, 1);
    const refused = await api('POST', `${STOCKTAKES}/apply/${count.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.form).toEqual([
      M.refusedAdjustments(`${p2}・B-01（${STOCK_LOCATION_MESSAGES.countShort('B-01', 0, 4)}）`),
    ]);
    expect(await shelvesOf(t.app.db, world.stocks[1]!.id)).toEqual({ 'A-01': 5 });
    expect((await api('GET', `${STOCKTAKES}/show/${count.id}`)).body.data.status).toBe('counting');
  });

  it('exports the sheet with 棚番 along the walk and imports it back by 商品コード + 棚番, all or nothing', async () => {
    const world = await shelvedCountWorld(api);
    const [p1, p2, p3] = world.codes;
    const count = await start({ warehouse_id: world.warehouse.id, keyword: world.prefix });
    const answer = await t.yamada(`${STOCKTAKES}/sheet/${count.id}`, {
      json: { encoding: 'sjis', blind: true },
    });
    const name = '国産緑茶ティーバッグ 50包';
    expect(iconv.decode(answer.bytes, 'cp932').trim().split('\r\n')).toEqual([
      '棚番,商品コード,JANコード,商品名,実棚数',
      `A-01,${p1},,${name},`,
      `B-01,${p1},,${name},`,
      `B-01,${p2},,${name},`,
      `,${p3},,${name},`,
    ]);
    const upload = (text: string) =>
      t.yamada(`${STOCKTAKES}/import/${count.id}`, iconv.encode(text, 'cp932'));
    const bad = await upload(
      `棚番,商品コード,実棚数\r\nB-01,${p1},2\r\nA-01,${p2},1\r\n,${p1},1\r\nB-01,${p1},4\r\n`,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { 行目: 3, エラー: { 商品コード: [M.rowUnknownLine(p2!, 'A-01')] } },
      { 行目: 4, エラー: { 商品コード: [M.rowUnknownProduct(p1!)] } },
      { 行目: 5, エラー: { 商品コード: [M.rowRepeatedOnLocation(p1!, 'B-01', 2)] } },
    ]);
    const good = await upload(`棚番,商品コード,実棚数\r\nB-01,${p1},2\r\n,${p3},4\r\n`);
    expect(good.body.data).toEqual({ counted: 2 });
    const lines = await shelfLinesOf(api, count.id);
    expect(lines.get(`B-01 ${p1}`)).toMatchObject({ counted: 2, current_on_hand: 3 });
    expect(lines.get(`A-01 ${p1}`)!.counted).toBeNull();
    expect(lines.get(`- ${p3}`)).toMatchObject({ counted: 4, current_on_hand: 4 });
  });
});
