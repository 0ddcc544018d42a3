import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allocateOrders } from '../allocation/index.ts';
import { I, NG, settleAll, startShippingTest, type ShippingTest } from './shipping.test-support.ts';

// Issue 24 § 2.2: 出荷可能数で再送 ships part of a line; the rest is never lost — it waits for stock
// (再引当待ち) and ships as a second instruction of the same order, or is cancelled with a reason.

let { t, world, delay } = {} as ShippingTest;

beforeAll(async () => void ({ t, world, delay } = await startShippingTest(4)));
afterAll(() => t?.close());

const api = (method: string, path: string, body?: unknown) => t.yamada.api(method, path, body);
type Instruction = {
  id: number;
  status: string;
  version: number;
  lines: { quantity: number; shippable_quantity: number | null }[];
};
const instructions = async (orderId: number) =>
  (await api('GET', `${I}/order/${orderId}`)).body.data as Instruction[];
const detail = async (orderId: number) =>
  (await api('GET', `/api/orders/show/${orderId}`)).body.data;
const shipEverything = async () => {
  await settleAll(t);
  await t.sim.control.advance(delay);
  expect((await api('POST', `${I}/fetch`)).status).toBe(202);
  await settleAll(t);
};
const PRICE = 1000;

/** An order of 5 of product p, refused 在庫不足 with 2 shippable; answers its order id and refusal. */
async function refusedFiveOfWhichTwoShip(p: number) {
  await world.stock([[p, 5]]);
  await world.simStock([[p, 2]]);
  const orderId = await world.order([[p, 5]]);
  await t.app.db.execute(
    sql`update order_lines set unit_price = ${PRICE} where order_id = ${orderId}`,
  );
  expect((await api('POST', `${I}/send`, { order_ids: [orderId] })).status).toBe(200);
  await shipEverything();
  const [refused] = await instructions(orderId);
  expect([refused!.status, refused!.lines[0]!.shippable_quantity]).toEqual(['ng', 2]);
  return { orderId, refused: refused! };
}

it('ships 2 of 5, shows 一部出荷 with 3 再引当待ち, allocates the 3 when stock arrives and ships them as a second instruction', async () => {
  const { orderId, refused } = await refusedFiveOfWhichTwoShip(0);
  const reduced = await api('POST', `${NG}/reduce/${refused.id}`, { version: refused.version });
  expect(reduced.status).toBe(200);
  await shipEverything();

  expect((await world.orderState(orderId)).status).toBe('partially_shipped');
  const partly = await detail(orderId);
  expect(partly.lines[0]).toMatchObject({
    quantity: 5,
    allocated_qty: 2,
    shipped_qty: 2,
    backordered_qty: 3,
    cancelled_qty: 0,
  });
  // Amounts follow what shipped and what is still to ship: all 5 are still owed.
  expect(partly.amount_total).toBe(5 * PRICE);
  type Listed = { id: number; warehouse_names: string[] };
  const listedRow = async () =>
    (
      (await api('POST', '/api/orders/search', { status: 'partially_shipped' })).body.data
        .data as Listed[]
    ).find((row) => row.id === orderId);
  // The list names where a 出荷指示 would go (its confirmation says so): nothing is allocated yet.
  expect((await listedRow())?.warehouse_names).toEqual([]);

  // The stock arrives (ours still holds 3; the warehouse gets them): the normal run allocates.
  await world.simStock([[0, 3]]);
  await allocateOrders(world.db, world.actor, {});
  const allocated = await detail(orderId);
  expect(allocated.lines[0]).toMatchObject({
    allocated_qty: 5,
    shipped_qty: 2,
    backordered_qty: 0,
  });
  expect(allocated.status).toBe('partially_shipped');
  expect((await listedRow())?.warehouse_names).toEqual(['RSL柏']);
  // The next run leaves it as it is: nothing is owed any more, it waits for 出荷指示.
  await allocateOrders(world.db, world.actor, {});
  expect((await detail(orderId)).version).toBe(allocated.version);
  expect((await api('POST', `${I}/send`, { order_ids: [orderId] })).body.data.changed).toBe(1);
  await shipEverything();

  const whole = await detail(orderId);
  expect(whole.status).toBe('shipped');
  expect(whole.lines[0]).toMatchObject({ quantity: 5, shipped_qty: 5, backordered_qty: 0 });
  expect((await instructions(orderId)).map((row) => row.status)).toEqual([
    'cancelled',
    'shipped',
    'shipped',
  ]);
  expect(await world.figures(0)).toEqual({ onHand: 0, allocated: 0 });
});

it('cancels the rest with a reason instead: the order is 出荷済 for 2 and its amount is for 2', async () => {
  const { orderId, refused } = await refusedFiveOfWhichTwoShip(1);
  const noReason = await api('POST', `${NG}/reduce/${refused.id}`, {
    version: refused.version,
    rest: 'cancel',
  });
  expect(noReason.status).toBe(422);
  expect(noReason.body.errors.rest_cancel_reason).toBeDefined();
  const reduced = await api('POST', `${NG}/reduce/${refused.id}`, {
    version: refused.version,
    rest: 'cancel',
    rest_cancel_reason: 'お客様了承済み',
  });
  expect(reduced.status).toBe(200);
  await shipEverything();

  const order = await detail(orderId);
  expect(order.status).toBe('shipped');
  expect(order.lines[0]).toMatchObject({
    quantity: 5,
    shipped_qty: 2,
    cancelled_qty: 3,
    cancel_reason: 'お客様了承済み',
    backordered_qty: 0,
  });
  expect(order.amount_total).toBe(2 * PRICE);
  // The cancelled pieces are never allocated again.
  await allocateOrders(world.db, world.actor, {});
  expect((await detail(orderId)).lines[0].allocated_qty).toBe(2);
});

it('shows a 住所不備 refusal without a stock shortage', async () => {
  await world.stock([[2, 5]]);
  await world.simStock([[2, 5]]);
  const orderId = await world.order([[2, 1]]);
  await t.app.db.execute(sql`update orders set town = '' where id = ${orderId}`);
  await api('POST', `${I}/send`, { order_ids: [orderId] });
  await shipEverything();
  const list = await api('POST', `${NG}/search`, { reason: '住所不備', per_page: 100 });
  const row = list.body.data.data.find((ng: { order_id: number }) => ng.order_id === orderId);
  expect(row.lines[0]).toMatchObject({ quantity: 1, shippable_quantity: 1 });
});

it('cancels a back-order later from 引当管理 with a reason: the shipped part stays 出荷済', async () => {
  const { orderId, refused } = await refusedFiveOfWhichTwoShip(3);
  await api('POST', `${NG}/reduce/${refused.id}`, { version: refused.version });
  await shipEverything();
  expect((await world.orderState(orderId)).status).toBe('partially_shipped');

  const cancelled = await api('POST', `${I}/cancel`, { order_ids: [orderId], reason: '入荷未定' });
  expect(cancelled.body.data).toMatchObject({ changed: 1, skipped: [] });
  const order = await detail(orderId);
  expect(order.status).toBe('shipped');
  expect(order.lines[0]).toMatchObject({
    shipped_qty: 2,
    cancelled_qty: 3,
    cancel_reason: '入荷未定',
    backordered_qty: 0,
  });
  expect(order.amount_total).toBe(2 * PRICE);
});
