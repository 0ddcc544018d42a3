import { describe, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { allocateStock } from './stock-changes.ts';
import {
  foreignShelf,
  ledgerOf,
  RELOCATE,
  shelvedStock,
  shelvesOf,
} from './stock-locations.test-support.ts';
import { expectLedgerConsistent } from './stocks.ledger.test-support.ts';
import { STOCKS, twoOrganisations, type Api } from './stocks.test-support.ts';

// Stock per location and 棚移動 (decision 066): pieces land on the 標準棚番, move between shelves
// under the row's lock, never beyond the source's free pieces; the ledger names the shelves.

const setup = twoOrganisations();
const { yamada, suzuki } = setup;
const organisationOf = async (api: Api) =>
  (await api('GET', '/api/auth/user')).body.data.organisations[0].uuid as string;

describe('stock per location (棚番)', () => {
  it('puts registered stock on the 標準棚番, moves it with two ledger rows and shows it per shelf', async () => {
    const { a, r, stock } = await shelvedStock(yamada, 10);
    expect(await shelvesOf(setup.app.db, stock.id)).toEqual({ 'A-01': 10 });
    const moved = await yamada('POST', RELOCATE, {
      stock_id: stock.id,
      from_location_id: a.id,
      to_location_id: r.id,
      quantity: 4,
      note: '補充',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ on_hand: 10, version: 2 });
    // The walk: pickable shelves first, the reserve shelf after them (though earlier on the route).
    expect(moved.body.data.places).toEqual([
      {
        location_id: a.id,
        code: 'A-01',
        name: 'A-01棚',
        pickable: true,
        on_hand: 6,
        allocated: 0,
        free: 6,
      },
      {
        location_id: r.id,
        code: 'R-01',
        name: 'R-01棚',
        pickable: false,
        on_hand: 4,
        allocated: 0,
        free: 4,
      },
    ]);
    expect(await ledgerOf(setup.app.db, stock.id)).toEqual([
      ['initial', 'A-01', 10, null],
      ['relocation', 'A-01', -4, '棚移動'],
      ['relocation', 'R-01', 4, '棚移動'],
    ]);
    // A decrease takes along the walk (A-01 first); an increase goes to the 標準棚番.
    const adjusted = await yamada('PUT', `${STOCKS}/adjust/${stock.id}`, {
      mode: 'delta',
      quantity: -8,
      reason: '破損',
      version: 2,
    });
    expect(adjusted.status).toBe(200);
    expect(await shelvesOf(setup.app.db, stock.id)).toEqual({ 'R-01': 2 });
    await yamada('PUT', `${STOCKS}/adjust/${stock.id}`, {
      mode: 'delta',
      quantity: 3,
      reason: 'その他',
      version: 3,
    });
    expect(await shelvesOf(setup.app.db, stock.id)).toEqual({ 'A-01': 3, 'R-01': 2 });
    expect((await ledgerOf(setup.app.db, stock.id)).slice(3)).toEqual([
      ['adjustment', null, -8, '破損'],
      ['adjustment', 'A-01', 3, 'その他'],
    ]);
    await expectLedgerConsistent(setup.app.db, await organisationOf(yamada));
  });

  it('refuses beyond the free pieces at the source, the same shelf, a shelf of another warehouse, and 棚番未設定 it lacks', async () => {
    const { a, r, stock } = await shelvedStock(yamada, 6);
    const actor = { scope: organisationScope(await organisationOf(yamada)), userId: null };
    // 5 allocated pieces lie along the walk: on A-01, leaving 1 free there.
    await setup.app.db.transaction((tx) => allocateStock(tx, actor, stock.id, 5));
    const move = (body: Record<string, unknown>) =>
      yamada('POST', RELOCATE, { stock_id: stock.id, to_location_id: r.id, quantity: 1, ...body });
    const short = await move({ from_location_id: a.id, quantity: 2 });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({
      quantity: ['A-01の移動可能数が不足しています（移動可能数: 1、移動数: 2）'],
    });
    const same = await move({ from_location_id: r.id });
    expect(same.body.errors).toEqual({
      to_location_id: ['移動元と移動先に同じ棚番は指定できません'],
    });
    const elsewhere = await foreignShelf(yamada);
    const foreign = await move({ from_location_id: a.id, to_location_id: elsewhere.id });
    expect(foreign.body.errors).toEqual({ to_location_id: ['棚番が見つかりませんでした'] });
    const unplaced = await move({ from_location_id: null });
    expect(unplaced.body.errors).toEqual({
      quantity: ['棚番未設定の移動可能数が不足しています（移動可能数: 0、移動数: 1）'],
    });
    const zero = await move({ from_location_id: a.id, quantity: 0 });
    expect(zero.status).toBe(422);
    expect(await shelvesOf(setup.app.db, stock.id)).toEqual({ 'A-01': 6 });
    const ok = await move({ from_location_id: a.id });
    expect(ok.status).toBe(200);
    expect(await shelvesOf(setup.app.db, stock.id)).toEqual({ 'A-01': 5, 'R-01': 1 });
  });

  it("answers 404 for another organisation's stock and a stale version 409", async () => {
    const { a, r, stock } = await shelvedStock(yamada, 3);
    const body = { stock_id: stock.id, from_location_id: a.id, to_location_id: r.id, quantity: 1 };
    const foreign = await suzuki('POST', RELOCATE, body);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('在庫が見つかりませんでした');
    const stale = await yamada('POST', RELOCATE, { ...body, version: 7 });
    expect(stale.status).toBe(409);
    expect(await shelvesOf(setup.app.db, stock.id)).toEqual({ 'A-01': 3 });
  });

  it('never moves the same pieces twice: 12 concurrent moves of 1 from a shelf holding 5', async () => {
    const { a, r, stock } = await shelvedStock(yamada, 5);
    const body = { stock_id: stock.id, from_location_id: a.id, to_location_id: r.id, quantity: 1 };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => yamada('POST', RELOCATE, body)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(422)]);
    expect(await shelvesOf(setup.app.db, stock.id)).toEqual({ 'R-01': 5 });
    expect((await ledgerOf(setup.app.db, stock.id)).length).toBe(1 + 5 * 2);
    await expectLedgerConsistent(setup.app.db, await organisationOf(yamada));
  });
});
