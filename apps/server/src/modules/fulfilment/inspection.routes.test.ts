import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULFILMENT_MESSAGES as M, todayJst } from '@logi/shared';
import { importApp } from '../product-import/product-import.test-support.ts';
import { COMPLETE, LOOKUP, ownParcelWorld, TRACKING_IMPORT } from './inspection.test-support.ts';

// 検品 and 伝票番号の取込 over HTTP against the real database, allocation and 出荷指示: a parcel
// is found by its order or instruction number, completed only when the scans match (once), and
// shipped by a tracking number typed at 検品 or imported from the carrier's file, all or nothing.

const t = importApp();
let world: Awaited<ReturnType<typeof ownParcelWorld>>;
let yamada: { organisationId: string; userId: string };

beforeAll(async () => {
  const user = await t.api('GET', '/api/auth/user');
  yamada = { organisationId: user.body.data.organisations[0].uuid, userId: user.body.data.id };
  world = await ownParcelWorld(t.app, yamada);
});

const post = (path: string, json: unknown) => t.yamada(path, { json });
const scansOf = (entries: [code: string, quantity: number][]) =>
  entries.map(([product_code, quantity]) => ({ product_code, quantity }));
const b2Issued = (rows: [orderNumber: string, tracking: string][]) =>
  ['お客様管理番号,伝票番号,出荷予定日', ...rows.map(([o, n]) => `${o},${n},2026/11/27`)].join(
    '\r\n',
  ) + '\r\n';

describe('検品', () => {
  it('finds the parcel by order number and by 出荷指示番号; another organisation’s is 404', async () => {
    const parcel = await world.parcel([
      [0, 2],
      [1, 1],
    ]);
    const [p0, p1] = world.products;
    const byOrder = await post(LOOKUP, { code: parcel.orderNumber });
    expect(byOrder.status, JSON.stringify(byOrder.body)).toBe(200);
    expect(byOrder.body.data).toMatchObject({
      instruction_id: parcel.instructionId,
      order_number: parcel.orderNumber,
      status: 'instructed',
      delivery_carrier: 'yamato',
      lines: [
        { product_code: p0!.code, jan_code: p0!.jan, product_name: '検品商品1', quantity: 2 },
        { product_code: p1!.code, jan_code: null, quantity: 1 },
      ],
    });
    const byNumber = await post(LOOKUP, { code: parcel.number });
    expect(byNumber.body.data.instruction_id).toBe(parcel.instructionId);
    const theirs = await t.suzuki(LOOKUP, { json: { code: parcel.orderNumber } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(M.parcelNotFound(parcel.orderNumber));
    const theirComplete = await t.suzuki(COMPLETE, {
      json: { instruction_id: parcel.instructionId, scans: scansOf([[p0!.code, 2]]) },
    });
    expect(theirComplete.status).toBe(404);

    // Order numbers are unique per shop: another shop's open parcel of the number asks for the 出荷指示番号.
    const twin = await (
      await ownParcelWorld(t.app, yamada)
    ).parcel([[0, 1]], 'yamato', parcel.orderNumber);
    const ambiguous = await post(LOOKUP, { code: parcel.orderNumber });
    expect(ambiguous.status).toBe(422);
    expect(ambiguous.body.message).toBe(M.ambiguousOrderNumber(parcel.orderNumber));
    expect((await post(LOOKUP, { code: twin.number })).body.data.instruction_id).toBe(
      twin.instructionId,
    );
  });

  it('refuses a wrong product, one too many or a piece short with nothing changed; completes once; ships with a tracking number', async () => {
    const [p0, p1] = world.products;
    const parcel = await world.parcel([
      [0, 2],
      [1, 1],
    ]);
    const before = await world.state(parcel.orderId);
    const complete = (scans: [string, number][], extra: object = {}) =>
      post(COMPLETE, { instruction_id: parcel.instructionId, scans: scansOf(scans), ...extra });
    const wrong = await complete([
      [p0!.code, 2],
      [p1!.code, 1],
      ['NOT-IN-PARCEL', 1],
    ]);
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(M.notInParcel('NOT-IN-PARCEL'));
    const tooMany = await complete([
      [p0!.jan!, 2],
      [p0!.code, 1],
      [p1!.code, 1],
    ]);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(M.tooMany(`検品商品1（${p0!.code}）`, 2, 3));
    const short = await complete([[p0!.code, 2]]);
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(M.tooFew(`検品商品2（${p1!.code}）`, 1, 0));
    expect(await world.state(parcel.orderId)).toEqual(before);

    // A JAN counts as its product: 検品済, the order too; a second complete is refused.
    const done = await complete([
      [p0!.jan!, 1],
      [p0!.code, 1],
      [p1!.code, 1],
    ]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'inspected',
      message: M.inspected(parcel.orderNumber),
    });
    expect(await world.state(parcel.orderId)).toEqual({
      ...before,
      order_status: 'inspected',
      instruction_status: 'inspected',
      inspected: true,
    });
    const again = await complete([
      [p0!.code, 2],
      [p1!.code, 1],
    ]);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(M.alreadyInspected(parcel.number));
    expect((await post(LOOKUP, { code: parcel.orderNumber })).body.data.status).toBe('inspected');

    // With a tracking number it ships at once: the carrier's label, today (JST), stock down.
    const other = await world.parcel([[1, 2]]);
    const shipped = await post(COMPLETE, {
      instruction_id: other.instructionId,
      scans: scansOf([[p1!.code, 2]]),
      tracking_number: '4455-6677-8899',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(await world.state(other.orderId)).toEqual({
      order_status: 'shipped',
      instruction_status: 'shipped',
      inspected: true,
      tracking_number: '4455-6677-8899',
      carrier: 'ヤマト運輸',
      shipped_on: todayJst(),
      on_hand: before.on_hand - 2,
      allocated: before.allocated,
      shipments: before.shipments + 1,
    });
    const shippedLookup = await post(LOOKUP, { code: other.orderNumber });
    expect(shippedLookup.status).toBe(422);
    expect(shippedLookup.body.message).toBe(M.alreadyShipped(other.orderNumber));

    // An order without a carrier cannot take a tracking number: refused, nothing changed.
    const noCarrier = await world.parcel([[1, 1]], null);
    const refused = await post(COMPLETE, {
      instruction_id: noCarrier.instructionId,
      scans: scansOf([[p1!.code, 1]]),
      tracking_number: '4455-6677-0000',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(M.noCarrier(noCarrier.orderNumber));
    expect((await world.state(noCarrier.orderId)).instruction_status).toBe('accepted');
  });
});

describe('伝票番号の取込', () => {
  it('refuses a file with an unmatched row (rows listed, nothing shipped), then ships every parcel at once; re-importing changes nothing', async () => {
    const [first, second] = [await world.parcel([[0, 1]]), await world.parcel([[1, 1]])];
    const sagawa = await world.parcel([[1, 1]], 'sagawa');
    const before = await world.state(first.orderId);
    const upload = (file: string) => t.yamada(TRACKING_IMPORT, file, '?carrier=yamato');

    const refused = await upload(
      b2Issued([
        [first.orderNumber, '412345678901'],
        ['NO-SUCH-ORDER', '412345678902'],
        [sagawa.orderNumber, '412345678903'],
        [second.orderNumber, '4123'],
      ]),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: M.trackingRowsRefused,
      errors: [
        { 行目: 3, エラー: { 受注番号: [M.noOpenParcel('NO-SUCH-ORDER', 'ヤマト運輸')] } },
        { 行目: 4, エラー: { 受注番号: [M.noOpenParcel(sagawa.orderNumber, 'ヤマト運輸')] } },
        { 行目: 5, エラー: { 行: ['伝票番号「4123」の形式が正しくありません。'] } },
      ],
    });
    expect(await world.state(first.orderId)).toEqual(before);

    const file = b2Issued([
      [first.orderNumber, '412345678901'],
      [second.orderNumber, '4123-4567-8902'],
    ]);
    const imported = await upload(file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toEqual({
      shipped: 2,
      parcels: [
        {
          order_number: first.orderNumber,
          tracking_number: '412345678901',
          shipped_on: '2026-11-27',
        },
        {
          order_number: second.orderNumber,
          tracking_number: '412345678902',
          shipped_on: '2026-11-27',
        },
      ],
    });
    const shipped = await world.state(second.orderId);
    expect(shipped).toMatchObject({
      order_status: 'shipped',
      instruction_status: 'shipped',
      tracking_number: '412345678902',
      carrier: 'ヤマト運輸',
      shipped_on: '2026-11-27',
      on_hand: before.on_hand - 2,
      shipments: before.shipments + 2,
    });

    const again = await upload(file);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ shipped: 0, parcels: [] });
    expect(await world.state(second.orderId)).toEqual(shipped);
    const otherNumber = await upload(b2Issued([[first.orderNumber, '499999999999']]));
    expect(otherNumber.status).toBe(422);
    expect(otherNumber.body.errors[0].エラー.受注番号).toEqual([
      M.shippedWithOtherNumber(first.orderNumber, '412345678901'),
    ]);
  });
});

describe('出荷指示番号', () => {
  it('numbers the instruction after a day’s 10,000th by value, not as text (SH-…-9999 < SH-…-10000)', async () => {
    const prefix = `SH-${todayJst().replaceAll('-', '')}-`;
    const [a, b] = [await world.parcel([[0, 1]]), await world.parcel([[0, 1]])];
    await t.app.db.execute(sql`update shipping_instructions set number = ${`${prefix}9999`}
                                where id = ${a.instructionId}`);
    await t.app.db.execute(sql`update shipping_instructions set number = ${`${prefix}10000`}
                                where id = ${b.instructionId}`);
    expect((await world.parcel([[0, 1]])).number).toBe(`${prefix}10001`);
  });
});
