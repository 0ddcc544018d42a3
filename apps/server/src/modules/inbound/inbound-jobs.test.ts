import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueProcess } from '../jobs/index.ts';
import { PRODUCTS, productBody } from '../products/products.test-support.ts';
import { store } from '../../test/masters.test-support.ts';
import {
  startWarehouseJobsTest,
  type WarehouseJobsTest,
} from '../warehouse-jobs/warehouse-jobs.test-support.ts';
import {
  SCHEDULES,
  newVendor,
  scheduleBody,
  showSchedule,
  stockFigures,
  storeSchedule,
} from './inbound.test-support.ts';

// 保存 → 入荷予定登録 → the simulator → 入荷実績検索, end to end, against a real simulator.
let t: WarehouseJobsTest;

beforeAll(async () => {
  t = await startWarehouseJobsTest();
});
afterAll(async () => {
  await t?.close();
});

/** A vendor and products known to the warehouse too (registered there directly); lot ones first. */
async function knownAtWarehouse(count: number, lotManaged = 0) {
  const vendor = await newVendor(t.yamada.api);
  const products = [];
  for (let i = 0; i < count; i += 1)
    products.push(
      await store(t.yamada.api, PRODUCTS, productBody({ lot_managed: i < lotManaged })),
    );
  await t.account.provider.upsertVendors({ requestId: `v-${vendor.id}` }, [
    { vendorCode: vendor.vendor_code as string, name: vendor.name as string },
  ]);
  await t.account.provider.upsertProducts(
    { requestId: `p-${products[0]!.id}` },
    products.map((product) => ({
      productCode: product.product_code as string,
      name: product.name as string,
      salesStatus: '販売中' as const,
      lotManaged: product.lot_managed as boolean,
    })),
  );
  return { vendor, products };
}

/** The newest process of `action` (the one the last save or cancel queued). */
async function lastProcess(action: string) {
  const { rows } = await t.app.db.execute<{ id: string }>(
    sql`select id from processes where action = ${action} order by created_at desc limit 1`,
  );
  return rows[0]!;
}

async function sentSchedule(quantities: number[], lotManaged = 0) {
  const { vendor, products } = await knownAtWarehouse(quantities.length, lotManaged);
  const schedule = await storeSchedule(
    t.yamada.api,
    scheduleBody(
      { warehouse: t.warehouse, vendor },
      products.map((product, i) => ({ product_id: product.id, scheduled_qty: quantities[i]! })),
    ),
  );
  expect(schedule.status).toBe('unsynced');
  const done = await t.settled((await lastProcess('inbound_schedule_create')).id);
  return { schedule, products, done };
}

const fetchResults = async (id: number) => {
  const answer = await t.yamada.api('POST', `${SCHEDULES}/fetch_results/${id}`);
  expect(answer.status).toBe(202);
  return t.settled(answer.body.data.id);
};

describe('an external warehouse schedule', () => {
  it('is sent once (入荷待ち), and its results booked once however often they are fetched', async () => {
    const { schedule, products, done } = await sentSchedule([6, 4]);
    expect(done).toMatchObject({ processStatus: 'completed' });
    expect((await showSchedule(t.yamada.api, schedule.id)).status).toBe('waiting');

    await t.sim.control.settings({ inboundDamaged: 1 });
    await t.sim.control.flush();
    for (let round = 0; round < 3; round += 1) {
      expect(await fetchResults(schedule.id)).toMatchObject({ processStatus: 'completed' });
    }
    const after = await showSchedule(t.yamada.api, schedule.id);
    expect(after.status).toBe('completed');
    expect(after.receipts).toHaveLength(2);
    expect(after.lines.map((line) => [line.received_qty, line.non_sellable_qty])).toEqual([
      [5, 1],
      [3, 1],
    ]);
    expect(await stockFigures(t.yamada.api, t.warehouse.id, products[0]!.id)).toEqual({
      onHand: 5,
      nonSellable: 1,
    });
    await t.sim.control.settings({ inboundDamaged: 0 });
  });

  it('keeps the lot and 賞味期限 the warehouse reports for a ロット管理 product (none for the others)', async () => {
    const { schedule, products } = await sentSchedule([3, 2], 1);
    await t.sim.control.flush();
    await fetchResults(schedule.id);
    const { rows } = await t.app.db.execute<{
      product_id: number;
      lot_no: string | null;
      days: number | null;
      lots: string | null;
      ledger: string | null;
    }>(sql`
      select l.product_id, r.lot_no, r.expires_on - (r.received_at at time zone 'UTC')::date as days,
             (select string_agg(k.lot_no || ':' || k.on_hand, ',') from stock_lots k
                join stocks s on s.id = k.stock_id
               where s.product_id = l.product_id and s.warehouse_id = ${t.warehouse.id}) as lots,
             (select string_agg(m.lot_no || ':' || m.on_hand_delta, ',') from stock_movements m
                join stocks s on s.id = m.stock_id
               where s.product_id = l.product_id and m.kind = 'receipt') as ledger
        from receipts r join receiving_schedule_lines l on l.id = r.line_id
       where r.schedule_id = ${schedule.id} order by l.line_number`);
    const lot = `LOT-${schedule.number}-1`;
    expect(rows).toEqual([
      { product_id: products[0]!.id, lot_no: lot, days: 180, lots: `${lot}:3`, ledger: `${lot}:3` },
      { product_id: products[1]!.id, lot_no: null, days: null, lots: null, ledger: null },
    ]);
  });

  it('arrives in parts: 一部入荷, then 入荷完了, the later fetch asking only since the last receipt', async () => {
    await t.sim.control.settings({ inboundParts: 2 });
    const { schedule, products } = await sentSchedule([4]);
    await t.sim.control.settings({ inboundParts: 1 });
    const { resultDelayMs } = await t.sim.control.settings({});

    await t.sim.control.advance(resultDelayMs);
    await fetchResults(schedule.id);
    const partial = await showSchedule(t.yamada.api, schedule.id);
    expect([partial.status, partial.lines[0]!.received_qty]).toEqual(['partial', 2]);

    await t.sim.control.advance(resultDelayMs);
    await fetchResults(schedule.id);
    const complete = await showSchedule(t.yamada.api, schedule.id);
    expect([complete.status, complete.lines[0]!.received_qty]).toEqual(['completed', 4]);
    expect(await stockFigures(t.yamada.api, t.warehouse.id, products[0]!.id)).toEqual({
      onHand: 4,
      nonSellable: 0,
    });
    const asked = await t.sim.control.requests({ operation: 'inbound_result_search' });
    expect(asked.entries.at(-1)?.path).toMatch(/[?&]since=/);
  });

  it('goes 連携エラー with the warehouse message when the warehouse refuses it', async () => {
    const vendor = await newVendor(t.yamada.api); // unknown to the warehouse
    const product = await store(t.yamada.api, PRODUCTS, productBody());
    const schedule = await storeSchedule(
      t.yamada.api,
      scheduleBody({ warehouse: t.warehouse, vendor }, [
        { product_id: product.id, scheduled_qty: 1 },
      ]),
    );
    const done = await t.settled((await lastProcess('inbound_schedule_create')).id);
    expect(done).toMatchObject({ processStatus: 'failed' });
    const after = await showSchedule(t.yamada.api, schedule.id);
    expect(after.status).toBe('sync_error');
    expect(after.sync_message).toBeTruthy();
  });

  it('is cancelled at the warehouse first (入荷予定キャンセル), then here', async () => {
    const { schedule } = await sentSchedule([2]);
    const current = await showSchedule(t.yamada.api, schedule.id);
    const answer = await t.yamada.api('POST', `${SCHEDULES}/cancel/${schedule.id}`, {
      version: current.version,
      reason: '発注取消',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('waiting');
    const done = await t.settled((await lastProcess('inbound_cancel')).id);
    expect(done).toMatchObject({ processStatus: 'completed' });
    expect((await showSchedule(t.yamada.api, schedule.id)).status).toBe('cancelled');
  });

  it('mirrors a cancellation made at the warehouse (入荷ステータス検索)', async () => {
    const { schedule } = await sentSchedule([3]);
    await t.account.provider.cancelInbound({ requestId: `cancel-${schedule.id}` }, [
      { scheduleNumber: schedule.number, reason: '倉庫側で取消' },
    ]);
    const { process } = await enqueueProcess(t.app.db, {
      organisationId: t.yamada.organisationId,
      userId: null,
      action: 'inbound_status_search',
      payload: { warehouseId: t.warehouse.id },
    });
    expect(await t.settled(process.id)).toMatchObject({ processStatus: 'completed' });
    const after = await showSchedule(t.yamada.api, schedule.id);
    expect(after.status).toBe('cancelled');
    expect(after.lines.every((line) => line.cancelled)).toBe(true);
  });
});
