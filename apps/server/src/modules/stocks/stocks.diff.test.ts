import type { ActionCode } from '@logi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, SUZUKI } from '../../test/jobs.test-support.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { newVendor, scheduleBody, storeSchedule } from '../inbound/inbound.test-support.ts';
import { PRODUCTS, productBody } from '../products/products.test-support.ts';
import { I, settleAll, shippingWorld } from '../shipping/shipping.test-support.ts';
import { store } from '../../test/masters.test-support.ts';
import {
  startWarehouseJobsTest,
  type WarehouseJobsTest,
} from '../warehouse-jobs/warehouse-jobs.test-support.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import { registerStock } from './index.ts';
import { expectLedgerConsistent } from './stocks.ledger.test-support.ts';
import { STOCKS } from './stocks.test-support.ts';

// 在庫差異 end to end: 在庫検索 through the provider against a real simulator → the warehouse's
// figures kept → ours against theirs → "adopt" writes 連携反映 ledger rows through the stock service.
let t: WarehouseJobsTest;
type ShippingWorld = Awaited<ReturnType<typeof shippingWorld>>;
let organisationId: string;

beforeAll(async () => {
  t = await startWarehouseJobsTest();
  organisationId = t.yamada.organisationId;
});
afterAll(async () => {
  await t?.close();
});

/** A product with our figure in the RSL warehouse (as adopting the warehouse's once wrote it). */
async function stockedProduct(code: string, onHand: number) {
  const product = await store(t.yamada.api, PRODUCTS, productBody({ product_code: code }));
  const actor = { scope: organisationScope(organisationId), userId: t.yamada.userId };
  const stock = await t.app.db.transaction((tx) =>
    registerStock(tx, actor, {
      productId: product.id as number,
      warehouseId: t.warehouse.id as number,
      onHand,
      nonSellable: 0,
    }),
  );
  return { product, stock };
}

const diffs = (body: Record<string, unknown> = {}) =>
  t.yamada.api('POST', `${STOCKS}/diff/search`, { warehouse_id: t.warehouse.id, ...body });

describe('在庫差異 with the warehouse simulator', () => {
  it("fetches the warehouse's figures, lists only the differences and adopts the chosen one", async () => {
    const tea = await stockedProduct('DIFF-TEA', 10);
    await stockedProduct('DIFF-COFFEE', 5);
    await t.sim.control.setInventory(t.account.apiKey, [
      { productCode: 'DIFF-TEA', quantity: 12, nonSellableQuantity: 1 },
      { productCode: 'DIFF-COFFEE', quantity: 5 },
      { productCode: 'NOT-OURS', quantity: 3 },
    ]);

    const fetched = await t.yamada.api('POST', `${STOCKS}/diff/fetch`, {
      warehouse_id: t.warehouse.id,
    });
    expect(fetched.status).toBe(202);
    expect(fetched.body.data).toMatchObject({
      action: 'inventory_search',
      action_label: '在庫検索',
    });
    const done = await t.settled(fetched.body.data.id);
    expect(done?.processStatus).toBe('completed');
    expect(done?.message).toContain('2商品の在庫数を記録しました');
    expect(done?.message).toContain('商品マスタにない商品コード: NOT-OURS');

    const differing = (await diffs()).body.data;
    expect(differing.total).toBe(1);
    expect(differing.data[0]).toMatchObject({
      product_code: 'DIFF-TEA',
      ours: 10,
      theirs: 12,
      difference: 2,
      ours_non_sellable: 0,
      theirs_non_sellable: 1,
    });
    expect((await diffs({ differences_only: false })).body.data.total).toBe(2);

    const adopted = await t.yamada.api('POST', `${STOCKS}/diff/adopt`, {
      report_ids: [differing.data[0].id],
    });
    expect(adopted.body.data).toEqual({ adopted: 1 });
    const shown = (await t.yamada.api('GET', `${STOCKS}/show/${tea.stock.id}`)).body.data;
    expect(shown).toMatchObject({ on_hand: 12, non_sellable: 1, version: 2 });
    const history = (await t.yamada.api('GET', `${STOCKS}/history/${tea.stock.id}`)).body.data;
    expect(history.data[0]).toMatchObject({
      kind: 'sync',
      on_hand_delta: 2,
      non_sellable_delta: 1,
      reference_type: 'warehouse_stock_report',
    });
    expect((await diffs()).body.data.total).toBe(0);
    // Adopting again changes nothing and writes no ledger row.
    const again = await t.yamada.api('POST', `${STOCKS}/diff/adopt`, {
      report_ids: [differing.data[0].id],
    });
    expect(again.body.data).toEqual({ adopted: 0 });
    await expectLedgerConsistent(t.app.db, organisationId);
  });

  it("takes the warehouse's later changes through 在庫差異検索", async () => {
    await stockedProduct('DIFF-MISO', 4);
    await t.sim.control.setInventory(t.account.apiKey, [{ productCode: 'DIFF-MISO', quantity: 4 }]);
    const first = await t.yamada.api('POST', `${STOCKS}/diff/fetch`, {
      warehouse_id: t.warehouse.id,
    });
    await t.settled(first.body.data.id);
    await t.sim.control.setInventory(t.account.apiKey, [{ productCode: 'DIFF-MISO', quantity: 9 }]);

    const { process } = await enqueueProcess(t.app.db, {
      organisationId,
      userId: t.yamada.userId,
      action: 'inventory_diff_search',
      payload: { warehouseId: t.warehouse.id },
    });
    expect((await t.settled(process.id))?.processStatus).toBe('completed');
    const miso = (await diffs({ keyword: 'DIFF-MISO' })).body.data.data;
    expect(miso).toMatchObject([{ ours: 4, theirs: 9, difference: 5 }]);
  });

  it("keeps another organisation out: its diff list is its own, Yamada's reports and warehouse are 404/422", async () => {
    const suzuki = await signInAs(t.app.baseUrl, SUZUKI);
    const list = await suzuki.api('POST', `${STOCKS}/diff/search`, { differences_only: false });
    expect(list.body.data.total).toBe(0);
    const ours = (await diffs({ differences_only: false })).body.data.data;
    const adopt = await suzuki.api('POST', `${STOCKS}/diff/adopt`, { report_ids: [ours[0].id] });
    expect(adopt.status).toBe(404);
    const fetch = await suzuki.api('POST', `${STOCKS}/diff/fetch`, {
      warehouse_id: t.warehouse.id,
    });
    expect(fetch.status).toBe(422);
    expect(fetch.body.errors).toEqual({
      warehouse_id: ['外部倉庫ではないため在庫を取得できません'],
    });
  });
});

/** Queues one warehouse job for the RSL warehouse and waits for it to end. */
async function runJob(action: ActionCode) {
  const { process } = await enqueueProcess(t.app.db, {
    organisationId,
    userId: t.yamada.userId,
    action,
    payload: { warehouseId: t.warehouse.id },
  });
  expect((await t.settled(process.id))?.processStatus).toBe('completed');
}

/** Fetches the warehouse's figures (倉庫の在庫を取得) and adopts every difference the list shows. */
async function fetchAndAdoptAll() {
  const fetched = await t.yamada.api('POST', `${STOCKS}/diff/fetch`, {
    warehouse_id: t.warehouse.id,
  });
  expect((await t.settled(fetched.body.data.id))?.processStatus).toBe('completed');
  const rows = (await diffs({ per_page: 100 })).body.data.data as { id: number }[];
  if (rows.length === 0) return undefined;
  return t.yamada.api('POST', `${STOCKS}/diff/adopt`, { report_ids: rows.map((row) => row.id) });
}

/** A product of `world` sent to the RSL warehouse in an order, shipped there (not yet fetched). */
async function shippedAtWarehouse(world: ShippingWorld, product: number, quantity: number) {
  const orderId = await world.order([[product, quantity]]);
  expect((await t.yamada.api('POST', `${I}/send`, { order_ids: [orderId] })).status).toBe(200);
  await settleAll(t);
  await t.sim.control.advance((await t.sim.control.settings({})).resultDelayMs);
}

/** A schedule of `quantity` of product i sent to the RSL warehouse and received there (not fetched). */
async function receivedAtWarehouse(world: ShippingWorld, product: number, quantity: number) {
  const vendor = await newVendor(t.yamada.api);
  await t.account.provider.upsertVendors({ requestId: `v-${vendor.id}` }, [
    { vendorCode: vendor.vendor_code as string, name: vendor.name as string },
  ]);
  await storeSchedule(
    t.yamada.api,
    scheduleBody({ warehouse: t.warehouse, vendor }, [
      { product_id: world.products[product]!.id, scheduled_qty: quantity },
    ]),
  );
  await settleAll(t);
  await t.sim.control.flush();
}

describe('adopting the warehouse figure never counts a movement twice', () => {
  it('books the receipts, shipments and returns the warehouse already counted before taking its figure', async () => {
    const world = await shippingWorld(t, 3);
    await world.stock([
      [0, 25],
      [1, 10],
    ]);
    await world.simStock([
      [0, 25],
      [1, 10],
    ]);
    // 0: shipped (fetched) and back 長期不在 (not fetched): the warehouse says 25, we say 24.
    await t.sim.control.settings({ returnEvery: 1 });
    await shippedAtWarehouse(world, 0, 1);
    await runJob('shipment_search');
    await t.sim.control.settings({ returnEvery: 0 });
    expect(await world.figures(0)).toEqual({ onHand: 24, allocated: 0 });
    // 1: shipped 2, not fetched. 2: received 6, not fetched.
    await shippedAtWarehouse(world, 1, 2);
    await receivedAtWarehouse(world, 2, 6);

    await fetchAndAdoptAll();
    await runJob('customer_return_search');
    await runJob('shipment_search');
    await runJob('inbound_result_search');

    expect(await world.figures(0)).toEqual({ onHand: 25, allocated: 0 });
    expect(await world.figures(1)).toEqual({ onHand: 8, allocated: 0 });
    expect(await world.figures(2)).toEqual({ onHand: 6, allocated: 0 });
    expect((await diffs({ per_page: 100 })).body.data.total).toBe(0);
    await expectLedgerConsistent(t.app.db, organisationId);
  });

  it('refuses to adopt a figure taken before a movement we booked since, and asks to fetch again', async () => {
    const world = await shippingWorld(t, 1);
    await world.stock([[0, 10]]);
    await world.simStock([[0, 12]]); // a real difference: +2 found at the warehouse
    const fetched = await t.yamada.api('POST', `${STOCKS}/diff/fetch`, {
      warehouse_id: t.warehouse.id,
    });
    await t.settled(fetched.body.data.id);
    const [report] = (await diffs({ keyword: world.products[0]!.code })).body.data.data;
    expect(report).toMatchObject({ ours: 10, theirs: 12, stale: false });

    // The warehouse ships 3 after its figure was taken, and we book it: 12 is no longer true.
    await shippedAtWarehouse(world, 0, 3);
    await runJob('shipment_search');
    const [after] = (await diffs({ keyword: world.products[0]!.code })).body.data.data;
    expect(after).toMatchObject({ ours: 7, theirs: 12, stale: true });
    const adopt = await t.yamada.api('POST', `${STOCKS}/diff/adopt`, { report_ids: [report.id] });
    expect(adopt.status).toBe(422);
    expect(adopt.body.errors.report_ids[0]).toContain('倉庫の在庫を取得し直してください');
    expect(await world.figures(0)).toEqual({ onHand: 7, allocated: 0 });

    await fetchAndAdoptAll();
    expect(await world.figures(0)).toEqual({ onHand: 9, allocated: 0 });
    await expectLedgerConsistent(t.app.db, organisationId);
  });
});
