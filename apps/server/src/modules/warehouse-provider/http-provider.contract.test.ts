import { WAREHOUSE_MESSAGES as M } from '@logi/warehouse-api';
import { describe, expect, it } from 'vitest';
import { call, registerMasters, simTest } from './contract-fixtures.test-support.ts';
import { httpWarehouseProvider } from './http-provider.ts';
import { awaitRequestResult, collectAllPages } from './provider-helpers.ts';
import { PROVIDER_MESSAGES } from './warehouse-api-error.ts';
import { newRequestId } from './warehouse-sim.test-support.ts';

// The contract suite through the HTTP adapter against a real simulator: connection, masters,
// paging and request ids (inbound, shipping and stock: http-provider.logistics.contract.test.ts).
const t = simTest();

describe('connection check', () => {
  it('succeeds with the account name, and fails with a Japanese message on wrong credentials', async () => {
    expect(await t.provider.checkConnection()).toEqual({
      succeeded: true,
      message: PROVIDER_MESSAGES.connected(t.account),
    });
    const wrong = httpWarehouseProvider({
      baseUrl: t.sim.url,
      outbound: t.sim.outbound,
      apiKey: t.account,
      apiSecret: 'wrong',
    });
    expect(await wrong.checkConnection()).toEqual({
      succeeded: false,
      message: PROVIDER_MESSAGES.unauthorized,
      detail: `refused HTTP 401: ${PROVIDER_MESSAGES.unauthorized}`,
    });
  });
});

describe('vendors and products', () => {
  it('registers vendors and finds them', async () => {
    const outcome = await t.provider.upsertVendors(call(), [
      { vendorCode: 'V001', name: '山田商事', postalCode: '1000001', prefecture: '東京都' },
      { vendorCode: 'V002', name: '鈴木物産' },
    ]);
    expect(outcome).toMatchObject({
      status: 'completed',
      accepted: ['V001', 'V002'],
      refusals: [],
    });
    await t.provider.upsertVendors(call(), [{ vendorCode: 'V001', name: '山田商事（新）' }]);
    const page = await t.provider.searchVendors(call(), { vendorCode: 'V001' });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ vendorCode: 'V001', name: '山田商事（新）' });
    expect((await t.provider.searchVendors(call())).total).toBe(2);
  });

  it('accepts only 販売中 products; a refusal comes in the {商品コード, エラー} shape', async () => {
    const outcome = await t.provider.upsertProducts(call(), [
      { productCode: 'P-001', name: 'タオル', salesStatus: '販売中', temperatureZone: '常温' },
      { productCode: 'P-009', name: '旧タオル', salesStatus: '販売停止' },
    ]);
    expect(outcome.accepted).toEqual(['P-001']);
    expect(outcome.refusals).toEqual([{ 商品コード: 'P-009', エラー: [M.productNotOnSale] }]);
    const page = await t.provider.searchProducts(call());
    expect(page.items.map((item) => item.productCode)).toEqual(['P-001']);
    expect(page.items[0]).toMatchObject({ name: 'タオル', salesStatus: '販売中' });
  });

  it('creates and deletes SKU mappings, refusing unknown products and unknown mappings', async () => {
    await registerMasters(t.provider);
    const created = await t.provider.createSkuMappings(call(), [
      { shopCode: 'RAKUTEN', shopSkuCode: 'SKU-1', productCode: 'P-001' },
      { shopCode: 'RAKUTEN', shopSkuCode: 'SKU-X', productCode: 'P-404' },
    ]);
    expect(created.accepted).toEqual(['SKU-1']);
    expect(created.refusals).toEqual([{ 商品コード: 'SKU-X', エラー: [M.productNotRegistered] }]);
    const deleted = await t.provider.deleteSkuMappings(call(), [
      { shopCode: 'RAKUTEN', shopSkuCode: 'SKU-1' },
      { shopCode: 'RAKUTEN', shopSkuCode: 'SKU-1-none' },
    ]);
    expect(deleted.accepted).toEqual(['SKU-1']);
    expect(deleted.refusals).toEqual([{ 商品コード: 'SKU-1-none', エラー: [M.mappingNotFound] }]);
  });
});

describe('paging', () => {
  it('pages through a long search', async () => {
    const vendors = Array.from({ length: 25 }, (_, index) => ({
      vendorCode: `V${String(index).padStart(3, '0')}`,
      name: `ベンダー${index}`,
    }));
    await t.provider.upsertVendors(call(), vendors);
    const all = await collectAllPages(call(), (paged, page) =>
      t.provider.searchVendors(paged, { page, perPage: 10 }),
    );
    expect(all.map((row) => row.vendorCode)).toEqual(vendors.map((vendor) => vendor.vendorCode));
  });
});

describe('request ids', () => {
  it('does the work once for one request id and answers the repeat with the first outcome', async () => {
    const requestId = newRequestId('once');
    const first = await t.provider.upsertProducts({ requestId }, [
      { productCode: 'P-1', name: 'A', salesStatus: '販売中' },
    ]);
    const again = await t.provider.upsertProducts({ requestId }, [
      { productCode: 'P-1', name: 'B', salesStatus: '販売中' },
    ]);
    expect(again).toEqual(first);
    expect((await t.provider.searchProducts(call())).items[0]?.name).toBe('A');
    const log = await t.sim.control.requests({ requestId });
    expect({ arrivals: log.arrivals, executions: log.executions }).toEqual({
      arrivals: 2,
      executions: 1,
    });
  });

  it('answers a request id with its outcome later, 処理中 first when the warehouse is slow', async () => {
    await t.sim.control.settings({ requestDelayMs: 5000 });
    expect(await t.provider.getRequestResult(call('never-sent'))).toBeNull();
    const requestId = newRequestId('slow');
    const submitted = await t.provider.upsertVendors({ requestId }, [
      { vendorCode: 'V1', name: '山田' },
    ]);
    expect(submitted).toEqual({
      requestId,
      status: 'processing',
      accepted: [],
      refusals: [],
      refs: {},
    });
    await t.sim.control.advance(5000);
    expect(await awaitRequestResult(t.provider, { requestId }, { attempts: 1 })).toEqual({
      requestId,
      status: 'completed',
      accepted: ['V1'],
      refusals: [],
      refs: {},
    });
  });
});
