import { addDays, todayJst } from '@logi/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { heldAllocationsOf, releaseOrders, shipAllocations } from '../orders/index.ts';
import { products } from '../products/products.table.ts';
import { shops } from '../shops/shops.table.ts';
import { adjustStock, stockIdFor } from '../stocks/index.ts';
import { expectLedgerConsistent } from '../stocks/stocks.ledger.test-support.ts';
import { allocateOrders } from './index.ts';
import { outboundWorld, someoneWaitsOnALock } from './allocation.test-support.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

it('takes lots first expiry first, never an expired one or one inside 引当不可日数; release and shipping move those lots', async () => {
  const w = await outboundWorld(database.db);
  const inDays = (days: number) => addDays(todayJst(), days);
  await w.lots(
    0,
    0,
    [
      ['L-LATE', inDays(60), 2],
      ['L-OLD', inDays(-1), 5],
      ['L-EARLY', inDays(30), 2],
      ['L-NEAR', inDays(3), 5],
    ],
    5,
  );
  const first = await w.order([[0, 3]]);
  const second = await w.order([[0, 2]]);
  expect(await allocateOrders(database.db, w.actor, {})).toMatchObject({ allocated: 1, short: 1 });
  const state = await w.orderState(first);
  expect(state.allocations.map((a) => [a.quantity, a.reason])).toEqual([
    [2, `倉庫グループ順 1番目 東京倉庫: 全明細の在庫あり（ロット L-EARLY 賞味期限 ${inDays(30)}）`],
    [1, `倉庫グループ順 1番目 東京倉庫: 全明細の在庫あり（ロット L-LATE 賞味期限 ${inDays(60)}）`],
  ]);
  expect((await w.orderState(second)).status).toBe('unallocated');
  expect(await w.lotFigures()).toEqual([
    ['L-OLD', 5, 0],
    ['L-NEAR', 5, 0],
    ['L-EARLY', 2, 2],
    ['L-LATE', 2, 1],
  ]);
  await database.db.transaction((tx) => releaseOrders(tx, w.actor, [first], '引当解除'));
  expect((await w.lotFigures()).map(([, , allocated]) => allocated)).toEqual([0, 0, 0, 0]);
  await allocateOrders(database.db, w.actor, { orderIds: [first] });
  await database.db.transaction(async (tx) =>
    shipAllocations(tx, w.actor, await heldAllocationsOf(tx, w.actor.scope, [first]), 'SHIP-1'),
  );
  expect(await w.lotFigures()).toEqual([
    ['L-OLD', 5, 0],
    ['L-NEAR', 5, 0],
    ['L-EARLY', 0, 0],
    ['L-LATE', 1, 0],
  ]);
  await expectLedgerConsistent(database.db, w.organisationId);
});

it("a shop's 引当不可日数 keeps nearer lots from its orders; the larger of the shop's and the product's counts", async () => {
  const w = await outboundWorld(database.db);
  const inDays = (days: number) => addDays(todayJst(), days);
  await w.lots(0, 0, [
    ['L-A', inDays(20), 4],
    ['L-B', inDays(40), 4],
  ]);
  await database.db.update(shops).set({ unallocatableDays: 30 }).where(eq(shops.id, w.shopId));
  const [plain] = await database.db
    .insert(shops)
    .values({
      organisationId: w.organisationId,
      code: `${w.shopCode}-2`,
      name: '日数なしの店',
      mall: '楽天市場',
      warehouseGroupId: w.groupId,
    })
    .returning({ id: shops.id });
  const strict = await w.order([[0, 3]]);
  const relaxed = await w.order([[0, 3]], plain!.id);
  const short = await w.order([[0, 2]]);
  expect(await allocateOrders(database.db, w.actor, {})).toMatchObject({ allocated: 2, short: 1 });
  const lotsOf = async (orderId: number) =>
    (await w.orderState(orderId)).allocations.map((a) => [a.quantity, a.reason.match(/L-\w/)?.[0]]);
  expect(await lotsOf(strict)).toEqual([[3, 'L-B']]);
  expect(await lotsOf(relaxed)).toEqual([[3, 'L-A']]);
  expect((await w.orderState(short)).status).toBe('unallocated');
  expect(await w.lotFigures()).toEqual([
    ['L-A', 4, 3],
    ['L-B', 4, 3],
  ]);

  // The product asks 25 days: more than the plain shop's 0, so L-A (20 days) is not for it either.
  await database.db
    .update(products)
    .set({ unallocatableDays: 25 })
    .where(eq(products.id, w.productIds[0]!));
  const later = await w.order([[0, 1]], plain!.id);
  expect(await allocateOrders(database.db, w.actor, {})).toMatchObject({ allocated: 1, short: 1 });
  expect(await lotsOf(later)).toEqual([[1, 'L-B']]);
  expect((await w.orderState(short)).status).toBe('unallocated');
  await expectLedgerConsistent(database.db, w.organisationId);
});

it('a lot that falls between the run read and the lock (its row still fits): the batch takes the lots again under the lock', async () => {
  const w = await outboundWorld(database.db);
  const inDays = (days: number) => addDays(todayJst(), days);
  await w.lots(0, 0, [
    ['L-A', inDays(20), 3],
    ['L-B', inDays(40), 3],
  ]);
  const id = await w.order([[0, 2]]);
  let allocation: Promise<unknown> | undefined;
  await database.db.transaction(async (tx) => {
    const row = await stockIdFor(tx, w.actor, w.productIds[0]!, w.warehouseIds[0]!);
    // Two pieces of L-A break while the run plans on the 3 it can still read: 4 of 6 stay free.
    await adjustStock(tx, w.actor, row, { to: 4 }, { reason: '破損' });
    allocation = allocateOrders(database.db, w.actor);
    await someoneWaitsOnALock(database.db);
  });
  expect(await allocation).toEqual({ allocated: 1, partial: 0, short: 0, skipped: 0 });
  const state = await w.orderState(id);
  expect(state.allocations.map((a) => [a.quantity, a.reason.match(/L-\w/)?.[0]])).toEqual([
    [1, 'L-A'],
    [1, 'L-B'],
  ]);
  expect(await w.lotFigures()).toEqual([
    ['L-A', 1, 1],
    ['L-B', 3, 1],
  ]);
  // Nothing of the first plan is left: one ledger row per lot taken, the lot named.
  const { rows } = await database.db.execute<{ lot_no: string; allocated_delta: number }>(sql`
    select lot_no, allocated_delta from stock_movements
     where organisation_id = ${w.organisationId} and kind = 'allocation' order by id`);
  expect(rows.map((r) => [r.lot_no, r.allocated_delta])).toEqual([
    ['L-A', 1],
    ['L-B', 1],
  ]);
  await expectLedgerConsistent(database.db, w.organisationId);
});
