import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES, ORDER_MESSAGES as M, REQUIRED_MESSAGE, TEXTS } from '@logi/shared';
import { apiClient } from '../../test/sign-in.ts';
import { outboundWorld, type OutboundWorld } from '../allocation/allocation.test-support.ts';
import { importApp, orderCounts, orderSetup } from './orders.test-support.ts';

const t = importApp();
const ENTRY = '/api/orders/entry';
let world: OutboundWorld;

beforeAll(async () => {
  const setup = await orderSetup(t.api, 0);
  const { rows } = await t.app.db.execute<{ organisation_id: string }>(
    sql`select organisation_id from shops where id = ${setup.shop.id}`,
  );
  // Yamada's organisation: warehouses in one group, its shop, products P-…-1…3.
  world = await outboundWorld(t.app.db, { organisationId: rows[0]!.organisation_id });
});

let sequence = 0;
/** One typed order (wire names) of the world's shop, lines [product index, quantity]. */
const entryBody = (lines: [number, number][], overrides: Record<string, unknown> = {}) => ({
  shop_id: world.shopId,
  order_number: `FORM-${Date.now()}-${++sequence}`,
  ordered_at: '2026-11-20 09:15',
  recipient_name: '鈴木 一郎',
  postal_code: '1000005',
  prefecture: '東京都',
  city: '千代田区',
  town: '丸の内1-9-1',
  phone: '03-1234-5678',
  lines: lines.map(([p, quantity]) => ({
    product_code: world.productCodes[p],
    quantity,
    unit_price: 1200,
  })),
  ...overrides,
});
/** The edit body of a stored order: its recipient and lines as the form sends them back. */
const editBody = (detail: Record<string, unknown>, overrides: Record<string, unknown>) => ({
  version: detail.version,
  recipient_name: detail.recipient_name,
  postal_code: detail.postal_code,
  prefecture: detail.prefecture,
  city: detail.city,
  town: detail.town,
  phone: detail.phone,
  lines: (detail.lines as { product_code: string; quantity: number; unit_price: number }[]).map(
    (line) => ({
      product_code: line.product_code,
      quantity: line.quantity,
      unit_price: line.unit_price,
    }),
  ),
  ...overrides,
});
const enter = async (body: unknown) => t.yamada(ENTRY, { json: body });
const show = async (id: number) => (await t.yamada(`/api/orders/show/${id}`)).body.data;
const put = (who: 'yamada' | 'suzuki', id: number, body: unknown) =>
  (who === 'yamada' ? t.api : apiClient(t.app.baseUrl, t.jars.suzuki))(
    'PUT',
    `/api/orders/${id}`,
    body,
  );
const ledgerOf = async (orderId: number) => {
  const { rows } = await t.app.db.execute<{ kind: string; allocated_delta: number }>(sql`
    select kind, allocated_delta from stock_movements
     where reference_type = 'order' and reference_id = ${String(orderId)} order by id`);
  return rows.map((row) => `${row.kind} ${row.allocated_delta}`);
};

describe('受注登録 (POST /api/orders/entry)', () => {
  it('stores a typed order through the intake, audited; a taken number is refused on its field', async () => {
    const body = entryBody([[0, 2]]);
    const created = await enter(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      order_number: body.order_number,
      source: 'manual',
      status: 'unallocated',
      postal_code: '100-0005',
    });
    const audits = await t.yamada(`/api/audits/orders/${created.body.data.id}`);
    expect(audits.body.data.data[0]).toMatchObject({ action: 'create' });

    const counts = await orderCounts(t.app);
    const again = await enter(body);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ order_number: [M.numberTaken(body.order_number)] });
    expect(await orderCounts(t.app)).toEqual(counts);
  });

  it('refuses bad input with Japanese messages on each field and writes nothing', async () => {
    const counts = await orderCounts(t.app);
    const bad = await enter(entryBody([[0, 0]], { recipient_name: '' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.recipient_name).toEqual([REQUIRED_MESSAGE]);
    expect(bad.body.errors['lines.0.quantity']).toHaveLength(1);
    const cod = await enter(entryBody([[0, 1]], { delivery_method: 'nekopos', cod_amount: 1000 }));
    expect(cod.status).toBe(422);
    expect(cod.body.errors).toEqual({ cod_amount: [DELIVERY_MESSAGES.codNotAllowed('ネコポス')] });
    expect(await orderCounts(t.app)).toEqual(counts);
  });
});

describe('受注編集 (PUT /api/orders/{id})', () => {
  it('re-allocates changed pieces through the stock service (ledger rows), never beyond stock', async () => {
    await world.stock([
      [1, 0, 5],
      [2, 0, 1],
    ]);
    await world.settings({ autoEnabled: true });
    const created = await enter(entryBody([[1, 2]]));
    const id = created.body.data.id as number;
    expect(created.body.data.status).toBe('allocated');

    // 2 → 4 pieces of product 1 and a line of product 2: released whole, allocated again.
    const detail = await show(id);
    const lines = [
      { product_code: world.productCodes[1], quantity: 4, unit_price: 1200 },
      { product_code: world.productCodes[2], quantity: 1, unit_price: 800 },
    ];
    const edited = await put('yamada', id, editBody(detail, { city: '中央区', lines }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ city: '中央区', status: 'allocated' });
    const figures = (data: { lines: Record<string, number>[] }) =>
      data.lines.map((line) => [line.quantity, line.allocated_qty]);
    expect(figures(edited.body.data)).toEqual([
      [4, 4],
      [1, 1],
    ]);
    expect(await ledgerOf(id)).toEqual([
      'allocation 2',
      'release -2',
      'allocation 4',
      'allocation 1',
    ]);
    let available = await world.available();
    expect([available[1]![0], available[2]![0]]).toEqual([1, 0]);

    // 2 pieces of product 2 where 1 is in stock: nothing is allocated beyond it.
    const short = await put(
      'yamada',
      id,
      editBody(edited.body.data, { lines: [lines[0], { ...lines[1], quantity: 2 }] }),
    );
    expect(short.status, JSON.stringify(short.body)).toBe(200);
    expect(short.body.data.lines[1].allocated_qty).toBeLessThanOrEqual(1);
    available = await world.available();
    expect(available.flat().every((figure) => figure >= 0)).toBe(true);
    const audits = await t.yamada(`/api/audits/orders/${id}`);
    const [second, first] = audits.body.data.data;
    expect(first).toMatchObject({ action: 'update' });
    expect(first.changes.city).toEqual({ from: '千代田区', to: '中央区' });
    expect(second.changes.lines.to).toContain(`${world.productCodes[2]} × 2 @800`);

    // The form opened before this edit is stale.
    const stale = await put('yamada', id, editBody(detail, { city: '港区' }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(TEXTS.staleEdit);
    expect((await show(id)).city).toBe('中央区');
  });

  it('refuses an instructed order with 409 and its reason, changing nothing', async () => {
    await world.stock([[0, 0, 3]]);
    const id = (await enter(entryBody([[0, 1]]))).body.data.id as number;
    const sent = await t.yamada('/api/shipping_instructions/send', { json: { order_ids: [id] } });
    expect(sent.status).toBe(200);
    const detail = await show(id);
    expect(detail.status).toBe('instructed');
    const refused = await put('yamada', id, editBody(detail, { city: '中央区' }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.notEditable);
    expect(await show(id)).toEqual(detail);
  });

  it('answers 404 for another organisation, 422 for bad input; neither changes the order', async () => {
    const id = (await enter(entryBody([[0, 1]]))).body.data.id as number;
    const detail = await show(id);
    expect((await put('suzuki', id, editBody(detail, { city: '中央区' }))).status).toBe(404);
    const bad = await put(
      'yamada',
      id,
      editBody(detail, {
        phone: 'abc',
        lines: [{ product_code: 'NO-SUCH', quantity: 1, unit_price: 0 }],
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.phone).toHaveLength(1);
    const unknown = await put(
      'yamada',
      id,
      editBody(detail, { lines: [{ product_code: 'NO-SUCH', quantity: 1, unit_price: 0 }] }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'lines.0.product_code': [M.productNotFound('NO-SUCH')] });
    expect(await show(id)).toEqual(detail);
  });
});
