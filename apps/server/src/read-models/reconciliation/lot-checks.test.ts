import { addDays, todayJst } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { allocateOrders } from '../../modules/allocation/index.ts';
import { outboundWorld } from '../../modules/allocation/allocation.test-support.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { reconcile } from './index.ts';

// lot_balance: a ロット管理 product's stock row against the sum of its lots (decision 065).

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

class Rollback extends Error {}

it('finds nothing on lots kept by the stock service, and a lot changed by hand with both figures', async () => {
  const w = await outboundWorld(database.db);
  const scope = organisationScope(w.organisationId);
  await w.lots(0, 0, [
    ['L-A', addDays(todayJst(), 30), 4],
    ['L-B', addDays(todayJst(), 60), 3],
  ]);
  await w.stock([[1, 0, 5]]);
  await w.order([[0, 5]]);
  expect(await allocateOrders(database.db, w.actor, {})).toMatchObject({ allocated: 1 });
  expect(await reconcile(database.db, scope)).toEqual([]);

  let found: Awaited<ReturnType<typeof reconcile>> = [];
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`update stock_lots set on_hand = on_hand + 2, allocated = allocated - 1
                            where lot_no = 'L-B' and organisation_id = ${w.organisationId}`);
      found = await reconcile(tx, scope);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  expect(found).toEqual([
    expect.objectContaining({
      kind: 'lot_balance',
      reference: `${w.productCodes[0]} / 東京倉庫`,
      expected: '実在庫数 7・引当数 5',
      actual: '実在庫数 9・引当数 4',
      message: 'ロットの合計（実在庫数 9・引当数 4）が在庫（実在庫数 7・引当数 5）と一致しません',
    }),
  ]);
});
