import { addDays, todayJst } from '@logi/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { heldAllocationsOf, releaseOrders, shipAllocations } from '../orders/index.ts';
import { expectLedgerConsistent } from '../stocks/stocks.ledger.test-support.ts';
import { allocateOrders } from './index.ts';
import { outboundWorld } from './allocation.test-support.ts';

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
