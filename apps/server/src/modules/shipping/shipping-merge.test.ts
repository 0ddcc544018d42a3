import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchDocumentSource } from '../../read-models/fulfilment/batch-documents.ts';
import { shippedOrdersOfShop } from '../../read-models/orders/index.ts';
import { reconcile } from '../../read-models/reconciliation/index.ts';
import {
  I,
  settleAll,
  splitCalls,
  startShippingTest,
  type ShippingTest,
} from './shipping.test-support.ts';

// Issue 27 § 4, decision 063: 同梱 — orders of one shop to one recipient ship as ONE instruction
// (one parcel, the lines of all), each order keeping its own number and status, all of them
// getting the parcel's tracking number. Undoable until instructed; refusals in Japanese.
// Decision 072: 分割 — one order shipped as two parcels (a second order row), same rules.

let { t, world, delay } = {} as ShippingTest;

beforeAll(async () => {
  ({ t, world, delay } = await startShippingTest(4));
  await world.stock([
    [0, 20],
    [1, 20],
    [2, 20, 'own'],
    [3, 20, 'own'],
  ]);
  await world.simStock([
    [0, 20],
    [1, 20],
  ]);
});
afterAll(() => t?.close());

const api = (method: string, path: string, body?: unknown) => t.yamada.api(method, path, body);
const merge = (ids: number[]) => api('POST', '/api/orders/merge', { order_ids: ids });
const unmerge = (ids: number[]) => api('POST', '/api/orders/unmerge', { order_ids: ids });
const listed = async (id: number) => {
  const { body } = await api('GET', `/api/orders/show/${id}`);
  return body.data as { order_number: string; merge_candidate: boolean; merged_with: string[] };
};
const instructions = async (orderId: number) =>
  (await api('GET', `${I}/order/${orderId}`)).body.data as {
    id: number;
    number: string;
    status: string;
    lines: { product_code: string; quantity: number }[];
  }[];
/** The same recipient as typed by another hand: full-width space and digits, another hyphen. */
const retyped = (orderId: number) =>
  t.app.db.execute(sql`update orders set recipient_name = ${'山田\u3000花子'}, town = '丸の内１ー１'
                        where id = ${orderId}`);

describe('同梱', () => {
  it('merges orders to one recipient (normalised), refuses the others in Japanese, and undoes', async () => {
    const first = await world.order([[0, 1]]);
    const second = await world.order([[1, 2]]);
    await retyped(second);
    const elsewhere = await world.order([[2, 1]], 'own');
    const stranger = await world.order([[0, 1]]);
    await t.app.db.execute(
      sql`update orders set recipient_name = '佐藤 一郎' where id = ${stranger}`,
    );
    expect((await listed(first)).merge_candidate).toBe(true);
    expect((await listed(stranger)).merge_candidate).toBe(false);

    const shops = await merge([first, elsewhere]);
    expect([shops.status, shops.body.message]).toEqual([
      422,
      'ショップが異なる受注は同梱できません',
    ]);
    const people = await merge([first, stranger]);
    expect(people.body.message).toBe(
      'お届け先（氏名・郵便番号・住所）が異なる受注は同梱できません',
    );
    expect((await merge([first, 2_000_000_000])).status).toBe(404);
    expect((await merge([first])).status).toBe(422);
    expect((await unmerge([first])).status).toBe(422);

    const merged = await merge([first, second]);
    expect(merged.status).toBe(200);
    const [a, b] = [await listed(first), await listed(second)];
    expect([a.merged_with, b.merged_with]).toEqual([[b.order_number], [a.order_number]]);
    expect(a.merge_candidate).toBe(false);
    const { rows: audits } = await t.app.db.execute(sql`
      select 1 from audit_entries where resource = 'orders' and record_id = ${second}
         and action = 'update'`);
    expect(audits).toHaveLength(1);

    expect((await unmerge([second])).status).toBe(200);
    expect((await listed(first)).merged_with).toEqual([]);
    expect((await listed(first)).merge_candidate).toBe(true);
  });

  it('instructs a merged pair as ONE parcel with both orders’ lines, and the tracking number reaches both', async () => {
    const first = await world.order([[0, 1]]);
    const second = await world.order([[1, 2]]);
    expect((await merge([first, second])).status).toBe(200);

    const sent = await api('POST', `${I}/send`, { order_ids: [second] });
    expect(sent.body.data.changed).toBe(2);
    const [parcel] = await instructions(first);
    expect(await instructions(second)).toEqual([parcel]);
    expect(parcel!.lines.map((line) => line.quantity)).toEqual([1, 2]);
    // The order detail's shape exactly: none of the 出荷不可 list's recipient fields.
    expect(Object.keys(parcel!)).not.toContain('recipient_name');
    expect((await world.orderState(second)).status).toBe('instructed');
    // 整合性チェック reads each order's status off the parcel that ships its lines, as the rule does.
    expect(await reconcile(t.app.db, world.actor.scope)).toEqual([]);
    const late = await unmerge([first]);
    expect(late.body.message).toMatch(/^出荷指示済のため同梱を解除できません/);
    const alone = await api('POST', `${I}/cancel`, { order_ids: [second], reason: '顧客都合' });
    expect(alone.body.data.skipped[0].reason).toMatch(/この受注だけをキャンセルできません/);

    await settleAll(t);
    await t.sim.control.advance(delay);
    expect((await api('POST', `${I}/fetch`)).status).toBe(202);
    await settleAll(t);
    const [a, b] = [await world.orderState(first), await world.orderState(second)];
    expect(a).toMatchObject({ status: 'shipped' });
    expect(a.tracking_number).toMatch(/^\d{12}$/);
    expect(b).toEqual(a);
    expect([await world.shipmentMovements(0), await world.shipmentMovements(1)]).toEqual([1, 1]);
    expect(await reconcile(t.app.db, world.actor.scope)).toEqual([]);
  });

  it('leaves the group when one order is cancelled before 出荷指示, and ships an own-warehouse pair marked on either order', async () => {
    const [first, second, third] = [
      await world.order([[2, 1]], 'own'),
      await world.order([[3, 1]], 'own'),
      await world.order([[2, 1]], 'own'),
    ];
    expect((await merge([first, second])).status).toBe(200);
    await api('POST', `${I}/cancel`, { order_ids: [first], reason: '顧客都合' });
    expect((await listed(second)).merged_with).toEqual([]);

    expect((await merge([second, third])).status).toBe(200);
    await t.app.db.execute(sql`update orders set cod_amount = id % 7 + 1000, shipping_fee = 500
                                where id in (${second}, ${third})`);
    await api('POST', `${I}/send`, { order_ids: [second] });
    // One 納品書 / label for the parcel: it collects both orders' 代引 and 送料 at once.
    const [parcel] = await instructions(third);
    const batch = await api('POST', '/api/fulfilment/picking_batches/store', {
      instruction_ids: [parcel!.id],
    });
    const { parcels } = await batchDocumentSource(t.app.db, world.actor.scope, batch.body.data.id);
    expect([parcels.length, parcels[0]!.codAmount, parcels[0]!.shippingFee]).toEqual([
      1,
      (second % 7) + (third % 7) + 2000,
      1000,
    ]);
    const marked = await api('POST', `${I}/mark_shipped`, {
      order_id: third,
      carrier: 'ヤマト運輸',
      tracking_number: '4455-6677-8899',
      shipped_on: '2026-11-24',
    });
    expect(marked.status).toBe(200);
    for (const id of [second, third])
      expect(await world.orderState(id)).toMatchObject({
        status: 'shipped',
        tracking_number: '4455-6677-8899',
      });
    expect(await world.figures(3, 'own')).toEqual({ onHand: 19, allocated: 0 });
  });
});

const { detail, split, unsplit, pieces } = splitCalls(api);

describe('分割', () => {
  it('splits an order into two shipments, refuses what does not fit in Japanese, undoes, and ships both to the one mall order', async () => {
    const order = await world.order([
      [0, 3],
      [1, 2],
    ]);
    const before = [await world.figures(0), await world.figures(1)];
    const refusal = async (response: ReturnType<typeof api>) =>
      (({ status, body }) => [status, body.message])(await response);
    expect(
      await refusal(
        split(order, [
          [0, 3],
          [1, 2],
        ]),
      ),
    ).toEqual([422, 'すべての数量を移すことはできません。元の出荷に1点以上残してください']);
    expect(await refusal(split(order, [[0, 4]]))).toEqual([
      422,
      '明細1の移す数量は3以下にしてください',
    ]);
    expect((await split(order, [[0, 1]], 99)).status).toBe(409);
    expect(
      (
        await api('POST', '/api/orders/split/2000000000', {
          version: 1,
          lines: [{ line_id: 1, quantity: 1 }],
        })
      ).status,
    ).toBe(404);
    const number = (await detail(order)).order_number;
    expect((await unsplit(order)).body.message).toBe(`分割されていない受注です: ${number}`);

    const done = await split(order, [
      [0, 1],
      [1, 2],
    ]);
    expect(done.status).toBe(200);
    const second = done.body.data.order_id as number;
    expect(done.body.data.order_number).toBe(`${number}-S2`);
    // Both allocated again through the owner; the stock holds the same pieces as before.
    expect(await pieces(order)).toEqual([[1, 2, 2]]);
    expect(await pieces(second)).toEqual([
      [1, 1, 1],
      [2, 2, 2],
    ]);
    expect([await world.figures(0), await world.figures(1)]).toEqual(before);
    expect([(await detail(order)).split_into, (await detail(second)).split_from]).toEqual([
      { id: second, order_number: `${number}-S2`, status: 'allocated' },
      { id: order, order_number: number, status: 'allocated' },
    ]);
    const { rows: audits } = await t.app.db.execute(sql`
      select action from audit_entries where resource = 'orders'
         and record_id in (${order}, ${second}) order by id`);
    expect(audits.map((row) => row.action)).toEqual(['update', 'create']);

    expect((await split(order, [[0, 1]])).body.message).toMatch(/^すでに分割されている受注です/);
    const twin = await world.order([[0, 1]]);
    expect((await merge([second, twin])).body.message).toBe(
      `分割した受注は同梱できません: ${number}-S2`,
    );
    // Neither shipment is offered for 同梱, even beside a twin to the same recipient.
    expect([(await listed(order)).merge_candidate, (await listed(second)).merge_candidate]).toEqual(
      [false, false],
    );
    expect((await unsplit(second)).status).toBe(200);
    expect(await pieces(order)).toEqual([
      [1, 3, 3],
      [2, 2, 2],
    ]);
    expect((await api('GET', `/api/orders/show/${second}`)).status).toBe(404);
    expect((await merge([order, twin])).status).toBe(200);
    expect((await split(order, [[0, 1]])).body.message).toMatch(
      /^同梱されている受注は分割できません/,
    );
    expect((await unmerge([order])).status).toBe(200);

    const again = (await split(order, [[1, 2]])).body.data.order_id as number;
    expect(await pieces(again)).toEqual([[2, 2, 2]]);
    expect((await api('POST', `${I}/send`, { order_ids: [order] })).body.data.changed).toBe(1);
    expect((await unsplit(again)).body.message).toBe(
      '出荷指示済の出荷があるため分割を元に戻せません',
    );
    expect((await api('POST', `${I}/send`, { order_ids: [again] })).body.data.changed).toBe(1);
    const [first, last] = [(await instructions(order))[0]!, (await instructions(again))[0]!];
    expect(first.id).not.toBe(last.id);
    expect([first.lines, last.lines].map((lines) => lines.map((line) => line.quantity))).toEqual([
      [3],
      [2],
    ]);
    await settleAll(t);
    await t.sim.control.advance(delay);
    expect((await api('POST', `${I}/fetch`)).status).toBe(202);
    await settleAll(t);
    const [a, b] = [await world.orderState(order), await world.orderState(again)];
    expect([a.status, b.status]).toEqual(['shipped', 'shipped']);
    // The mall knows one order: both parcels' tracking numbers go back under its number.
    const { rows } = await t.app.db.execute<{ shop_id: number }>(
      sql`select shop_id from orders where id = ${order}`,
    );
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const shipped = await shippedOrdersOfShop(t.app.db, world.actor.scope, {
      shopId: rows[0]!.shop_id,
      shippedFrom: '2026-01-01',
      shippedTo: today > '2026-12-31' ? today : '2026-12-31',
    });
    const mine = shipped.filter((row) => row.orderNumber === number);
    expect(mine.map((row) => row.trackingNumber).sort()).toEqual(
      [a.tracking_number, b.tracking_number].sort(),
    );
    expect(await reconcile(t.app.db, world.actor.scope)).toEqual([]);
  });
});
