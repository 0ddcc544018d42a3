import { todayJst } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { orderBody, orderSetup } from '../orders/orders.test-support.ts';
import { bookWarehouseReturn } from './inbound-sync.ts';
import {
  RETURNS,
  ownSetup,
  settingBody,
  stockFigures,
  store,
  storeWarehouse,
  twoOrganisations,
  APP_SETTINGS,
} from './inbound.test-support.ts';

const setup = twoOrganisations();
const { yamada, suzuki } = setup;

type Api = typeof yamada;

/** An order of the caller's (lines of 3 and 2 pieces) and, unless `shipped` is false, shipped whole. */
async function anOrder(api: Api, shipped = true) {
  const body = orderBody(await orderSetup(api, 2));
  body.lines = body.lines.map((line, i) => ({ ...line, quantity: 3 - i }));
  const stored = await api('POST', '/api/orders/store', { orders: [body] });
  const id = stored.body.data.orders[0].id as number;
  // Test arrangement (outside the ownership rule): the shipping flow is fulfilment's tests' own.
  if (shipped) {
    await setup.app.db.execute(
      sql`update order_lines set shipped_qty = quantity where order_id = ${id}`,
    );
    await setup.app.db.execute(sql`update orders set status = 'shipped' where id = ${id}`);
  }
  const detail = await api('GET', `/api/orders/show/${id}`);
  const lines = detail.body.data.lines as { id: number; product_id: number }[];
  return { id, number: body.order_number, lines };
}

const fromOrder = (
  warehouseId: number,
  order: { id: number },
  lines: { id: number; product_id: number; quantity: number }[],
) => ({
  order_id: order.id,
  warehouse_id: warehouseId,
  returned_on: todayJst(),
  reason: '顧客都合',
  lines: lines.map((line) => ({
    order_line_id: line.id,
    product_id: line.product_id,
    quantity: line.quantity,
    condition: 'good',
  })),
});

const returnBody = (warehouseId: number, lines: Record<string, unknown>[]) => ({
  order_number: 'ORD-0001',
  warehouse_id: warehouseId,
  returned_on: todayJst(),
  reason: '受取拒否',
  lines,
});

describe('customer returns', () => {
  it('registers a return: 良品 restocks on_hand, 不良品 goes to non_sellable, once', async () => {
    const own = await ownSetup(yamada, 2);
    const [good, bad] = own.products;
    const answer = await yamada(
      'POST',
      `${RETURNS}/store`,
      returnBody(own.warehouse.id, [
        { product_id: good!.id, quantity: 3, condition: 'good' },
        { product_id: bad!.id, quantity: 2, condition: 'defective' },
      ]),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      source: 'manual',
      reason: '受取拒否',
      good_total: 3,
      defective_total: 2,
    });
    expect(answer.body.data.return_number).toMatch(/^RT-\d{8}-\d{4}$/);
    expect(await stockFigures(yamada, own.warehouse.id, good!.id)).toEqual({
      onHand: 3,
      nonSellable: 0,
    });
    expect(await stockFigures(yamada, own.warehouse.id, bad!.id)).toEqual({
      onHand: 0,
      nonSellable: 2,
    });
    const shown = await yamada('GET', `${RETURNS}/show/${answer.body.data.id}`);
    expect(shown.body.data.lines).toHaveLength(2);
    const theirs = await suzuki('GET', `${RETURNS}/show/${answer.body.data.id}`);
    expect(theirs.status).toBe(404);
  });

  it('filters by warehouse, reason and condition', async () => {
    const own = await ownSetup(yamada, 1);
    await store(
      yamada,
      RETURNS,
      returnBody(own.warehouse.id, [
        { product_id: own.products[0]!.id, quantity: 1, condition: 'defective' },
      ]),
    );
    const search = (body: Record<string, unknown>) =>
      yamada('POST', `${RETURNS}/search`, { warehouse_id: own.warehouse.id, ...body });
    expect((await search({ condition: 'defective' })).body.data.total).toBe(1);
    expect((await search({ condition: 'good' })).body.data.total).toBe(0);
    expect((await search({ reason: '商品不良' })).body.data.total).toBe(0);
    expect((await search({ date_from: todayJst(), date_to: todayJst() })).body.data.total).toBe(1);
  });

  it('refuses manual returns for an external warehouse, no lines, and a stranger product', async () => {
    const setting = await store(yamada, APP_SETTINGS, settingBody());
    const external = await storeWarehouse(yamada, { type: 'rsl', app_setting_id: setting.id });
    const own = await ownSetup(yamada, 1);
    const theirs = await ownSetup(suzuki, 1);
    const line = { product_id: own.products[0]!.id, quantity: 1, condition: 'good' };
    const before = (await yamada('POST', `${RETURNS}/search`, {})).body.data.total;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        returnBody(external.id, [line]),
        { warehouse_id: ['外部倉庫の返品実績は倉庫から取得してください'] },
      ],
      [returnBody(own.warehouse.id, []), { lines: ['商品を1件以上追加してください'] }],
      [
        returnBody(own.warehouse.id, [{ ...line, product_id: theirs.products[0]!.id }]),
        { 'lines.0.product_id': ['商品が見つかりませんでした'] },
      ],
      [
        returnBody(own.warehouse.id, [{ ...line, quantity: 0 }]),
        { 'lines.0.quantity': ['1以上で入力してください'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await yamada('POST', `${RETURNS}/store`, body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    }
    expect((await yamada('POST', `${RETURNS}/search`, {})).body.data.total).toBe(before);
  });

  it('books a return the warehouse reports three times only once (返品実績検索)', async () => {
    const own = await ownSetup(yamada, 1);
    const product = own.products[0]! as unknown as { id: number; product_code: string };
    const { rows } = await setup.app.db.execute<{ organisation_id: string }>(
      sql`select organisation_id from warehouses where id = ${own.warehouse.id}`,
    );
    const scope = organisationScope(rows[0]!.organisation_id);
    const reported = {
      returnNumber: `WR-${own.warehouse.id}`,
      orderNumber: 'ORD-9',
      instructionNumber: 'SI-9',
      instructionRef: 'SI-REF-9',
      returnedAt: new Date().toISOString(),
      reason: '長期不在' as const,
      lines: [
        { productCode: product.product_code, quantity: 2, condition: '良品' as const },
        { productCode: product.product_code, quantity: 1, condition: '不良品' as const },
        { productCode: 'NO-SUCH-CODE', quantity: 1, condition: '良品' as const },
      ],
    };
    const outcomes = [];
    for (let round = 0; round < 3; round += 1) {
      outcomes.push(await bookWarehouseReturn(setup.app.db, scope, own.warehouse.id, reported));
    }
    expect(outcomes.map((outcome) => outcome.booked)).toEqual([true, false, false]);
    expect(outcomes[0]!.unknown).toEqual(['NO-SUCH-CODE']);
    expect(await stockFigures(yamada, own.warehouse.id, product.id)).toEqual({
      onHand: 2,
      nonSellable: 1,
    });
  });

  it('registers a return from a shipped order: bound to its lines, shown on it, never past what shipped', async () => {
    const own = await ownSetup(yamada, 0);
    const order = await anOrder(yamada);
    const [first, second] = order.lines;
    const answer = await yamada(
      'POST',
      `${RETURNS}/store`,
      fromOrder(own.warehouse.id, order, [{ ...first!, quantity: 1 }]),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ order_id: order.id, order_number: order.number });
    expect(answer.body.data.lines[0].order_line_id).toBe(first!.id);

    // Over the bound (3 shipped, 1 returned): refused on its line, nothing booked.
    const over = await yamada(
      'POST',
      `${RETURNS}/store`,
      fromOrder(own.warehouse.id, order, [
        { ...second!, quantity: 2 },
        { ...first!, quantity: 3 },
      ]),
    );
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      'lines.1.quantity': ['出荷数から返品済み数を引いた返品可能数（2）を超えています'],
    });

    // Two returns of the last 2 at once: the order's lock lets one through.
    const both = await Promise.all(
      [0, 1].map(() =>
        yamada(
          'POST',
          `${RETURNS}/store`,
          fromOrder(own.warehouse.id, order, [{ ...first!, quantity: 2 }]),
        ),
      ),
    );
    expect(both.map((one) => one.status).sort()).toEqual([201, 422]);

    const shown = (await yamada('GET', `/api/orders/show/${order.id}`)).body.data;
    expect(shown.lines.map((line: { returned_qty: number }) => line.returned_qty)).toEqual([3, 0]);
    expect(shown.returns).toHaveLength(2);
    expect(shown.returns[0].lines[0]).toMatchObject({ line_number: 1, quantity: 1 });
    expect(await stockFigures(yamada, own.warehouse.id, first!.product_id)).toEqual({
      onHand: 3,
      nonSellable: 0,
    });
    const listed = await yamada('POST', `${RETURNS}/search`, { keyword: order.number });
    expect(listed.body.data.data.map((row: { order_id: number }) => row.order_id)).toEqual([
      order.id,
      order.id,
    ]);
  });

  it("refuses a return from an unshipped order, another organisation's order (404) and a stray line", async () => {
    const own = await ownSetup(yamada, 0);
    const shipped = await anOrder(yamada);
    const unshipped = await anOrder(yamada, false);
    const line = { ...shipped.lines[0]!, quantity: 1 };
    const refused = async (body: Record<string, unknown>, errors: Record<string, string[]>) => {
      const answer = await yamada('POST', `${RETURNS}/store`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    };
    await refused(
      fromOrder(own.warehouse.id, unshipped, [{ ...unshipped.lines[0]!, quantity: 1 }]),
      { order_id: ['出荷済みの受注だけ返品登録できます'] },
    );
    await refused(fromOrder(own.warehouse.id, shipped, [{ ...unshipped.lines[0]!, quantity: 1 }]), {
      'lines.0.order_line_id': ['この受注の出荷済み明細ではありません'],
    });
    await refused(
      { ...fromOrder(own.warehouse.id, shipped, [line]), order_id: null },
      { 'lines.0.order_line_id': ['受注を指定しない返品には受注明細を指定できません'] },
    );

    const theirs = await ownSetup(suzuki, 1);
    const stranger = await suzuki('POST', `${RETURNS}/store`, {
      ...fromOrder(theirs.warehouse.id, shipped, [line]),
      lines: [
        {
          order_line_id: line.id,
          product_id: theirs.products[0]!.id,
          quantity: 1,
          condition: 'good',
        },
      ],
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('受注が見つかりませんでした');
    const shown = (await yamada('GET', `/api/orders/show/${shipped.id}`)).body.data;
    expect(shown.returns).toEqual([]);
  });
});
