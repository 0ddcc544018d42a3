import { addDays, todayJst } from '@logi/shared';
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { applyStockChanges, applyStockChangesInBulk, type StockActor } from './index.ts';
import { RELOCATE, storeLocation } from './stock-locations.test-support.ts';
import {
  productAndWarehouse,
  storeStock,
  twoOrganisations,
  type Api,
} from './stocks.test-support.ts';

// Lot × shelf (decision 066 § lot × shelf): which lot lies on which shelf, kept by the stock
// service in both paths, steering which lots a change at a shelf takes.

const setup = twoOrganisations();
const { yamada, suzuki } = setup;
const actorOf = async (api: Api): Promise<StockActor> => {
  const uuid = (await api('GET', '/api/auth/user')).body.data.organisations[0].uuid as string;
  return { scope: organisationScope(uuid), userId: null };
};
const near = addDays(todayJst(), 30);
const far = addDays(todayJst(), 60);

/** The row's lot × shelf as 'lot@code=n' (ロット不明 is '?'), and its shelves' and lots' totals. */
async function lotShelvesOf(stockId: number) {
  const { rows } = await setup.app.db.execute<{ lot: string; code: string; n: number }>(sql`
    select coalesce(nullif(sl.lot_no, ''), '?') as lot, l.code, sll.on_hand as n
      from stock_lot_locations sll
      join stock_lots sl on sl.id = sll.stock_lot_id
      join locations l on l.id = sll.location_id
     where sll.stock_id = ${stockId} order by sl.lot_no, l.code`);
  return rows.map((row) => `${row.lot}@${row.code}=${row.n}`);
}

/** A ロット管理 product with shelves A-01 (its 標準棚番, route 10), B-01 (route 20), reserve R-01. */
async function lotStock(api: Api) {
  const { product, warehouse } = await productAndWarehouse(api, { lot_managed: true });
  const a = await storeLocation(api, warehouse.id, 'A-01', {
    product_codes: [product.product_code],
  });
  const b = await storeLocation(api, warehouse.id, 'B-01', { route_order: 20 });
  const r = await storeLocation(api, warehouse.id, 'R-01', { route_order: 5, pickable: false });
  const stock = await storeStock(api, {
    product_id: product.id,
    warehouse_id: warehouse.id,
    on_hand: 2,
  });
  return { a, b, r, stock, actor: await actorOf(api) };
}

describe('lot × shelf', () => {
  it('puts lots where receipts name them, and a shelf without a lot takes that shelf’s lots', async () => {
    const { b, stock, actor } = await lotStock(yamada);
    const change = (deltas: { onHand: number }, more: Record<string, unknown> = {}) =>
      setup.app.db.transaction((tx) =>
        applyStockChanges(tx, actor, [
          { stockId: stock.id, kind: 'adjustment', deltas: () => deltas, ...more },
        ]),
      );
    await change({ onHand: 5 }, { kind: 'receipt', lot: { lotNo: 'L1', expiresOn: near } });
    await change(
      { onHand: 4 },
      { kind: 'receipt', lot: { lotNo: 'L2', expiresOn: far }, location: b.id },
    );
    expect(await lotShelvesOf(stock.id)).toEqual(['?@A-01=2', 'L1@A-01=5', 'L2@B-01=4']);
    // A count at B-01 takes B-01's lot L2, though L1 expires first.
    await change({ onHand: -3 }, { location: b.id });
    expect(await lotShelvesOf(stock.id)).toEqual(['?@A-01=2', 'L1@A-01=5', 'L2@B-01=1']);
    // A lot without a shelf walks that lot's shelves; a shelf and a lot it lacks is refused.
    await change({ onHand: -4 }, { lot: { lotNo: 'L1' } });
    expect(await lotShelvesOf(stock.id)).toEqual(['?@A-01=2', 'L1@A-01=1', 'L2@B-01=1']);
    await expect(
      change({ onHand: -1 }, { lot: { lotNo: 'L1' }, location: b.id }),
    ).rejects.toMatchObject({
      fieldErrors: { quantity: ['B-01のロット「L1」の在庫が不足しています（在庫: 0、必要数: 1）'] },
    });
    // Neither: the lot rule (first expiry first), then that lot's shelves along the walk.
    await change({ onHand: -2 });
    expect(await lotShelvesOf(stock.id)).toEqual(['?@A-01=2']);
  });

  it('keeps lot × shelf in the bulk path as one by one does', async () => {
    const { b, stock, actor } = await lotStock(yamada);
    await setup.app.db.transaction((tx) =>
      applyStockChangesInBulk(tx, actor, [stock.id], () => [
        {
          stockId: stock.id,
          kind: 'receipt',
          deltas: { onHand: 3 },
          lot: { lotNo: 'L1', expiresOn: near },
        },
        {
          stockId: stock.id,
          kind: 'receipt',
          deltas: { onHand: 2 },
          lot: { lotNo: 'L2', expiresOn: far },
          location: b.id,
        },
        { stockId: stock.id, kind: 'adjustment', deltas: { onHand: -1 }, location: b.id },
      ]),
    );
    expect(await lotShelvesOf(stock.id)).toEqual(['?@A-01=2', 'L1@A-01=3', 'L2@B-01=1']);
  });

  it('moves a named lot between shelves, refused beyond its pieces there; none moves the lots first expiry first', async () => {
    const { a, b, r, stock, actor } = await lotStock(yamada);
    await setup.app.db.transaction((tx) =>
      applyStockChanges(tx, actor, [
        {
          stockId: stock.id,
          kind: 'receipt',
          deltas: () => ({ onHand: 3 }),
          lot: { lotNo: 'L1', expiresOn: near },
        },
        {
          stockId: stock.id,
          kind: 'receipt',
          deltas: () => ({ onHand: 4 }),
          lot: { lotNo: 'L2', expiresOn: far },
        },
      ]),
    );
    const move = (body: Record<string, unknown>) =>
      yamada('POST', RELOCATE, {
        stock_id: stock.id,
        from_location_id: a.id,
        to_location_id: b.id,
        ...body,
      });
    const moved = await move({ quantity: 3, lot_no: 'L2' });
    expect(moved.status).toBe(200);
    expect(await lotShelvesOf(stock.id)).toEqual([
      '?@A-01=2',
      'L1@A-01=3',
      'L2@A-01=1',
      'L2@B-01=3',
    ]);
    const short = await move({ quantity: 2, lot_no: 'L2' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({
      quantity: ['A-01のロット「L2」の在庫が不足しています（在庫: 1、必要数: 2）'],
    });
    expect((await move({ quantity: 4, to_location_id: r.id })).status).toBe(200);
    expect(await lotShelvesOf(stock.id)).toEqual([
      '?@A-01=2',
      'L1@R-01=3',
      'L2@B-01=3',
      'L2@R-01=1',
    ]);
    // The detail shows each lot's shelves in the walk, then its 棚番未設定 pieces.
    await setup.app.db.transaction((tx) =>
      applyStockChanges(tx, actor, [
        {
          stockId: stock.id,
          kind: 'adjustment',
          deltas: () => ({ onHand: 2 }),
          lot: { lotNo: 'L2' },
          location: null,
        },
      ]),
    );
    const shown = (await yamada('GET', `/api/stocks/show/${stock.id}`)).body.data;
    expect(
      shown.lots.map((lot: { lot_no: string; shelves: unknown }) => [lot.lot_no, lot.shelves]),
    ).toEqual([
      ['L1', [{ location_id: r.id, code: 'R-01', on_hand: 3 }]],
      [
        'L2',
        [
          { location_id: b.id, code: 'B-01', on_hand: 3 },
          { location_id: r.id, code: 'R-01', on_hand: 1 },
          { location_id: null, code: null, on_hand: 2 },
        ],
      ],
      ['', [{ location_id: a.id, code: 'A-01', on_hand: 2 }]],
    ]);
    const foreign = await suzuki('POST', RELOCATE, {
      stock_id: stock.id,
      from_location_id: a.id,
      to_location_id: b.id,
      quantity: 1,
      lot_no: 'L2',
    });
    expect(foreign.status).toBe(404);
  });

  it('backfills existing shelf pieces over the lots: shelves along the walk, lots first expiry first', async () => {
    const { b, stock, actor } = await lotStock(yamada);
    await setup.app.db.transaction((tx) =>
      applyStockChanges(tx, actor, [
        {
          stockId: stock.id,
          kind: 'receipt',
          deltas: () => ({ onHand: 5 }),
          lot: { lotNo: 'L1', expiresOn: near },
        },
        {
          stockId: stock.id,
          kind: 'receipt',
          deltas: () => ({ onHand: 4 }),
          lot: { lotNo: 'L2', expiresOn: far },
          location: b.id,
        },
      ]),
    );
    // The migration's hand-written block, run on shelves whose lots are not split yet.
    // Found by its content: the lead renumbers migrations at merge.
    const dir = new URL('../../../drizzle/', import.meta.url);
    const migration = readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(new URL(name, dir), 'utf8'))
      .find((text) => text.includes('INSERT INTO "stock_lot_locations"'))!;
    const backfill = migration.slice(migration.indexOf('-- HAND-WRITTEN'));
    await setup.app.db.transaction(async (tx) => {
      await tx.execute(sql`delete from stock_lot_locations`);
      await tx.execute(sql.raw(backfill));
    });
    // A-01 (7: first on the walk) takes L1's 5 and 2 of L2; B-01 (4) the rest of L2 and ロット不明.
    expect(await lotShelvesOf(stock.id)).toEqual([
      '?@B-01=2',
      'L1@A-01=5',
      'L2@A-01=2',
      'L2@B-01=2',
    ]);
  });
});
