import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { adjustStock, stockIdFor } from '../stocks/index.ts';
import { expectLedgerConsistent } from '../stocks/stocks.ledger.test-support.ts';
import { allocateOrders } from './index.ts';
import { outboundWorld, someoneWaitsOnALock } from './allocation.test-support.ts';

// A run plans each batch on an unlocked read carried over from the batch before it, and checks
// only the rows it changes under their locks (decision 031). These tests pin both halves.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

it('batches run two at a time still serve the oldest orders first and never oversell', async () => {
  const w = await outboundWorld(database.db);
  await w.stock([
    [0, 0, 3],
    [0, 1, 1],
  ]);
  const ids: number[] = [];
  for (let n = 0; n < 7; n += 1) ids.push(await w.order([[0, 1]]));
  // One order per batch: each plans on what the batch before it left, committed or not.
  const summary = await allocateOrders(database.db, w.actor, { batchSize: 1 });
  expect(summary).toEqual({ allocated: 4, partial: 0, short: 3, skipped: 0 });
  const served = [];
  for (const id of ids) {
    const state = await w.orderState(id);
    served.push(state.allocations.map((a) => a.warehouse_index).join() || state.status);
  }
  expect(served).toEqual(['0', '0', '0', '1', 'unallocated', 'unallocated', 'unallocated']);
  expect(await w.available()).toEqual([
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ]);
  await expectLedgerConsistent(database.db, w.organisationId);
});

it('a stock row that falls between the plan and the lock: the batch is planned again on the locked figures', async () => {
  const w = await outboundWorld(database.db);
  await w.stock([
    [0, 0, 5],
    [0, 1, 5],
  ]);
  const id = await w.order([[0, 3]]);
  let allocation: Promise<unknown> | undefined;
  await database.db.transaction(async (tx) => {
    const tokyo = await stockIdFor(tx, w.actor, w.productIds[0]!, w.warehouseIds[0]!);
    // 東京 falls to 2 while the allocation plans on the 5 it can still read.
    await adjustStock(tx, w.actor, tokyo, { to: 2 }, { reason: '破損' });
    allocation = allocateOrders(database.db, w.actor);
    await someoneWaitsOnALock(database.db);
  });
  expect(await allocation).toEqual({ allocated: 1, partial: 0, short: 0, skipped: 0 });
  const state = await w.orderState(id);
  expect(state.note).toBe('倉庫グループ順 2番目 大阪倉庫: 全明細の在庫あり');
  expect(state.allocations.map((a) => [a.warehouse_index, a.quantity])).toEqual([[1, 3]]);
  expect(await w.available()).toEqual([
    [2, 2, 0],
    [0, 0, 0],
    [0, 0, 0],
  ]);
  // Nothing of the first plan is left behind: one allocation row, one allocation ledger row.
  const { rows } = await database.db.execute<{ allocations: number; moves: number }>(sql`
    select (select count(*)::int from order_allocations where order_id = ${id}) as allocations,
           (select count(*)::int from stock_movements
             where organisation_id = ${w.organisationId} and kind = 'allocation') as moves`);
  expect(rows[0]).toEqual({ allocations: 1, moves: 1 });
  await expectLedgerConsistent(database.db, w.organisationId);
});
