import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { I, NG, settleAll, startShippingTest, type ShippingTest } from './shipping.test-support.ts';

// The shipping flow against the real simulator: send, ship (exactly once), 出荷不可 and its fixes,
// suspend, cancel (refused while 出荷作業中), and an own warehouse's 出荷済にする.

let { t, world, delay } = {} as ShippingTest;

beforeAll(async () => void ({ t, world, delay } = await startShippingTest()));
afterAll(() => t?.close());

const api = (method: string, path: string, body?: unknown) => t.yamada.api(method, path, body);
const instructions = async (orderId: number) =>
  (await api('GET', `${I}/order/${orderId}`)).body.data as {
    id: number;
    number: string;
    status: string;
    version: number;
    tracking_number: string | null;
    ship_date: string;
    lines: { id: number; quantity: number; shippable_quantity: number | null }[];
  }[];
const fetchResults = async () => {
  expect((await api('POST', `${I}/fetch`)).status).toBe(202);
  return settleAll(t);
};

describe('an external warehouse', () => {
  it('ships an order once, however often its shipment is fetched; a short one comes back 出荷不可 and is re-sent reduced', async () => {
    await world.stock([
      [0, 10],
      [1, 10],
    ]);
    await world.simStock([
      [0, 10],
      [1, 1],
    ]);
    const shipped = await world.order([[0, 2]]);
    const short = await world.order([[1, 3]]);

    const sent = await api('POST', `${I}/send`, { order_ids: [shipped, short] });
    expect(sent.status).toBe(200);
    expect(sent.body.data.changed).toBe(2);
    expect((await world.orderState(shipped)).status).toBe('instructed');
    const processes = await settleAll(t);
    const send = processes.filter((p) => p.action === 'shipping_instruction_create');
    expect(send).toHaveLength(1); // one process for the warehouse, both instructions in it
    expect(send[0]!.process_status).toBe('completed');
    expect((await instructions(shipped))[0]!.status).toBe('accepted');
    expect((await instructions(shipped))[0]!.number).toMatch(/^SH-\d{8}-\d{4}$/);

    await t.sim.control.advance(delay);
    await fetchResults();
    const parcel = (await instructions(shipped))[0]!;
    expect(parcel.status).toBe('shipped');
    expect(parcel.tracking_number).toMatch(/^\d{12}$/);
    expect(await world.orderState(shipped)).toMatchObject({
      status: 'shipped',
      tracking_number: parcel.tracking_number,
    });
    expect(await world.figures(0)).toEqual({ onHand: 8, allocated: 0 });

    await fetchResults();
    expect(await world.figures(0)).toEqual({ onHand: 8, allocated: 0 });
    expect(await world.shipmentMovements(0)).toBe(1);

    const refused = (await instructions(short))[0]!;
    expect(refused.status).toBe('ng');
    expect(refused.lines[0]!.shippable_quantity).toBe(1);
    expect((await world.orderState(short)).status).toBe('ng');
    const list = await api('POST', `${NG}/search`, { reason: '在庫不足', per_page: 100 });
    expect(list.body.data.data.map((row: { id: number }) => row.id)).toContain(refused.id);

    const reduced = await api('POST', `${NG}/reduce/${refused.id}`, { version: refused.version });
    expect(reduced.status).toBe(200);
    expect(await world.figures(1)).toEqual({ onHand: 10, allocated: 1 });
    await settleAll(t);
    const [old, again] = await instructions(short);
    expect([old!.status, again!.status, again!.lines[0]!.quantity]).toEqual([
      'cancelled',
      'accepted',
      1,
    ]);
    await t.sim.control.advance(delay);
    await fetchResults();
    // 1 of 3 shipped: the other 2 wait for stock (再引当待ち), so the order is 一部出荷.
    expect((await world.orderState(short)).status).toBe('partially_shipped');
    expect(await world.figures(1)).toEqual({ onHand: 9, allocated: 0 });
  });

  it('refuses a stale or repeated NG action, and re-sends after the address is fixed', async () => {
    await world.stock([[2, 5]]);
    await world.simStock([[2, 5]]);
    const orderId = await world.order([[2, 1]]);
    await t.app.db.execute(
      // 住所不備 at the warehouse: the town is blank.
      sql`update orders set town = '' where id = ${orderId}`,
    );
    await api('POST', `${I}/send`, { order_ids: [orderId] });
    await settleAll(t);
    await t.sim.control.advance(delay);
    await fetchResults();
    const [refused] = await instructions(orderId);
    expect(refused!.status).toBe('ng');
    expect(
      (await api('POST', `${NG}/reduce/${refused!.id}`, { version: refused!.version })).status,
    ).toBe(422);
    const address = {
      recipient_name: '山田 花子',
      postal_code: '100-0005',
      prefecture: '東京都',
      city: '千代田区',
      town: '丸の内1-1',
      phone: '03-1234-5678',
    };
    const stale = await api('POST', `${NG}/fix_address/${refused!.id}`, {
      ...address,
      version: refused!.version - 1 || 99,
    });
    expect(stale.status).toBe(409);
    const bad = await api('POST', `${NG}/fix_address/${refused!.id}`, {
      ...address,
      postal_code: '12',
      version: refused!.version,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.postal_code).toBeDefined();
    const fixed = await api('POST', `${NG}/fix_address/${refused!.id}`, {
      ...address,
      version: refused!.version,
    });
    expect(fixed.status).toBe(200);
    const again = await api('POST', `${NG}/fix_address/${refused!.id}`, {
      ...address,
      version: refused!.version + 1,
    });
    expect(again.status).toBe(422); // no longer 出荷不可
    await settleAll(t);
    await t.sim.control.advance(delay);
    await fetchResults();
    expect((await world.orderState(orderId)).status).toBe('shipped');
  });

  it('suspends, then cancels at the warehouse and gives the allocation back', async () => {
    await world.simStock([[0, 20]]);
    const before = await world.figures(0);
    const orderId = await world.order([[0, 1]]);
    await api('POST', `${I}/send`, { order_ids: [orderId] });
    await settleAll(t);

    const suspended = await api('POST', `${I}/suspend`, { order_ids: [orderId] });
    expect(suspended.status).toBe(200);
    await settleAll(t);
    expect((await instructions(orderId))[0]!.status).toBe('on_hold');
    expect((await world.orderState(orderId)).status).toBe('on_hold');

    const cancelled = await api('POST', `${I}/cancel`, {
      order_ids: [orderId],
      reason: '顧客都合',
    });
    expect(cancelled.status).toBe(200);
    await settleAll(t);
    expect((await instructions(orderId))[0]!.status).toBe('cancelled');
    expect((await world.orderState(orderId)).status).toBe('cancelled');
    expect(await world.figures(0)).toEqual(before);
  });

  it('refuses to cancel once the warehouse is working on the order (出荷作業中)', async () => {
    await world.simStock([[0, 20]]);
    const orderId = await world.order([[0, 1]]);
    await api('POST', `${I}/send`, { order_ids: [orderId] });
    await settleAll(t);
    await t.sim.control.advance(delay / 2);
    await fetchResults();
    expect((await instructions(orderId))[0]!.status).toBe('working');
    const refused = await api('POST', `${I}/cancel`, { order_ids: [orderId], reason: '顧客都合' });
    expect(refused.body.data).toMatchObject({
      changed: 0,
      skipped: [{ reason: '出荷作業中のためキャンセルできません。' }],
    });
    expect((await world.orderState(orderId)).status).toBe('working');
  });

  it('skips an order that is not 引当済, refuses a bad body and another organisation’s order', async () => {
    const orderId = await world.order([[0, 99_999]]); // nothing to allocate
    const skipped = await api('POST', `${I}/send`, { order_ids: [orderId] });
    expect(skipped.body.data).toMatchObject({
      changed: 0,
      skipped: [{ reason: '引当済の受注だけ出荷指示できます。' }],
    });
    expect(await instructions(orderId)).toEqual([]);
    expect((await api('POST', `${I}/send`, { order_ids: [] })).status).toBe(422);
    expect((await api('POST', `${I}/send`, { order_ids: [2_000_000_000] })).status).toBe(404);
  });
});

describe('an own warehouse', () => {
  it('is 受付済 at once and ships when marked, with carrier and tracking number', async () => {
    await world.stock([[1, 5, 'own']]);
    const orderId = await world.order([[1, 2]], 'own');
    await api('POST', `${I}/send`, { order_ids: [orderId] });
    expect((await instructions(orderId))[0]!.status).toBe('accepted');
    const bad = await api('POST', `${I}/mark_shipped`, {
      order_id: orderId,
      carrier: '飛脚',
      tracking_number: '',
      shipped_on: '2026-11-24',
    });
    expect(bad.status).toBe(422);
    const marked = await api('POST', `${I}/mark_shipped`, {
      order_id: orderId,
      carrier: 'ヤマト運輸',
      tracking_number: '4455-6677-8899',
      shipped_on: '2026-11-24',
    });
    expect(marked.status).toBe(200);
    expect(await world.orderState(orderId)).toMatchObject({
      status: 'shipped',
      carrier: 'ヤマト運輸',
      tracking_number: '4455-6677-8899',
    });
    expect(await world.figures(1, 'own')).toEqual({ onHand: 3, allocated: 0 });
    const twice = await api('POST', `${I}/mark_shipped`, {
      order_id: orderId,
      carrier: 'ヤマト運輸',
      tracking_number: '4455-6677-8899',
      shipped_on: '2026-11-24',
    });
    expect(twice.status).toBe(422);
    expect(await world.figures(1, 'own')).toEqual({ onHand: 3, allocated: 0 });
  });
});
