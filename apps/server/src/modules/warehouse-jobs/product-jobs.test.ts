import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '../../test/masters.test-support.ts';
import { productBody } from '../products/products.test-support.ts';
import { shopBody } from '../../test/masters.test-support.ts';
import { startWarehouseJobsTest, type WarehouseJobsTest } from './warehouse-jobs.test-support.ts';

// 送信 / 取得 on the product list and the SKU対応表's sync, end to end: route → process → job →
// simulator → products' external link.
let t: WarehouseJobsTest;

beforeAll(async () => {
  t = await startWarehouseJobsTest();
});
afterAll(async () => {
  await t?.close();
});

const newProduct = (code: string, overrides: Record<string, unknown> = {}) =>
  store(t.yamada.api, '/api/products', productBody({ product_code: code, ...overrides }));
const productOf = async (id: number) =>
  (await t.yamada.api('GET', `/api/products/show/${id}`)).body.data;

describe('product 送信 (商品登録・更新)', () => {
  it('links the 販売中 product, lists the refused one as {商品コード, エラー}, then fixes the code', async () => {
    const onSale = await newProduct('PJ-001');
    const suspended = await newProduct('PJ-002', { sales_status: 'suspended' });
    const answer = await t.yamada.api('POST', '/api/products/send', {
      ids: [onSale.id, suspended.id],
    });
    expect(answer.status).toBe(202);
    expect(answer.body.data).toMatchObject({ action: 'product_create_update' });

    const done = await t.settled(answer.body.data.id);
    expect(done!.processStatus).toBe('failed');
    expect(JSON.stringify(done)).toContain('PJ-002');
    expect((await productOf(onSale.id)).external_linked_at).not.toBeNull();
    expect((await productOf(suspended.id)).external_linked_at).toBeNull();

    const renamed = await t.yamada.api('PUT', `/api/products/update/${onSale.id}`, {
      ...productBody({ product_code: 'PJ-001-NEW' }),
      version: 1,
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toHaveProperty('product_code');
  });

  it('取得 (商品検索) names the products only the warehouse knows', async () => {
    await newProduct('PJ-010');
    const answer = await t.yamada.api('POST', '/api/products/fetch', {});
    expect(answer.status).toBe(202);
    const done = await t.settled(answer.body.data.id);
    expect(done).toMatchObject({ processStatus: 'completed' });
    expect(done!.message).toMatch(/^倉庫の商品\d+件を取得しました/);
  });

  it('sends a SKU mapping of a linked product to the warehouse when it is added', async () => {
    const product = await newProduct('PJ-020');
    const sent = await t.yamada.api('POST', '/api/products/send', { ids: [product.id] });
    expect((await t.settled(sent.body.data.id))!.processStatus).toBe('completed');
    const shop = await store(t.yamada.api, '/api/shops', shopBody());
    const added = await t.yamada.api('POST', `/api/products/sku_mappings/store/${product.id}`, {
      shop_id: shop.id,
      shop_sku_code: 'PJ-SKU-1',
    });
    expect(added.status).toBe(201);
    const processes = await t.yamada.api('GET', '/api/processes/get?per_page=10&page=1');
    const queued = processes.body.data.data.find(
      (p: { action: string }) => p.action === 'sku_mapping_create_delete',
    );
    expect(queued).toBeDefined();
    const done = await t.settled(queued.id);
    expect(done).toMatchObject({
      processStatus: 'completed',
      message: '1件のSKUマッピングを倉庫に登録しました。',
    });
  });
});
