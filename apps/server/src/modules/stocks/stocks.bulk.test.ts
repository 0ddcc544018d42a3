import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { applyStockChangesInBulk, type BulkStockChange } from './stocks-bulk.service.ts';
import { expectLedgerConsistent, ledgerOrganisation } from './stocks.ledger.test-support.ts';
import { applyStockChanges, registerStock } from './stocks.service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

async function world(onHand: number[]) {
  const { actor, productIds, warehouseIds } = await ledgerOrganisation(
    database.db,
    onHand.length,
    1,
  );
  const ids = await database.db.transaction(async (tx) => {
    const made: number[] = [];
    for (const [i, figure] of onHand.entries()) {
      const row = await registerStock(tx, actor, {
        productId: productIds[i]!,
        warehouseId: warehouseIds[0]!,
        onHand: figure,
        nonSellable: 0,
      });
      made.push(row.id);
    }
    return made;
  });
  return { actor, ids };
}

const ledgerOf = async (stockId: number) =>
  (
    await database.db.execute(sql`
      select kind, on_hand_delta, allocated_delta, non_sellable_delta, on_hand_after, allocated_after,
             non_sellable_after, reference_type, reference_id
        from stock_movements where stock_id = ${stockId} order by id`)
  ).rows;
const figuresOf = async (stockId: number) =>
  (
    await database.db.execute(
      sql`select on_hand, allocated, non_sellable, version from stocks where id = ${stockId}`,
    )
  ).rows[0];

const changesFor = (stockId: number): BulkStockChange[] => [
  {
    stockId,
    kind: 'allocation',
    deltas: { allocated: 3 },
    meta: { reference: { type: 'order', id: 1 } },
  },
  {
    stockId,
    kind: 'allocation',
    deltas: { allocated: 2 },
    meta: { reference: { type: 'order', id: 2 } },
  },
  {
    stockId,
    kind: 'release',
    deltas: { allocated: -3 },
    meta: { reference: { type: 'order', id: 1 } },
  },
  { stockId, kind: 'receipt', deltas: { onHand: 4 } },
];

describe('the stock service bulk path', () => {
  it('writes the same figures, versions and ledger rows as the one-by-one path', async () => {
    const { actor, ids } = await world([10, 10]);
    const [bulkId, oneId] = ids as [number, number];
    await database.db.transaction((tx) =>
      applyStockChangesInBulk(tx, actor, [bulkId], () => changesFor(bulkId)),
    );
    await database.db.transaction((tx) =>
      applyStockChanges(
        tx,
        actor,
        changesFor(oneId).map((change) => ({ ...change, deltas: () => change.deltas })),
      ),
    );
    expect(await figuresOf(bulkId)).toEqual(await figuresOf(oneId));
    expect(await ledgerOf(bulkId)).toEqual(await ledgerOf(oneId));
    await expectLedgerConsistent(database.db, actor.scope.organisationId);
  });

  it('refuses an allocation beyond 引当可能数 (checked in order) and writes nothing', async () => {
    const { actor, ids } = await world([5, 5]);
    const [a, b] = ids as [number, number];
    const attempt = database.db.transaction((tx) =>
      applyStockChangesInBulk(tx, actor, [a, b], () => [
        { stockId: a, kind: 'allocation', deltas: { allocated: 5 } },
        { stockId: b, kind: 'allocation', deltas: { allocated: 3 } },
        { stockId: b, kind: 'allocation', deltas: { allocated: 3 } },
      ]),
    );
    await expect(attempt).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { quantity: ['引当可能数が不足しています（引当可能数: 2、必要数: 3）'] },
    });
    expect(await figuresOf(a)).toMatchObject({ allocated: 0, version: 1 });
    expect(await ledgerOf(b)).toHaveLength(1);
  });

  it('refuses a release below zero, and a stock row of another organisation is a 404', async () => {
    const { actor, ids } = await world([5]);
    const other = await world([5]);
    await expect(
      database.db.transaction((tx) =>
        applyStockChangesInBulk(tx, actor, ids, () => [
          { stockId: ids[0]!, kind: 'release', deltas: { allocated: -1 } },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'validation' });
    await expect(
      database.db.transaction((tx) =>
        applyStockChangesInBulk(tx, actor, other.ids, () => [
          { stockId: other.ids[0]!, kind: 'allocation', deltas: { allocated: 1 } },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await figuresOf(other.ids[0]!)).toMatchObject({ allocated: 0 });
  });
});
