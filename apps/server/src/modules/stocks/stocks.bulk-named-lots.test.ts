import { STOCK_MESSAGES } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { products } from '../products/products.table.ts';
import { applyStockChangesInBulk, type BulkStockChange } from './stocks-bulk.service.ts';
import { expectLedgerConsistent, ledgerOrganisation } from './stocks.ledger.test-support.ts';
import { applyStockChanges, registerStock } from './stocks.service.ts';

// The bulk path's named allocations (decision 065 § FEFO at scale): lots checked and written by
// one statement, unread under the lock, with the same refusals and ledger as the read path.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

/** A ロット管理 row holding L-A (3, earlier) and L-B (3), and a row of a product without lots. */
async function world() {
  const { actor, productIds, warehouseIds } = await ledgerOrganisation(database.db, 2, 1);
  await database.db
    .update(products)
    .set({ lotManaged: true })
    .where(sql`${products.id} = ${productIds[0]!}`);
  const [lotRow, plainRow] = await database.db.transaction(async (tx) => {
    const made: number[] = [];
    for (const productId of productIds)
      made.push(
        (
          await registerStock(tx, actor, {
            productId,
            warehouseId: warehouseIds[0]!,
            onHand: 0,
            nonSellable: 0,
          })
        ).id,
      );
    await applyStockChanges(
      tx,
      actor,
      [
        ['L-A', '2031-01-31'],
        ['L-B', '2031-03-31'],
      ].map(([lotNo, expiresOn]) => ({
        stockId: made[0]!,
        kind: 'receipt' as const,
        deltas: () => ({ onHand: 3 }),
        lot: { lotNo: lotNo!, expiresOn: expiresOn! },
      })),
    );
    await applyStockChanges(tx, actor, [
      { stockId: made[1]!, kind: 'receipt', deltas: () => ({ onHand: 4 }) },
    ]);
    return made;
  });
  return {
    actor,
    organisationId: actor.scope.organisationId,
    lotRow: lotRow!,
    plainRow: plainRow!,
  };
}

const allocate = (stockId: number, allocated: number, lotNo?: string): BulkStockChange => ({
  stockId,
  kind: 'allocation',
  deltas: { allocated },
  meta: { reference: { type: 'order', id: 1 } },
  ...(lotNo !== undefined && { lot: { lotNo } }),
});
const lotsOf = async (stockId: number) =>
  (
    await database.db.execute<{ lot_no: string; on_hand: number; allocated: number }>(sql`
      select lot_no, on_hand, allocated from stock_lots where stock_id = ${stockId} order by lot_no`)
  ).rows.map((row) => [row.lot_no, row.on_hand, row.allocated]);

it('adds named allocations to their lots unread, sums a lot taken twice, and names each lot in the ledger', async () => {
  const w = await world();
  const seen: number[] = [];
  await database.db.transaction((tx) =>
    applyStockChangesInBulk(
      tx,
      w.actor,
      [w.lotRow, w.plainRow],
      (_locked, lots) => {
        seen.push(lots.size);
        return [
          allocate(w.lotRow, 2, 'L-A'),
          allocate(w.plainRow, 3),
          allocate(w.lotRow, 1, 'L-A'),
          allocate(w.lotRow, 2, 'L-B'),
        ];
      },
      { namedLots: true },
    ),
  );
  expect(seen).toEqual([0]);
  expect(await lotsOf(w.lotRow)).toEqual([
    ['L-A', 3, 3],
    ['L-B', 3, 2],
  ]);
  const { rows } = await database.db.execute<{ lot_no: string | null; allocated_after: number }>(
    sql`select lot_no, allocated_after from stock_movements
         where stock_id = ${w.lotRow} and kind = 'allocation' order by id`,
  );
  expect(rows.map((row) => [row.lot_no, row.allocated_after])).toEqual([
    ['L-A', 2],
    ['L-A', 3],
    ['L-B', 5],
  ]);
  await expectLedgerConsistent(database.db, w.organisationId);
});

it('refuses a named lot that cannot give the pieces (or does not exist) with the read path words; a change naming none still follows FEFO', async () => {
  const w = await world();
  const attempt = (changes: BulkStockChange[]) =>
    database.db.transaction((tx) =>
      applyStockChangesInBulk(tx, w.actor, [w.lotRow], () => changes, { namedLots: true }),
    );
  // The row has 6 free, so the aggregate allows 4: only the lot refuses, and nothing stays.
  await expect(attempt([allocate(w.lotRow, 4, 'L-B')])).rejects.toMatchObject({
    code: 'validation',
    fieldErrors: { quantity: [STOCK_MESSAGES.lotShort('L-B', 3, 4)] },
  });
  await expect(attempt([allocate(w.lotRow, 1, 'L-X')])).rejects.toMatchObject({
    fieldErrors: { lotNo: [STOCK_MESSAGES.lotNotFound('L-X')] },
  });
  expect(await lotsOf(w.lotRow)).toEqual([
    ['L-A', 3, 0],
    ['L-B', 3, 0],
  ]);
  // No lot named: the row's lots are read after the plan and the rule takes L-A first.
  await attempt([allocate(w.lotRow, 1, 'L-B'), allocate(w.lotRow, 4)]);
  expect(await lotsOf(w.lotRow)).toEqual([
    ['L-A', 3, 3],
    ['L-B', 3, 2],
  ]);
  await expectLedgerConsistent(database.db, w.organisationId);
});
