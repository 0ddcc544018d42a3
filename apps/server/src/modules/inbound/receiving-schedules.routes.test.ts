import { addDays, todayJst } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  INVALID_INPUT,
  SCHEDULES,
  STALE,
  TOMORROW,
  ownSetup,
  scheduleBody,
  showSchedule,
  stockFigures,
  storeSchedule,
  twoOrganisations,
  store,
} from './inbound.test-support.ts';
import { PRODUCTS, productBody } from '../products/products.test-support.ts';

const setup = twoOrganisations();
const { yamada, suzuki } = setup;

async function ownSchedule(quantities = [10, 5]) {
  const own = await ownSetup(yamada, quantities.length);
  const body = scheduleBody(
    own,
    own.products.map((product, i) => ({ product_id: product.id, scheduled_qty: quantities[i]! })),
  );
  return { own, schedule: await storeSchedule(yamada, body) };
}
const receive = (id: number, body: Record<string, unknown>) =>
  yamada('POST', `${SCHEDULES}/receive/${id}`, body);

describe('receiving schedules of an own warehouse', () => {
  it('registers with a generated number, 入荷待ち at once, lines numbered in order, each with its 標準棚番', async () => {
    const { own, schedule } = await ownSchedule();
    expect(schedule.number).toMatch(/^IN-\d{8}-\d{4}$/);
    expect(schedule).toMatchObject({
      status: 'waiting',
      scheduled_date: TOMORROW,
      scheduled_total: 15,
      received_total: 0,
      warehouse_is_own: true,
      version: 1,
    });
    expect(schedule.lines.map((line) => [line.line_number, line.scheduled_qty])).toEqual([
      [1, 10],
      [2, 5],
    ]);
    // The first product's default shelf in this warehouse is shown where it is put away.
    await yamada('POST', '/api/locations/store', {
      warehouse_id: own.warehouse.id,
      code: 'A-01',
      name: 'A列',
      route_order: 10,
      pickable: true,
      product_codes: [own.products[0]!.product_code],
    });
    const shown = await showSchedule(yamada, schedule.id);
    expect(shown.lines.map((line) => line.default_location_code)).toEqual(['A-01', null]);
  });

  it('receives partially (一部入荷), then the rest (入荷完了); stock rises, defective to non_sellable', async () => {
    const { own, schedule } = await ownSchedule();
    const [first, second] = schedule.lines;
    const partial = await receive(schedule.id, {
      version: 1,
      lines: [{ line_id: first!.id, received_qty: 4, non_sellable_qty: 1 }],
    });
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({ status: 'partial', received_total: 4 });
    expect(await stockFigures(yamada, own.warehouse.id, own.products[0]!.id)).toEqual({
      onHand: 4,
      nonSellable: 1,
    });
    const rest = await receive(schedule.id, {
      version: partial.body.data.version,
      lines: [
        { line_id: first!.id, received_qty: 5 },
        { line_id: second!.id, received_qty: 5 },
      ],
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data.status).toBe('completed');
    expect(rest.body.data.receipts).toHaveLength(3);
    expect(await stockFigures(yamada, own.warehouse.id, own.products[1]!.id)).toEqual({
      onHand: 5,
      nonSellable: 0,
    });
  });

  it('refuses an over-receipt unless confirmed', async () => {
    const { own, schedule } = await ownSchedule([3]);
    const line = schedule.lines[0]!;
    const over = await receive(schedule.id, {
      version: 1,
      lines: [{ line_id: line.id, received_qty: 4 }],
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      'lines.0.received_qty': [
        '予定数を超えています（残り: 3）。超過して入荷する場合は確認してください',
      ],
    });
    expect(await stockFigures(yamada, own.warehouse.id, own.products[0]!.id)).toEqual({
      onHand: 0,
      nonSellable: 0,
    });
    const confirmed = await receive(schedule.id, {
      version: 1,
      confirm_over_receipt: true,
      lines: [{ line_id: line.id, received_qty: 4 }],
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('completed');
  });

  it('lets one of two racing receipts on the same line land; the other is 409, stock counts once', async () => {
    const { own, schedule } = await ownSchedule([10]);
    const body = { version: 1, lines: [{ line_id: schedule.lines[0]!.id, received_qty: 2 }] };
    const answers = await Promise.all([receive(schedule.id, body), receive(schedule.id, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(STALE);
    expect(await stockFigures(yamada, own.warehouse.id, own.products[0]!.id)).toEqual({
      onHand: 2,
      nonSellable: 0,
    });
  });

  it('edits before receiving (at the version loaded; stale → 409), not after', async () => {
    const { own, schedule } = await ownSchedule([10]);
    const body = scheduleBody(own, [{ product_id: own.products[0]!.id, scheduled_qty: 12 }], {
      version: 1,
    });
    const edited = await yamada('PUT', `${SCHEDULES}/update/${schedule.id}`, body);
    expect(edited.status).toBe(200);
    expect(edited.body.data.lines[0].scheduled_qty).toBe(12);
    const stale = await yamada('PUT', `${SCHEDULES}/update/${schedule.id}`, body);
    expect(stale.status).toBe(409);
    await receive(schedule.id, {
      version: edited.body.data.version,
      lines: [{ line_id: edited.body.data.lines[0].id, received_qty: 1 }],
    });
    const current = await showSchedule(yamada, schedule.id);
    const late = await yamada('PUT', `${SCHEDULES}/update/${schedule.id}`, {
      ...body,
      version: current.version,
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(
      '入荷が始まった、またはキャンセルされた入荷予定は変更できません',
    );
  });

  it('cancels a line, then the schedule, with a reason; a receipt on a cancelled schedule is refused', async () => {
    const { own, schedule } = await ownSchedule([10, 5]);
    const noReason = await yamada('POST', `${SCHEDULES}/cancel/${schedule.id}`, { version: 1 });
    expect(noReason.status).toBe(422);
    const line = await yamada('POST', `${SCHEDULES}/cancel/${schedule.id}`, {
      version: 1,
      reason: '欠品のため',
      line_ids: [schedule.lines[1]!.id],
    });
    expect(line.status).toBe(200);
    expect(line.body.data).toMatchObject({ status: 'waiting', scheduled_total: 10 });
    expect(line.body.data.lines[1]).toMatchObject({ cancelled: true, cancel_reason: '欠品のため' });
    const all = await yamada('POST', `${SCHEDULES}/cancel/${schedule.id}`, {
      version: line.body.data.version,
      reason: '発注取消',
    });
    expect(all.body.data).toMatchObject({ status: 'cancelled', cancel_reason: '発注取消' });
    const refused = await receive(schedule.id, {
      version: all.body.data.version,
      lines: [{ line_id: schedule.lines[0]!.id, received_qty: 1 }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('キャンセルされた入荷予定には入荷できません');
    expect(await stockFigures(yamada, own.warehouse.id, own.products[0]!.id)).toEqual({
      onHand: 0,
      nonSellable: 0,
    });
  });

  it('keeps a ロット管理 product per lot: ロット番号 and 賞味期限 required, the ledger names each lot', async () => {
    const own = await ownSetup(yamada, 1);
    const lotProduct = await store(yamada, PRODUCTS, productBody({ lot_managed: true }));
    const schedule = await storeSchedule(
      yamada,
      scheduleBody(own, [
        { product_id: lotProduct.id, scheduled_qty: 10 },
        { product_id: own.products[0]!.id, scheduled_qty: 5 },
      ]),
    );
    const [lotLine, plainLine] = schedule.lines;
    const missing = await receive(schedule.id, {
      version: 1,
      lines: [{ line_id: lotLine!.id, received_qty: 4, lot_no: 'L-1' }],
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      'lines.0.expires_on': ['ロット管理の商品は賞味期限を入力してください'],
    });
    const plainLot = await receive(schedule.id, {
      version: 1,
      lines: [{ line_id: plainLine!.id, received_qty: 1, lot_no: 'X' }],
    });
    expect(plainLot.body.errors).toEqual({
      'lines.0.lot_no': ['ロット管理ではない商品にロット番号・賞味期限は入力できません'],
    });
    expect(await stockFigures(yamada, own.warehouse.id, lotProduct.id)).toEqual({
      onHand: 0,
      nonSellable: 0,
    });
    const first = await receive(schedule.id, {
      version: 1,
      lines: [{ line_id: lotLine!.id, received_qty: 4, lot_no: 'L-2', expires_on: '2031-06-30' }],
    });
    const second = await receive(schedule.id, {
      version: first.body.data.version,
      lines: [{ line_id: lotLine!.id, received_qty: 6, lot_no: 'L-1', expires_on: '2031-03-31' }],
    });
    expect(second.status).toBe(200);
    const listed = await yamada('POST', '/api/stocks/search', {
      stock_type: 'stockByWarehouse',
      warehouse_id: own.warehouse.id,
    });
    const stockId = (listed.body.data.data as { id: number; product_id: number }[]).find(
      (row) => row.product_id === lotProduct.id,
    )!.id;
    const shown = await yamada('GET', `/api/stocks/show/${stockId}`);
    expect(shown.body.data.on_hand).toBe(10);
    expect(
      shown.body.data.lots.map((lot: Record<string, unknown>) => [
        lot.lot_no,
        lot.expires_on,
        lot.on_hand,
      ]),
    ).toEqual([
      ['L-1', '2031-03-31', 6],
      ['L-2', '2031-06-30', 4],
    ]);
    const history = await yamada('GET', `/api/stocks/history/${stockId}`);
    expect(history.body.data.data.map((row: { lot_no: string }) => row.lot_no)).toEqual([
      'L-1',
      'L-2',
    ]);
  });

  it('refuses to cancel once receiving started', async () => {
    const { schedule } = await ownSchedule([10]);
    const received = await receive(schedule.id, {
      version: 1,
      lines: [{ line_id: schedule.lines[0]!.id, received_qty: 1 }],
    });
    const cancel = await yamada('POST', `${SCHEDULES}/cancel/${schedule.id}`, {
      version: received.body.data.version,
      reason: '取消',
    });
    expect(cancel.status).toBe(422);
    expect(cancel.body.message).toBe(
      '入荷が始まった、またはキャンセルされた入荷予定はキャンセルできません',
    );
  });
});

describe('bad input changes nothing', () => {
  const count = async () =>
    (await yamada('POST', `${SCHEDULES}/search`, { per_page: 1 })).body.data.total as number;

  it.each([
    ['no lines', () => ({ lines: [] }), { lines: ['商品を1件以上追加してください'] }],
    [
      'a zero quantity',
      (p: number) => ({ lines: [{ product_id: p, scheduled_qty: 0 }] }),
      { 'lines.0.scheduled_qty': ['1以上で入力してください'] },
    ],
    [
      'a negative quantity',
      (p: number) => ({ lines: [{ product_id: p, scheduled_qty: -3 }] }),
      { 'lines.0.scheduled_qty': ['1以上で入力してください'] },
    ],
    [
      'the same product twice',
      (p: number) => ({
        lines: [
          { product_id: p, scheduled_qty: 1 },
          { product_id: p, scheduled_qty: 2 },
        ],
      }),
      { 'lines.1.product_id': ['同じ商品が複数の明細にあります'] },
    ],
    [
      '2026-02-30',
      () => ({ scheduled_date: '2026-02-30' }),
      { scheduled_date: ['形式が間違っています'] },
    ],
    [
      'today (the past-day check compares against tomorrow)',
      () => ({ scheduled_date: todayJst() }),
      { scheduled_date: ['入荷予定日には明日以降の日付を入力してください'] },
    ],
  ])('%s → 422', async (_, change, errors) => {
    const own = await ownSetup(yamada, 1);
    const before = await count();
    const answer = await yamada(
      'POST',
      `${SCHEDULES}/store`,
      scheduleBody(
        own,
        [{ product_id: own.products[0]!.id, scheduled_qty: 1 }],
        change(own.products[0]!.id),
      ),
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: INVALID_INPUT, errors });
    expect(await count()).toBe(before);
  });

  it("refuses another organisation's product and a 利用しない warehouse", async () => {
    const own = await ownSetup(yamada, 1);
    const theirs = await ownSetup(suzuki, 1);
    const stranger = await yamada(
      'POST',
      `${SCHEDULES}/store`,
      scheduleBody(own, [{ product_id: theirs.products[0]!.id, scheduled_qty: 1 }]),
    );
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors).toEqual({ 'lines.0.product_id': ['商品が見つかりませんでした'] });
    const idle = await ownSetup(yamada, 1, { in_use: false });
    const unused = await yamada(
      'POST',
      `${SCHEDULES}/store`,
      scheduleBody(idle, [{ product_id: idle.products[0]!.id, scheduled_qty: 1 }]),
    );
    expect(unused.status).toBe(422);
    expect(unused.body.errors).toEqual({ warehouse_id: ['利用しない倉庫は選択できません'] });
  });
});

describe('tenancy and the list', () => {
  it("answers 404 for another organisation's schedule on every route", async () => {
    const { own, schedule } = await ownSchedule([1]);
    const id = schedule.id;
    const valid = scheduleBody(own, [{ product_id: own.products[0]!.id, scheduled_qty: 1 }], {
      version: 1,
    });
    for (const [method, path, body] of [
      ['GET', `${SCHEDULES}/show/${id}`, undefined],
      ['PUT', `${SCHEDULES}/update/${id}`, valid],
      ['POST', `${SCHEDULES}/cancel/${id}`, { version: 1, reason: 'x' }],
      [
        'POST',
        `${SCHEDULES}/receive/${id}`,
        { version: 1, lines: [{ line_id: 1, received_qty: 1 }] },
      ],
      ['POST', `${SCHEDULES}/send/${id}`, undefined],
      ['POST', `${SCHEDULES}/fetch_results/${id}`, undefined],
    ] as const) {
      const answer = await suzuki(method, path, body);
      expect([path, answer.status]).toEqual([path, 404]);
    }
    const listed = await suzuki('POST', `${SCHEDULES}/search`, { number: schedule.number });
    expect(listed.body.data.total).toBe(0);
  });

  it('filters by number, status, date range and a product code in any line', async () => {
    const { own, schedule } = await ownSchedule([2]);
    const code = own.products[0]!.product_code as string;
    const found = await yamada('POST', `${SCHEDULES}/search`, {
      product_code: code,
      status: 'waiting',
      date_from: TOMORROW,
      date_to: TOMORROW,
    });
    expect(found.body.data.data.map((row: { id: number }) => row.id)).toEqual([schedule.id]);
    const none = await yamada('POST', `${SCHEDULES}/search`, {
      number: schedule.number,
      status: 'completed',
    });
    expect(none.body.data.total).toBe(0);
  });

  it("keeps the list's count while the schedules are unchanged; any change of what it filters shows at once", async () => {
    const { own, schedule } = await ownSchedule([2]);
    const db = setup.app.db;
    const filters = { warehouse_id: own.warehouse.id, date_from: TOMORROW, date_to: TOMORROW };
    const total = async (more: Record<string, unknown> = {}) =>
      (await yamada('POST', `${SCHEDULES}/search`, { ...filters, ...more })).body.data
        .total as number;
    const generation = async () =>
      (
        await db.execute<{ generation: string }>(
          sql`select generation::text from receiving_list_generations g
               join receiving_schedules s on s.organisation_id = g.organisation_id
              where s.id = ${schedule.id}`,
        )
      ).rows[0]!.generation;
    expect(await total()).toBe(1);

    // A row written with the triggers off leaves the generation: the kept count still answers,
    // so the count was kept, not read again (what no writer of the app can do).
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into receiving_schedules (organisation_id, number, kind, warehouse_id,
                                         scheduled_date, carrier, status)
        select organisation_id, number || '-X', kind, warehouse_id, scheduled_date, carrier, status
          from receiving_schedules where id = ${schedule.id}`);
    });
    expect(await total()).toBe(1);
    // Not the page's order or size: the same filters, another page, the same kept count.
    expect(await total({ sort: 'number', direction: 'desc', per_page: 50 })).toBe(1);

    // Registered through the app: the generation moves and the next list counts all three.
    const second = await storeSchedule(
      yamada,
      scheduleBody(own, [{ product_id: own.products[0]!.id, scheduled_qty: 1 }]),
    );
    expect(await total()).toBe(3);
    expect(await total({ status: 'waiting' })).toBe(3);

    // キャンセル (a status), then plain SQL on the date: each shows on the next list.
    const cancelled = await yamada('POST', `${SCHEDULES}/cancel/${second.id}`, {
      version: second.version,
      reason: '発注取消',
    });
    expect(cancelled.status).toBe(200);
    expect(await total({ status: 'waiting' })).toBe(2);
    await db.execute(
      sql`update receiving_schedules set scheduled_date = ${addDays(TOMORROW, 1)}::date where id = ${schedule.id}`,
    );
    expect(await total()).toBe(2);

    // A column no filter reads leaves the generation (and the kept counts) as they were.
    const before = await generation();
    await db.execute(
      sql`update receiving_schedules set parcel_count = 9 where id = ${schedule.id}`,
    );
    expect(await generation()).toBe(before);
  });
});
