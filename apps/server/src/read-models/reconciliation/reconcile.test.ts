import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { organisationScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { I, settleAll, shippingWorld } from '../../modules/shipping/shipping.test-support.ts';
import {
  startWarehouseJobsTest,
  type WarehouseJobsTest,
} from '../../modules/warehouse-jobs/warehouse-jobs.test-support.ts';
import { reconcile } from './index.ts';

// 整合性チェック against a real flow (receive, allocate, instruct, ship through the simulator):
// nothing on the flow itself, and each invariant, broken by a direct SQL write (the only way such
// drift appears), is found — inside a transaction rolled back, so every case starts clean.

let t: WarehouseJobsTest;
let scope: OrganisationScope;
let world: Awaited<ReturnType<typeof shippingWorld>>;
let shipped: { orderId: number; lineId: number; stockId: number; instructionId: number };
let allocated: { orderId: number; lineId: number };

class Rollback extends Error {}

/** The findings with `breakIt` applied, then undone. */
async function findingsAfter(breakIt: (tx: Tx) => Promise<unknown>) {
  let found: Awaited<ReturnType<typeof reconcile>> = [];
  await t.app.db
    .transaction(async (tx) => {
      await breakIt(tx);
      found = await reconcile(tx, scope);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return found;
}

const lineOf = async (orderId: number) => {
  const { rows } = await t.app.db.execute<{ id: number }>(
    sql`select id from order_lines where order_id = ${orderId}`,
  );
  return rows[0]!.id;
};

beforeAll(async () => {
  t = await startWarehouseJobsTest();
  scope = organisationScope(t.yamada.organisationId);
  world = await shippingWorld(t, 2);
  const delay = (await t.sim.control.settings({ returnEvery: 0 })).resultDelayMs;
  await world.stock([
    [0, 10],
    [1, 6, 'own'],
  ]);
  await world.simStock([[0, 10]]);
  const shippedOrder = await world.order([[0, 3]]);
  const allocatedOrder = await world.order([[1, 2]], 'own');
  expect((await t.yamada.api('POST', `${I}/send`, { order_ids: [shippedOrder] })).status).toBe(200);
  await settleAll(t);
  await t.sim.control.advance(delay);
  expect((await t.yamada.api('POST', `${I}/fetch`)).status).toBe(202);
  await settleAll(t);
  expect((await world.orderState(shippedOrder)).status).toBe('shipped');
  const { rows } = await t.app.db.execute<{ stock_id: number; instruction_id: number }>(sql`
    select a.stock_id, si.id as instruction_id from order_allocations a
      join shipping_instructions si on si.order_id = a.order_id and si.status = 'shipped'
     where a.order_id = ${shippedOrder}`);
  shipped = {
    orderId: shippedOrder,
    lineId: await lineOf(shippedOrder),
    stockId: rows[0]!.stock_id,
    instructionId: rows[0]!.instruction_id,
  };
  allocated = { orderId: allocatedOrder, lineId: await lineOf(allocatedOrder) };
});
afterAll(() => t?.close());

const kinds = (found: { kind: string }[]) => found.map((finding) => finding.kind).sort();

describe('reconcile', () => {
  it('finds nothing after receiving, allocating, instructing and shipping', async () => {
    expect(await world.figures(0)).toEqual({ onHand: 7, allocated: 0 });
    expect(await world.figures(1, 'own')).toEqual({ onHand: 6, allocated: 2 });
    expect(await reconcile(t.app.db, scope)).toEqual([]);
  });

  it('finds on_hand or non_sellable that the ledger does not sum to', async () => {
    const found = await findingsAfter((tx) =>
      tx.execute(sql`update stocks set on_hand = on_hand + 2, non_sellable = non_sellable + 1
                      where id = ${shipped.stockId}`),
    );
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'ledger_on_hand',
        stockId: shipped.stockId,
        expected: '7',
        actual: '9',
        message: '実在庫数 9 が在庫履歴の合計 7 と一致しません',
      }),
      expect.objectContaining({ kind: 'ledger_non_sellable', expected: '0', actual: '1' }),
    ]);
  });

  it('finds allocated that is not the sum of the live allocations', async () => {
    const found = await findingsAfter((tx) =>
      tx.execute(sql`update stocks set allocated = allocated + 1 where id = ${shipped.stockId}`),
    );
    expect(found).toEqual([
      expect.objectContaining({ kind: 'stock_allocated', expected: '0', actual: '1' }),
    ]);
  });

  it('finds an order whose status is not the one its lines and instructions give', async () => {
    const found = await findingsAfter((tx) =>
      tx.execute(sql`update orders set status = 'allocated' where id = ${shipped.orderId}`),
    );
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'order_status',
        orderId: shipped.orderId,
        expected: 'shipped',
        actual: 'allocated',
        message: 'ステータス「引当済」が明細と出荷指示から決まる「出荷済」と一致しません',
      }),
    ]);
  });

  it('finds a live allocation on a cancelled line, and a line whose allocated_qty is not its allocations', async () => {
    const orphan = await findingsAfter((tx) =>
      tx.execute(sql`update order_lines set cancelled_at = now() where id = ${allocated.lineId}`),
    );
    expect(orphan).toContainEqual(
      expect.objectContaining({
        kind: 'orphan_allocation',
        orderLineId: allocated.lineId,
        expected: '0',
        actual: '2',
      }),
    );
    const drifted = await findingsAfter((tx) =>
      tx.execute(sql`update order_lines set allocated_qty = 2 where id = ${shipped.lineId}`),
    );
    expect(drifted).toEqual([
      expect.objectContaining({ kind: 'line_allocated', expected: '3', actual: '2' }),
    ]);
  });

  it('finds a line shipped beyond its quantity, or whose shipped_qty is not its shipped allocations', async () => {
    const over = await findingsAfter((tx) =>
      tx.execute(sql`update shipping_instruction_lines set quantity = 5
                      where instruction_id = ${shipped.instructionId}`),
    );
    expect(over).toEqual([
      expect.objectContaining({ kind: 'over_shipped', expected: '3', actual: '5' }),
    ]);
    const short = await findingsAfter((tx) =>
      tx.execute(sql`update order_lines set shipped_qty = 1 where id = ${shipped.lineId}`),
    );
    // The rule now reads shipped_qty too: a line shipped short also makes 出荷済 read 一部出荷.
    expect(kinds(short)).toEqual(['line_shipped', 'order_status']);
  });
});
