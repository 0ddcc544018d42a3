import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, SUZUKI } from '../../test/jobs.test-support.ts';
import {
  SCHEDULES,
  newVendor,
  scheduleBody,
  showSchedule,
  stockFigures,
  storeSchedule,
  type Api,
} from '../inbound/inbound.test-support.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { PRODUCTS, productBody } from '../products/products.test-support.ts';
import { I, settleAll, shippingWorld } from '../shipping/shipping.test-support.ts';
import { store } from '../../test/masters.test-support.ts';
import {
  connectRslWarehouse,
  startWarehouseJobsTest,
  type WarehouseJobsTest,
} from './warehouse-jobs.test-support.ts';

// Issue 23 item 2 (decision 036): サンプル物流 (Yamada, "A") and テスト商事 (Suzuki, "B") use ONE
// simulator account, and their numbers (IN-…-0001, SH-…-0001) collide. Whatever the warehouse
// reports is booked only where it acknowledged that organisation's own request.
let t: WarehouseJobsTest;
let b: WarehouseJobsTest; // Suzuki's side of the same app, simulator and account

beforeAll(async () => {
  t = await startWarehouseJobsTest();
  const suzuki = await signInAs(t.app.baseUrl, SUZUKI);
  const connected = await connectRslWarehouse(suzuki.api, t.sim, t.account);
  b = { ...t, yamada: suzuki, ...connected };
});
afterAll(() => t?.close());

/** The organisation's newest process of `action`, settled. */
async function settledLast(side: WarehouseJobsTest, action: string) {
  const { rows } = await side.app.db.execute<{ id: string }>(sql`
    select id from processes where organisation_id = ${side.yamada.organisationId}
       and action = ${action} order by created_at desc limit 1`);
  return side.settled(rows[0]!.id);
}

async function runJob(side: WarehouseJobsTest, action: string) {
  const { process } = await enqueueProcess(side.app.db, {
    organisationId: side.yamada.organisationId,
    userId: side.yamada.userId,
    action: action as 'inbound_status_search',
    payload: { warehouseId: side.warehouse.id },
  });
  return side.settled(process.id);
}

/** Warnings of ignored warehouse rows naming this warehouse and number. */
const ignoredLogged = (side: WarehouseJobsTest, number: string) =>
  t
    .logEntries()
    .filter(
      (entry) =>
        String(entry.msg).includes('not acknowledged') &&
        entry.warehouseId === side.warehouse.id &&
        entry.number === number,
    );

async function inboundSide(side: WarehouseJobsTest, codes: { vendor: string; product: string }) {
  const vendor = await newVendor(side.yamada.api, { vendor_code: codes.vendor });
  const product = await store(
    side.yamada.api,
    PRODUCTS,
    productBody({ product_code: codes.product }),
  );
  return { vendor, product };
}

const countOf = async (table: 'receipts' | 'customer_returns', organisationId: string) => {
  const { rows } = await t.app.db.execute<{ count: number }>(
    sql`select count(*)::int as count from ${sql.identifier(table)} where organisation_id = ${organisationId}`,
  );
  return rows[0]!.count;
};

describe('one warehouse account shared by two organisations', () => {
  it('books an arrival only into the organisation whose schedule the warehouse acknowledged', async () => {
    const codes = {
      vendor: `VS-${randomUUID().slice(0, 6)}`,
      product: `PS-${randomUUID().slice(0, 6)}`,
    };
    const mine = await inboundSide(t, codes);
    const theirs = await inboundSide(b, codes);
    // The shared account knows the vendor and the product (A registered them).
    await t.account.provider.upsertVendors({ requestId: `vendor-${codes.vendor}` }, [
      { vendorCode: codes.vendor, name: '共有ベンダー' },
    ]);
    await t.account.provider.upsertProducts({ requestId: `product-${codes.product}` }, [
      { productCode: codes.product, name: '共有商品', salesStatus: '販売中' },
    ]);
    const lines = (product: { id: number }) => [{ product_id: product.id, scheduled_qty: 20 }];

    const ours = await storeSchedule(
      t.yamada.api,
      scheduleBody({ warehouse: t.warehouse, vendor: mine.vendor }, lines(mine.product)),
    );
    expect((await settledLast(t, 'inbound_schedule_create'))?.processStatus).toBe('completed');
    const other = await storeSchedule(
      b.yamada.api,
      scheduleBody({ warehouse: b.warehouse, vendor: theirs.vendor }, lines(theirs.product)),
    );
    expect(other.number).toBe(ours.number);
    expect((await settledLast(b, 'inbound_schedule_create'))?.processStatus).toBe('failed');
    const refused = await showSchedule(b.yamada.api, other.id);
    expect(refused.status).toBe('sync_error');
    expect(refused.sync_message).toContain('入荷予定番号は既に登録されています');

    await t.sim.control.flush(); // A's goods arrive at the warehouse
    const fetched = await b.yamada.api('POST', `${SCHEDULES}/fetch_results/${other.id}`);
    expect(await b.settled(fetched.body.data.id)).toMatchObject({
      processStatus: 'completed',
      message: expect.stringContaining(
        '倉庫がこの組織の依頼として受け付けていない入荷実績 1件は取り込みませんでした。',
      ),
    });
    expect((await runJob(b, 'inbound_status_search'))?.processStatus).toBe('completed');

    const untouched = await showSchedule(b.yamada.api, other.id);
    expect(untouched.status).toBe('sync_error');
    expect(untouched.receipts).toEqual([]);
    expect(untouched.lines.map((line) => line.received_qty)).toEqual([0]);
    expect(await stockFigures(b.yamada.api, b.warehouse.id, theirs.product.id)).toEqual({
      onHand: 0,
      nonSellable: 0,
    });
    expect(await countOf('receipts', b.yamada.organisationId)).toBe(0);
    expect(ignoredLogged(b, ours.number).length).toBeGreaterThan(0);

    const ourFetch = await t.yamada.api('POST', `${SCHEDULES}/fetch_results/${ours.id}`);
    expect((await t.settled(ourFetch.body.data.id))?.processStatus).toBe('completed');
    const received = await showSchedule(t.yamada.api, ours.id);
    expect(received.status).toBe('completed');
    expect(received.receipts).toHaveLength(1);
    expect(await stockFigures(t.yamada.api, t.warehouse.id, mine.product.id)).toEqual({
      onHand: 20,
      nonSellable: 0,
    });
    expect(ignoredLogged(t, ours.number)).toEqual([]);
  });

  it('ships and takes back only the instruction the warehouse acknowledged for the organisation', async () => {
    const { resultDelayMs } = await t.sim.control.settings({ returnEvery: 1 });
    const key = randomUUID().slice(0, 8); // the same product codes in both organisations
    const mine = await shippingWorld(t, 1, key);
    const theirs = await shippingWorld(b, 1, key);
    await mine.stock([[0, 10]]);
    await theirs.stock([[0, 10]]);
    await mine.simStock([[0, 10]]);
    const myOrder = await mine.order([[0, 2]]);
    const theirOrder = await theirs.order([[0, 2]]);
    const instructionOf = async (side: WarehouseJobsTest, orderId: number) =>
      (
        (await side.yamada.api('GET', `${I}/order/${orderId}`)).body.data as {
          number: string;
          status: string;
          sync_message: string | null;
        }[]
      )[0]!;

    await t.yamada.api('POST', `${I}/send`, { order_ids: [myOrder] });
    await settleAll(t);
    await b.yamada.api('POST', `${I}/send`, { order_ids: [theirOrder] });
    await settleAll(b);
    const ours = await instructionOf(t, myOrder);
    expect(ours.status).toBe('accepted');
    const refused = await instructionOf(b, theirOrder);
    expect(refused.number).toBe(ours.number);
    expect(refused.status).toBe('sync_error');

    await t.sim.control.advance(resultDelayMs); // A's parcel ships, and comes back (長期不在)
    const fetchAll = async (side: WarehouseJobsTest) => {
      await side.yamada.api('POST', `${I}/fetch`);
      await settleAll(side);
      await runJob(side, 'customer_return_search');
    };
    await fetchAll(b);
    expect(await instructionOf(b, theirOrder)).toMatchObject({ status: 'sync_error' });
    expect(await theirs.orderState(theirOrder)).toMatchObject({ tracking_number: null });
    expect(await theirs.figures(0)).toEqual({ onHand: 10, allocated: 2 });
    expect(await countOf('customer_returns', b.yamada.organisationId)).toBe(0);
    expect(ignoredLogged(b, ours.number).length).toBeGreaterThan(0);

    await fetchAll(t);
    expect(await instructionOf(t, myOrder)).toMatchObject({ status: 'shipped' });
    // Shipped 2, then the parcel came back 良品 and was restocked.
    expect(await mine.figures(0)).toEqual({ onHand: 10, allocated: 0 });
    expect(await countOf('customer_returns', t.yamada.organisationId)).toBe(1);
    await t.sim.control.settings({ returnEvery: 0 });
  });

  it('marks a vendor or product linked only when the warehouse acknowledged it for the organisation', async () => {
    const vendorCode = `VL-${randomUUID().slice(0, 6)}`;
    const productCode = `PL-${randomUUID().slice(0, 6)}`;
    const send = async (side: WarehouseJobsTest, path: string, id: number) => {
      const answer = await side.yamada.api('POST', `${path}/send`, { ids: [id] });
      return side.settled(answer.body.data.id);
    };
    const fetch = async (side: WarehouseJobsTest, path: string) => {
      const answer = await side.yamada.api('POST', `${path}/fetch`, {});
      return side.settled(answer.body.data.id);
    };
    const created = async (api: Api) => ({
      vendor: await newVendor(api, { vendor_code: vendorCode }),
      product: await store(api, PRODUCTS, productBody({ product_code: productCode })),
    });
    const mine = await created(t.yamada.api);
    const theirs = await created(b.yamada.api);
    expect((await send(t, '/api/vendors', mine.vendor.id))?.processStatus).toBe('completed');
    expect((await send(t, PRODUCTS, mine.product.id))?.processStatus).toBe('completed');

    const vendors = await fetch(b, '/api/vendors');
    const products = await fetch(b, PRODUCTS);
    expect([vendors?.processStatus, products?.processStatus]).toEqual(['completed', 'completed']);
    const vendorOf = async (api: Api, id: number) =>
      (await api('GET', `/api/vendors/show/${id}`)).body.data;
    const productOf = async (api: Api, id: number) =>
      (await api('GET', `/api/products/show/${id}`)).body.data;
    expect((await vendorOf(b.yamada.api, theirs.vendor.id)).sync_status).toBe('unsynced');
    expect((await productOf(b.yamada.api, theirs.product.id)).external_linked_at).toBeNull();
    expect(vendors?.message).toContain(vendorCode);
    expect(products?.message).toContain(productCode);

    // A's own search keeps what the warehouse acknowledged for A.
    expect((await fetch(t, '/api/vendors'))?.processStatus).toBe('completed');
    expect((await vendorOf(t.yamada.api, mine.vendor.id)).sync_status).toBe('synced');
    expect((await productOf(t.yamada.api, mine.product.id)).external_linked_at).not.toBeNull();
  });
});
