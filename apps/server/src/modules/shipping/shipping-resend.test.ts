import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secretBoxOf } from '../app-settings/index.ts';
import { JobError, registerJobHandler } from '../jobs/index.ts';
import { warehouseJobHandlers } from '../warehouse-jobs/index.ts';
import {
  startWarehouseJobsTest,
  type WarehouseJobsTest,
} from '../warehouse-jobs/warehouse-jobs.test-support.ts';
import { I, settleAll, shippingWorld } from './shipping.test-support.ts';

// 連携エラー instructions after a warehouse outage longer than the job's retries: re-sent one by one
// and in bulk (asking the warehouse about the failed send first), counted on the home page; and a
// retried send that finds everything sent says so.

let t: WarehouseJobsTest;
let world: Awaited<ReturnType<typeof shippingWorld>>;

beforeAll(async () => {
  t = await startWarehouseJobsTest();
  world = await shippingWorld(t);
  await world.simStock([[0, 100]]);
  await world.stock([[0, 100]]);
});
afterAll(() => t?.close());
beforeEach(() => t.sim.control.clearFaults());

const api = (method: string, path: string, body?: unknown) => t.yamada.api(method, path, body);
const instructionsOf = async (orderId: number) =>
  (await api('GET', `${I}/order/${orderId}`)).body.data as {
    id: number;
    number: string;
    status: string;
    version: number;
  }[];
const statusesOf = async (orderIds: number[]) =>
  Promise.all(orderIds.map(async (id) => (await instructionsOf(id)).map((row) => row.status)));
const lastSend = async () =>
  (await settleAll(t)).find((process) => process.action === 'shipping_instruction_create')!;
const sendArrivals = async () =>
  (
    await t.sim.control.requests({
      operation: 'shipping_instruction_create',
      account: t.account.apiKey,
    })
  ).arrivals;

/** Sends the orders while the warehouse is down for longer than every retry: 連携エラー. */
async function sendThroughOutage(orderIds: number[], { afterWork = false } = {}) {
  await t.sim.control.fault({
    operation: 'shipping_instruction_create',
    kind: 'error500',
    afterWork,
    times: 100,
  });
  // The retry asks for the first send's result: down too.
  await t.sim.control.fault({ operation: 'request_result', kind: 'error500', times: 100 });
  expect((await api('POST', `${I}/send`, { order_ids: orderIds })).status).toBe(200);
  const failed = await lastSend();
  expect(failed.process_status).toBe('failed');
  await t.sim.control.clearFaults();
  expect(await statusesOf(orderIds)).toEqual(orderIds.map(() => ['sync_error']));
}

describe('連携エラー instructions after an outage', () => {
  it('are re-sent one by one and in bulk, counted on the home page until then', async () => {
    const orders = [await world.order([[0, 1]]), await world.order([[0, 1]])];
    const [first, second] = orders as [number, number];
    await sendThroughOutage(orders);

    // Sending again skips them (their orders are 出荷指示済), as before.
    const again = await api('POST', `${I}/send`, { order_ids: [first] });
    expect(again.body.data.changed).toBe(0);
    const home = await api('GET', '/api/dashboard?refresh=true');
    expect(home.body.data.orders.sync_error).toBe(2);
    const listed = await api('POST', '/api/orders/search', { sync_error: true, per_page: 100 });
    expect(listed.body.data.data.map((row: { id: number }) => row.id).sort()).toEqual(
      [...orders].sort(),
    );

    // One by one: at the version the page loaded.
    const [row] = await instructionsOf(first);
    const stale = await api('POST', `${I}/resend/${row!.id}`, { version: row!.version + 1 });
    expect(stale.status).toBe(409);
    const one = await api('POST', `${I}/resend/${row!.id}`, { version: row!.version });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ changed: 1, message: expect.stringContaining('1件') });
    expect((await lastSend()).process_status).toBe('completed');
    expect(await statusesOf(orders)).toEqual([['accepted'], ['sync_error']]);
    const twice = await api('POST', `${I}/resend/${row!.id}`, { version: row!.version + 2 });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('連携エラーの出荷指示ではありません。');

    // In bulk: the checked orders' 連携エラー instructions, the others skipped with the reason.
    const bulk = await api('POST', `${I}/resend`, { order_ids: [first, second] });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toMatchObject({
      changed: 1,
      skipped: [{ reason: '連携エラーの出荷指示がありません。' }],
    });
    expect((await lastSend()).process_status).toBe('completed');
    expect(await statusesOf(orders)).toEqual([['accepted'], ['accepted']]);
    const after = await api('GET', '/api/dashboard?refresh=true');
    expect(after.body.data.orders.sync_error).toBe(0);
  });

  it('asks the warehouse about the failed send first: what it had received is not sent twice', async () => {
    const orderId = await world.order([[0, 1]]);
    // The warehouse took the instruction, but every answer was lost.
    await sendThroughOutage([orderId], { afterWork: true });
    const before = await sendArrivals();

    const resent = await api('POST', `${I}/resend`, { order_ids: [orderId] });
    expect(resent.body.data.changed).toBe(1);
    const done = await lastSend();
    expect(done).toMatchObject({ process_status: 'completed' });
    expect(done.message).toContain('登録済み');
    expect(await statusesOf([orderId])).toEqual([['accepted']]);
    // No new arrival of the instruction: the warehouse's answer to the failed send was read.
    expect(await sendArrivals()).toBe(before);
  });
});

describe('a retried send', () => {
  it('whose first attempt had sent everything ends 完了 saying the instructions were sent', async () => {
    const orderId = await world.order([[0, 1]]);
    const send = warehouseJobHandlers({
      db: t.app.db,
      secrets: secretBoxOf(t.app.config),
      outbound: t.sim.outbound,
    }).shipping_instruction_create!;
    // The first attempt sends and stores everything, then its server dies before completing.
    const off = registerJobHandler('shipping_instruction_create', async (context) => {
      const message = await send(context);
      if (context.attempt === 1) throw new JobError('killed after storing');
      return message;
    });
    try {
      await api('POST', `${I}/send`, { order_ids: [orderId] });
      const done = await lastSend();
      expect(done.process_status).toBe('completed');
      expect(done.message).toBe('出荷指示1件は送信済みです（倉庫に登録済み）。');
    } finally {
      off();
    }
    expect(await statusesOf([orderId])).toEqual([['accepted']]);
  });
});
