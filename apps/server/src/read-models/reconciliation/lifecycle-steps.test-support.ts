import { todayJst } from '@logi/shared';
import { asc, eq } from 'drizzle-orm';
import { RETURNS, SCHEDULES, TOMORROW } from '../../modules/inbound/inbound.test-support.ts';
import { I, NG, settleAll } from '../../modules/shipping/shipping.test-support.ts';
import { stocks } from '../../modules/stocks/stocks.table.ts';
import { count, receiptLot, transfer } from './lifecycle-lots.test-support.ts';
import { putAway, relocate } from './lifecycle-shelves.test-support.ts';
import { call, PRODUCT_COUNT, type Lifecycle, type Side } from './lifecycle.test-support.ts';

export const STEP_KINDS = [
  'order',
  'allocate',
  'release',
  'instruct',
  'hold',
  'cancel',
  'ship',
  'fix',
  'receive',
  'return',
  'adjust',
  'warehouseCount',
  'adopt',
  'split',
  'unsplit',
  'transfer',
  'count',
  'relocate',
] as const;

/** One random step: what, for which organisation, and numbers that pick and size it. */
export type Step = {
  kind: (typeof STEP_KINDS)[number];
  side: 0 | 1;
  pick: number;
  quantity: number;
  own: boolean;
};

let orderSequence = 0;
const product = (side: Side, pick: number) => side.world.products[pick % PRODUCT_COUNT]!;
/** The picked order of the side, or none yet (then the step does not apply). */
const pickedOrder = (side: Side, pick: number) =>
  side.orders.length === 0 ? undefined : side.orders[pick % side.orders.length]!;

async function order(side: Side, step: Step, key: string) {
  const lines = [{ product_code: product(side, step.pick).code, quantity: step.quantity }];
  if (step.pick % 3 === 2)
    lines.push({ product_code: product(side, step.pick + 1).code, quantity: 1 });
  const answer = await call(side, 'POST', '/api/orders/store', {
    orders: [
      {
        shop_id: step.own ? side.shops.own : side.shops.rsl,
        order_number: `LC-${key}-${++orderSequence}`,
        ordered_at: new Date().toISOString(),
        recipient_name: '山田 花子',
        postal_code: '100-0005',
        prefecture: '東京都',
        city: '千代田区',
        // Without a town the warehouse refuses it 住所不備.
        town: step.pick % 4 === 1 ? '' : '丸の内1-1',
        phone: '03-1234-5678',
        lines,
      },
    ],
  });
  const orderId = answer.body.data.orders[0].id as number;
  side.orders.push(orderId);
  // 受注取込 then 引当, as the day starts; what finds no stock stays for the later runs.
  await call(side, 'POST', '/api/allocation/run', { order_ids: [orderId] });
}

async function ship(side: Side, step: Step, life: Lifecycle) {
  await settleAll(side.t);
  await side.t.sim.control.advance(life.resultDelayMs);
  await call(side, 'POST', `${I}/fetch`);
  await settleAll(side.t);
  await call(side, 'POST', `${RETURNS}/fetch`, { warehouse_id: side.world.rslWarehouseId });
  const orderId = pickedOrder(side, step.pick);
  if (step.own && orderId) {
    await call(side, 'POST', `${I}/mark_shipped`, {
      order_id: orderId,
      carrier: 'ヤマト運輸',
      tracking_number: `LC-${orderId}`,
      shipped_on: todayJst(),
    });
  }
}

/** 連携エラー re-sent; 出荷不可 handled: 出荷可能数で再送 (rest back-ordered or cancelled), 住所修正, or cancelled. */
async function fix(side: Side, step: Step) {
  // 連携エラー (a number the shared account already holds for the other organisation): 再送.
  const orderId = pickedOrder(side, step.pick);
  if (step.own && orderId) await call(side, 'POST', `${I}/resend`, { order_ids: [orderId] });
  const list = await call(side, 'POST', `${NG}/search`, { per_page: 100 });
  const rows = list.body.data.data as { id: number; version: number }[];
  if (rows.length === 0) return;
  const ng = rows[step.pick % rows.length]!;
  const choice = step.quantity % 4;
  if (choice === 0) await call(side, 'POST', `${NG}/reduce/${ng.id}`, { version: ng.version });
  if (choice === 1) {
    await call(side, 'POST', `${NG}/reduce/${ng.id}`, {
      version: ng.version,
      rest: 'cancel',
      rest_cancel_reason: 'お客様了承済み',
    });
  }
  if (choice === 2) {
    await call(side, 'POST', `${NG}/fix_address/${ng.id}`, {
      version: ng.version,
      recipient_name: '山田 花子',
      postal_code: '100-0005',
      prefecture: '東京都',
      city: '千代田区',
      town: '丸の内1-1',
      phone: '03-1234-5678',
    });
  }
  if (choice === 3) await call(side, 'POST', `${NG}/cancel/${ng.id}`, { version: ng.version });
}

/** 入荷: in part at the own warehouse (入荷登録, put away to a picked shelf), or the simulator's receipt at RSL. */
async function receive(side: Side, step: Step) {
  const stored = await call(side, 'POST', `${SCHEDULES}/store`, {
    kind: 'normal',
    warehouse_id: step.own ? side.world.ownWarehouseId : side.world.rslWarehouseId,
    supplier_id: step.own ? side.supplierId : null,
    vendor_id: step.own ? null : side.vendorId,
    scheduled_date: TOMORROW,
    lines: [{ product_id: product(side, step.pick).id, scheduled_qty: step.quantity + 1 }],
  });
  const schedule = stored.body.data as { id: number; version: number; lines: { id: number }[] };
  if (step.own) {
    await call(side, 'POST', `${SCHEDULES}/receive/${schedule.id}`, {
      version: schedule.version,
      lines: [
        {
          line_id: schedule.lines[0]!.id,
          received_qty: step.quantity,
          non_sellable_qty: step.pick % 2,
          ...receiptLot(step.pick, step.pick + step.quantity),
          ...putAway(side, step.pick + step.quantity),
        },
      ],
    });
    return;
  }
  await settleAll(side.t);
  await side.t.sim.control.flush();
  await call(side, 'POST', `${SCHEDULES}/fetch_results/${schedule.id}`);
}

async function customerReturn(side: Side, step: Step) {
  await call(side, 'POST', `${RETURNS}/store`, {
    warehouse_id: side.world.ownWarehouseId,
    returned_on: todayJst(),
    reason: '顧客都合',
    lines: [
      {
        product_id: product(side, step.pick).id,
        quantity: step.quantity,
        condition: step.pick % 2 === 0 ? 'good' : 'defective',
      },
    ],
  });
}

/** 在庫調整 of one of the side's stock rows (a cut below what is allocated is refused). */
async function adjust(side: Side, step: Step) {
  const rows = await side.t.app.db
    .select({ id: stocks.id, version: stocks.version })
    .from(stocks)
    .where(eq(stocks.organisationId, side.t.yamada.organisationId))
    .orderBy(asc(stocks.id));
  const row = rows[step.pick % rows.length]!;
  await call(side, 'PUT', `/api/stocks/adjust/${row.id}`, {
    mode: 'delta',
    quantity: step.own ? step.quantity : -step.quantity,
    reason: '棚卸差異',
    version: row.version,
  });
}

/** 在庫差異: fetch the warehouse's figures and adopt the picked difference (or all of them). */
async function adopt(side: Side, step: Step) {
  const warehouseId = side.world.rslWarehouseId;
  const fetched = await call(side, 'POST', '/api/stocks/diff/fetch', { warehouse_id: warehouseId });
  await side.t.settled(fetched.body.data.id as string);
  const diffs = await call(side, 'POST', '/api/stocks/diff/search', {
    warehouse_id: warehouseId,
    per_page: 100,
  });
  const ids = (diffs.body.data.data as { id: number }[]).map((row) => row.id);
  if (ids.length === 0) return;
  const reportIds = step.own ? ids : [ids[step.pick % ids.length]!];
  await call(side, 'POST', '/api/stocks/diff/adopt', { report_ids: reportIds });
}

/** 分割 (decision 072): the picked order's picked line gives `quantity` pieces to a second one. */
async function split(side: Side, step: Step, orderId: number) {
  const shown = (await call(side, 'GET', `/api/orders/show/${orderId}`)).body.data as {
    version: number;
    lines: { id: number }[];
  };
  const line = shown.lines[step.pick % shown.lines.length]!;
  const answer = await call(side, 'POST', `/api/orders/split/${orderId}`, {
    version: shown.version,
    lines: [{ line_id: line.id, quantity: step.quantity }],
  });
  if (answer.status === 200) side.orders.push(answer.body.data.order_id as number);
}

/** 分割を元に戻す: the second shipment is gone, so the steps no longer pick it. */
async function unsplit(side: Side, orderId: number) {
  const answer = await call(side, 'POST', `/api/orders/unsplit/${orderId}`);
  if (answer.status !== 200) return;
  const gone = answer.body.data.order_id as number;
  side.orders.splice(side.orders.indexOf(gone), 1);
}

/** Runs one step through the app's API (or the simulator, for what the warehouse does itself). */
export async function runStep(life: Lifecycle, step: Step) {
  const side = life.sides[step.side];
  const orderId = pickedOrder(side, step.pick);
  const one = orderId ? { order_ids: [orderId] } : undefined;
  switch (step.kind) {
    case 'order':
      return order(side, step, life.key);
    case 'allocate':
      // The normal run (every open order, back-orders included) or the picked order.
      return call(side, 'POST', '/api/allocation/run', step.own || !one ? {} : one);
    case 'release':
      return one && call(side, 'POST', '/api/allocation/release', one);
    case 'instruct':
      // The picked order, or every order of the side (those not 引当済 are skipped, not refused).
      if (step.own && one) return call(side, 'POST', `${I}/send`, { order_ids: side.orders });
      return one && call(side, 'POST', `${I}/send`, one);
    case 'hold':
      return one && call(side, 'POST', `${I}/suspend`, one);
    case 'cancel':
      return one && call(side, 'POST', `${I}/cancel`, { ...one, reason: '顧客都合' });
    case 'ship':
      return ship(side, step, life);
    case 'fix':
      return fix(side, step);
    case 'receive':
      return receive(side, step);
    case 'return':
      return customerReturn(side, step);
    case 'adjust':
      return adjust(side, step);
    case 'warehouseCount':
      // The warehouse's own count moves (破損, 棚卸): refusals 在庫不足 and 在庫差異 follow.
      return side.world.simStock([[step.pick % PRODUCT_COUNT, step.quantity + (step.own ? 3 : 0)]]);
    case 'adopt':
      return adopt(side, step);
    case 'split':
      return orderId && split(side, step, orderId);
    case 'unsplit':
      return orderId && unsplit(side, orderId);
    case 'transfer':
      return transfer(side, step.pick, step.quantity, step.own);
    case 'count':
      return count(side, step.pick, step.quantity);
    case 'relocate':
      return relocate(side, step.pick, step.quantity);
  }
}
