import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { expectLedgerConsistent } from '../stocks/stocks.ledger.test-support.ts';
import { releaseOrders } from '../orders/index.ts';
import { allocateOrders } from './index.ts';
import { outboundWorld } from './allocation.test-support.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());
const world = () => outboundWorld(database.db);
const run = (w: Awaited<ReturnType<typeof world>>, orderIds?: number[]) =>
  allocateOrders(database.db, w.actor, { orderIds });

// Warehouses: 0 東京, 1 大阪, 2 福岡, in the group's order.
describe('受注単位 (the whole order from one warehouse)', () => {
  it('takes the first warehouse in group order that covers every line, and says why', async () => {
    const w = await world();
    await w.stock([
      [0, 0, 5],
      [1, 0, 1],
      [0, 1, 5],
      [1, 1, 5],
    ]);
    const id = await w.order([
      [0, 2],
      [1, 2],
    ]);
    expect(await run(w)).toEqual({ allocated: 1, partial: 0, short: 0, skipped: 0 });
    const state = await w.orderState(id);
    expect(state.status).toBe('allocated');
    expect(state.note).toBe('倉庫グループ順 2番目 大阪倉庫: 全明細の在庫あり');
    expect(
      state.allocations.map((a) => [a.line_number, a.warehouse_index, a.quantity, a.rank]),
    ).toEqual([
      [1, 1, 2, 2],
      [2, 1, 2, 2],
    ]);
    expect(await w.available()).toEqual([
      [5, 3, 0],
      [1, 3, 0],
      [0, 0, 0],
    ]);
    await expectLedgerConsistent(database.db, w.organisationId);
  });

  it('never splits: without partial allocation an order no single warehouse covers stays 未引当', async () => {
    const w = await world();
    await w.stock([
      [0, 0, 5],
      [1, 1, 5],
    ]);
    const id = await w.order([
      [0, 2],
      [1, 2],
    ]);
    expect(await run(w)).toMatchObject({ allocated: 0, short: 1 });
    const state = await w.orderState(id);
    expect(state).toMatchObject({ status: 'unallocated', allocations: [] });
    expect(state.note).toBe('在庫不足: 全明細の在庫がそろう倉庫がありません');
    expect(await w.available()).toEqual([
      [5, 0, 0],
      [0, 5, 0],
      [0, 0, 0],
    ]);
  });

  it('with partial allocation, takes what the best single warehouse has and completes there later', async () => {
    const w = await world();
    await w.settings({ allowPartial: true });
    await w.stock([
      [0, 0, 1],
      [0, 1, 3],
      [1, 1, 1],
    ]);
    const id = await w.order([
      [0, 3],
      [1, 2],
    ]);
    expect(await run(w)).toMatchObject({ partial: 1 });
    let state = await w.orderState(id);
    expect(state.status).toBe('partial');
    expect(state.allocations.map((a) => [a.warehouse_index, a.quantity, a.reason])).toEqual([
      [1, 3, '倉庫グループ順 2番目 大阪倉庫: 明細1の在庫あり'],
      [1, 1, '倉庫グループ順 2番目 大阪倉庫: 明細2の在庫 1 / 2'],
    ]);
    expect(state.note).toContain(
      `在庫不足: 商品 ${w.productCodes[1]} 必要 2 / 倉庫グループの引当可能 1`,
    );
    // 東京 gets the missing piece, but the order completes only where it started (大阪).
    await w.stock([[1, 0, 5]]);
    expect(await run(w)).toMatchObject({ partial: 1 });
    state = await w.orderState(id);
    expect(state.allocations).toHaveLength(2);
  });

  it('adds up lines of the same product before calling a warehouse covered', async () => {
    const w = await world();
    await w.stock([
      [0, 0, 3],
      [0, 1, 4],
    ]);
    const id = await w.order([
      [0, 2],
      [0, 2],
    ]);
    expect(await run(w)).toMatchObject({ allocated: 1 });
    expect((await w.orderState(id)).note).toBe('倉庫グループ順 2番目 大阪倉庫: 全明細の在庫あり');
    await expectLedgerConsistent(database.db, w.organisationId);
  });

  it('在庫の多い順 ranks the warehouses by what they hold of the order', async () => {
    const w = await world();
    await w.settings({ priority: 'most_available' });
    await w.stock([
      [0, 0, 2],
      [0, 1, 2],
      [0, 2, 9],
      [1, 2, 9],
      [1, 1, 2],
    ]);
    const id = await w.order([
      [0, 2],
      [1, 2],
    ]);
    await run(w);
    const state = await w.orderState(id);
    expect(state.note).toBe('在庫の多い順 1番目 福岡倉庫: 全明細の在庫あり');
  });
});

describe('明細単位 (each line from the first warehouse that covers it)', () => {
  it('allocates each line where it is first covered, with the line named', async () => {
    const w = await world();
    await w.settings({ method: 'line' });
    await w.stock([
      [0, 0, 5],
      [1, 0, 1],
      [1, 1, 1],
      [1, 2, 4],
    ]);
    const id = await w.order([
      [0, 2],
      [1, 3],
    ]);
    expect(await run(w)).toMatchObject({ allocated: 1 });
    const state = await w.orderState(id);
    expect(
      state.allocations.map((a) => [a.line_number, a.warehouse_index, a.quantity, a.reason]),
    ).toEqual([
      [1, 0, 2, '倉庫グループ順 1番目 東京倉庫: 明細1の在庫あり'],
      [2, 2, 3, '倉庫グループ順 3番目 福岡倉庫: 明細2の在庫あり'],
    ]);
  });

  it('a line no warehouse covers alone: nothing without partial, the other lines with it; the reason quotes the group', async () => {
    const w = await world();
    await w.settings({ method: 'line' });
    await w.stock([
      [0, 0, 5],
      [1, 0, 1],
      [1, 1, 1],
    ]);
    const id = await w.order([
      [0, 2],
      [1, 2],
    ]);
    expect(await run(w)).toMatchObject({ short: 1 });
    let state = await w.orderState(id);
    expect(state.allocations).toEqual([]);
    expect(state.note).toBe(
      // The group holds 2 (1 + 1), but a line never splits: one warehouse gives at most 1.
      `在庫不足: 商品 ${w.productCodes[1]} 必要 2 / 倉庫グループの引当可能 2（1倉庫では最大 1） / 一部引当を許可していないため引当しませんでした`,
    );
    await w.settings({ method: 'line', allowPartial: true });
    expect(await run(w)).toMatchObject({ partial: 1 });
    state = await w.orderState(id);
    expect(state.status).toBe('partial');
    expect(state.allocations.map((a) => [a.line_number, a.warehouse_index, a.quantity])).toEqual([
      [1, 0, 2],
    ]);
  });
});

describe('分割引当 (quantities split across the group in order)', () => {
  it('splits a line across warehouses in group order', async () => {
    const w = await world();
    await w.settings({ method: 'split' });
    await w.stock([
      [0, 0, 2],
      [0, 1, 1],
      [0, 2, 9],
    ]);
    const id = await w.order([[0, 5]]);
    expect(await run(w)).toMatchObject({ allocated: 1 });
    const state = await w.orderState(id);
    expect(state.allocations.map((a) => [a.warehouse_index, a.quantity, a.reason])).toEqual([
      [0, 2, '倉庫グループ順 1番目 東京倉庫: 明細1の在庫 2 / 5'],
      [1, 1, '倉庫グループ順 2番目 大阪倉庫: 明細1の在庫 1 / 5'],
      [2, 2, '倉庫グループ順 3番目 福岡倉庫: 明細1の在庫 2 / 5'],
    ]);
    expect(await w.available()).toEqual([
      [0, 0, 7],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('short in total: nothing without partial; what there is with it', async () => {
    const w = await world();
    await w.settings({ method: 'split', priority: 'most_available' });
    await w.stock([
      [0, 0, 1],
      [0, 1, 2],
    ]);
    const id = await w.order([[0, 5]]);
    expect(await run(w)).toMatchObject({ short: 1 });
    expect((await w.orderState(id)).note).toBe(
      `在庫不足: 商品 ${w.productCodes[0]} 必要 5 / 倉庫グループの引当可能 3 / 一部引当を許可していないため引当しませんでした`,
    );
    await w.settings({ method: 'split', priority: 'most_available', allowPartial: true });
    await run(w);
    const state = await w.orderState(id);
    expect(state.allocations.map((a) => [a.warehouse_index, a.quantity, a.rank])).toEqual([
      [1, 2, 1],
      [0, 1, 2],
    ]);
    expect(state.status).toBe('partial');
  });
});

describe('candidates, order of service, selection and release', () => {
  it('oldest order first; a shop without a group uses the default group; warehouses not in use are skipped', async () => {
    const w = await world();
    const bare = await outboundWorld(database.db, { organisationId: w.organisationId });
    await w.stock([
      [0, 0, 3],
      [0, 1, 3],
    ]);
    const first = await w.order([[0, 3]]);
    const second = await w.order([[0, 3]]);
    const third = await w.order([[0, 1]]);
    const inUse = (value: boolean) =>
      database.db.execute(
        sql`update warehouses set in_use = ${value} where id = ${w.warehouseIds[0]}`,
      );
    await inUse(false);
    await database.db.execute(
      sql`update shops set warehouse_group_id = null where id = ${bare.shopId}`,
    );
    const orphan = await w.order([[0, 1]], bare.shopId);
    expect(await run(w)).toMatchObject({ allocated: 1, short: 3 });
    expect((await w.orderState(first)).note).toBe(
      '倉庫グループ順 1番目 大阪倉庫: 全明細の在庫あり',
    );
    expect((await w.orderState(second)).status).toBe('unallocated');
    expect((await w.orderState(third)).status).toBe('unallocated');
    expect((await w.orderState(orphan)).note).toContain('引当倉庫がありません');
    await w.settings({ defaultWarehouseGroupId: w.groupId });
    await inUse(true);
    expect(await run(w, [orphan, first])).toEqual({
      allocated: 1,
      partial: 0,
      short: 0,
      skipped: 1,
    });
    expect((await w.orderState(orphan)).note).toBe(
      '倉庫グループ順 1番目 東京倉庫: 全明細の在庫あり',
    );
  });

  it('release gives every piece back, ends the rows as released and the order is 未引当 again', async () => {
    const w = await world();
    await w.settings({ method: 'split' });
    await w.stock([
      [0, 0, 2],
      [0, 1, 2],
    ]);
    const id = await w.order([[0, 3]]);
    await run(w);
    expect(await w.available()).toEqual([
      [0, 1, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    const released = await database.db.transaction((tx) =>
      releaseOrders(tx, w.actor, [id], '引当解除'),
    );
    expect(released).toBe(3);
    const state = await w.orderState(id);
    expect(state.status).toBe('unallocated');
    expect(state.allocations.map((a) => a.state)).toEqual(['released', 'released']);
    expect(await w.available()).toEqual([
      [2, 2, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    await expectLedgerConsistent(database.db, w.organisationId);
    // Allocating again works from scratch.
    expect(await run(w)).toMatchObject({ allocated: 1 });
  });
});
