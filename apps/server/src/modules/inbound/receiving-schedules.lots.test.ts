import { INBOUND_MESSAGES, addDays, todayJst } from '@logi/shared';
import { describe, expect, it } from 'vitest';
import {
  SCHEDULES,
  ownSetup,
  scheduleBody,
  showSchedule,
  stockFigures,
  storeSchedule,
  twoOrganisations,
  store,
} from './inbound.test-support.ts';
import { PRODUCTS, productBody } from '../products/products.test-support.ts';

const { yamada } = twoOrganisations();

/** An own warehouse's schedule of one ロット管理 product (10 pieces) and one plain product (5). */
async function lotSchedule() {
  const own = await ownSetup(yamada, 1);
  const lotProduct = await store(yamada, PRODUCTS, productBody({ lot_managed: true }));
  const schedule = await storeSchedule(
    yamada,
    scheduleBody(own, [
      { product_id: lotProduct.id, scheduled_qty: 10 },
      { product_id: own.products[0]!.id, scheduled_qty: 5 },
    ]),
  );
  return { own, lotProduct, schedule };
}

const stockOf = async (warehouseId: number, productId: number) => {
  const listed = await yamada('POST', '/api/stocks/search', {
    stock_type: 'stockByWarehouse',
    warehouse_id: warehouseId,
  });
  const row = (listed.body.data.data as { id: number; product_id: number }[]).find(
    (candidate) => candidate.product_id === productId,
  )!;
  return (await yamada('GET', `/api/stocks/show/${row.id}`)).body.data;
};

describe('receiving a ロット管理 line as several lots (the receipt form)', () => {
  it('tells the form which lines keep lots', async () => {
    const { schedule } = await lotSchedule();
    expect(schedule.lines.map((line) => line.lot_managed)).toEqual([true, false]);
  });

  it('books one receipt per lot of a line in one request, each with its ロット番号 and 賞味期限', async () => {
    const { own, lotProduct, schedule } = await lotSchedule();
    const [lotLine] = schedule.lines;
    const soon = addDays(todayJst(), 30);
    const later = addDays(todayJst(), 90);
    const answer = await yamada('POST', `${SCHEDULES}/receive/${schedule.id}`, {
      version: 1,
      lines: [
        { line_id: lotLine!.id, received_qty: 6, lot_no: 'L-B', expires_on: later },
        { line_id: lotLine!.id, received_qty: 4, lot_no: 'L-A', expires_on: soon },
      ],
    });
    expect(answer.status).toBe(200);
    const shown = await showSchedule(yamada, schedule.id);
    expect(shown.lines[0]!.received_qty).toBe(10);
    expect(
      (shown.receipts as unknown as Record<string, unknown>[])
        .map((receipt) => [receipt.lot_no, receipt.expires_on, receipt.received_qty])
        .sort(),
    ).toEqual([
      ['L-A', soon, 4],
      ['L-B', later, 6],
    ]);
    const stock = await stockOf(own.warehouse.id, lotProduct.id);
    expect(
      stock.lots.map((lot: Record<string, unknown>) => [
        lot.lot_no,
        lot.remaining_days,
        lot.on_hand,
        lot.allocated,
        lot.available,
      ]),
    ).toEqual([
      ['L-A', 30, 4, 0, 4],
      ['L-B', 90, 6, 0, 6],
    ]);
  });

  it('counts the earlier lots of the request against the plan: over it only when confirmed', async () => {
    const { own, lotProduct, schedule } = await lotSchedule();
    const [lotLine] = schedule.lines;
    const expiresOn = addDays(todayJst(), 60);
    const body = {
      version: 1,
      lines: [
        { line_id: lotLine!.id, received_qty: 7, lot_no: 'L-1', expires_on: expiresOn },
        { line_id: lotLine!.id, received_qty: 7, lot_no: 'L-2', expires_on: expiresOn },
      ],
    };
    const over = await yamada('POST', `${SCHEDULES}/receive/${schedule.id}`, body);
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      'lines.1.received_qty': [INBOUND_MESSAGES.overReceipt(3)],
    });
    // Nothing half-written: the first lot's receipt went back with the refusal.
    expect(await stockFigures(yamada, own.warehouse.id, lotProduct.id)).toEqual({
      onHand: 0,
      nonSellable: 0,
    });
    const confirmed = await yamada('POST', `${SCHEDULES}/receive/${schedule.id}`, {
      ...body,
      confirm_over_receipt: true,
    });
    expect(confirmed.status).toBe(200);
    expect(await stockFigures(yamada, own.warehouse.id, lotProduct.id)).toEqual({
      onHand: 14,
      nonSellable: 0,
    });
  });

  it('shows an empty lot table (lots: []) for a ロット管理 product whose stock holds no lot', async () => {
    const { own, lotProduct, schedule } = await lotSchedule();
    const [, plainLine] = schedule.lines;
    await yamada('POST', `${SCHEDULES}/receive/${schedule.id}`, {
      version: 1,
      lines: [{ line_id: plainLine!.id, received_qty: 1 }],
    });
    await yamada('POST', '/api/stocks/store', {
      product_id: lotProduct.id,
      warehouse_id: own.warehouse.id,
      on_hand: 0,
    });
    const lotStock = await stockOf(own.warehouse.id, lotProduct.id);
    expect(lotStock.lots).toEqual([]);
    const plainStock = await stockOf(own.warehouse.id, own.products[0]!.id);
    expect(plainStock.lots).toBeUndefined();
  });
});
