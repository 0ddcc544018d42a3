import { addDays, todayJst } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import { applyStockChanges } from '../../modules/stocks/index.ts';
import { RELOCATE, storeLocation } from '../../modules/stocks/stock-locations.test-support.ts';
import {
  productAndWarehouse,
  storeStock,
  twoOrganisations,
} from '../../modules/stocks/stocks.test-support.ts';
import { reconcile } from './index.ts';

// location_balance: shelves within on_hand, and lot × shelf agreeing with the shelves and the lots
// (decision 066 § lot × shelf).

const setup = twoOrganisations();
const { yamada } = setup;
class Rollback extends Error {}

/** The findings of `tamper` applied in a transaction that is then rolled back. */
async function findingsAfter(
  scope: ReturnType<typeof organisationScope>,
  tamper: (tx: Tx) => Promise<unknown>,
) {
  let found: Awaited<ReturnType<typeof reconcile>> = [];
  await setup.app.db
    .transaction(async (tx) => {
      await tamper(tx);
      found = await reconcile(tx, scope);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return found;
}

it('finds nothing on shelves kept by the stock service, and each kind of drift by hand', async () => {
  const uuid = (await yamada('GET', '/api/auth/user')).body.data.organisations[0].uuid as string;
  const scope = organisationScope(uuid);
  const { product, warehouse } = await productAndWarehouse(yamada, { lot_managed: true });
  const a = await storeLocation(yamada, warehouse.id, 'A-01', {
    product_codes: [product.product_code],
  });
  const b = await storeLocation(yamada, warehouse.id, 'B-01', { route_order: 20 });
  const stock = await storeStock(yamada, {
    product_id: product.id,
    warehouse_id: warehouse.id,
    on_hand: 2,
  });
  await setup.app.db.transaction((tx) =>
    applyStockChanges(tx, { scope, userId: null }, [
      {
        stockId: stock.id,
        kind: 'receipt',
        deltas: () => ({ onHand: 5 }),
        lot: { lotNo: 'L1', expiresOn: addDays(todayJst(), 30) },
      },
    ]),
  );
  const moved = await yamada('POST', RELOCATE, {
    stock_id: stock.id,
    from_location_id: a.id,
    to_location_id: b.id,
    quantity: 3,
  });
  expect(moved.status).toBe(200);
  expect(await reconcile(setup.app.db, scope)).toEqual([]);

  const reference = `${product.product_code} / ${(warehouse as { name?: string }).name}`;
  // A lot's piece added on B-01 by hand: B-01's lots no longer sum to B-01, and L1's shelves exceed it.
  const lotDrift = await findingsAfter(scope, (tx) =>
    tx.execute(sql`update stock_lot_locations set on_hand = on_hand + 3
                    where stock_id = ${stock.id} and location_id = ${b.id}`),
  );
  expect(lotDrift).toEqual([
    expect.objectContaining({
      kind: 'location_balance',
      reference: `${reference} / B-01`,
      expected: '棚番 B-01 3',
      actual: 'ロットの合計 6',
      message: '棚番の内訳（ロットの合計 6）が在庫（棚番 B-01 3）と一致しません',
    }),
    expect.objectContaining({
      reference: `${reference} / L1`,
      expected: 'ロット L1 5',
      actual: '棚番の合計 8',
    }),
  ]);
  // Shelves holding more than the row: the row's finding, and A-01's lots short of A-01.
  const shelfDrift = await findingsAfter(scope, (tx) =>
    tx.execute(sql`update stock_locations set on_hand = on_hand + 10
                    where stock_id = ${stock.id} and location_id = ${a.id}`),
  );
  expect(shelfDrift.map((f) => [f.reference, f.expected, f.actual])).toEqual([
    [reference, '実在庫数 7', '棚番の合計 17'],
    [`${reference} / A-01`, '棚番 A-01 14', 'ロットの合計 4'],
  ]);
});
