import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, SUZUKI } from '../../test/jobs.test-support.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { PRODUCTS, productBody } from '../products/products.test-support.ts';
import { store } from '../suppliers/masters.test-support.ts';
import {
  startWarehouseJobsTest,
  type WarehouseJobsTest,
} from '../warehouse-jobs/warehouse-jobs.test-support.ts';
import { expectLedgerConsistent } from './stocks.ledger.test-support.ts';
import { STOCKS } from './stocks.test-support.ts';

// 在庫差異 end to end: 在庫検索 through the provider against a real simulator → the warehouse's
// figures kept → ours against theirs → "adopt" writes 連携反映 ledger rows through the stock service.
let t: WarehouseJobsTest;
let organisationId: string;

beforeAll(async () => {
  t = await startWarehouseJobsTest();
  organisationId = t.yamada.organisationId;
});
afterAll(async () => {
  await t?.close();
});

async function stockedProduct(code: string, onHand: number) {
  const product = await store(t.yamada.api, PRODUCTS, productBody({ product_code: code }));
  const stock = await store(t.yamada.api, STOCKS, {
    product_id: product.id,
    warehouse_id: t.warehouse.id,
    on_hand: onHand,
  });
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
