import { WAREHOUSE_MESSAGES as M, type ShippingInstruction } from '@logi/warehouse-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpWarehouseProvider } from './http-provider.ts';
import { awaitRequestResult, collectAllPages } from './provider-helpers.ts';
import { PROVIDER_MESSAGES } from './warehouse-api-error.ts';
import type { WarehouseProvider } from './warehouse-provider.types.ts';
import { newRequestId, startSimForTests, type SimForTests } from './warehouse-sim.test-support.ts';

// The contract suite through the HTTP adapter against a real simulator: every operation.
let sim: SimForTests;
let provider: WarehouseProvider;
let account: string;
const call = (label?: string) => ({ requestId: newRequestId(label) });

beforeAll(async () => {
  sim = await startSimForTests();
});
afterAll(async () => {
  await sim?.close();
});
beforeEach(async () => {
  await sim.control.settings({
    resultDelayMs: 60_000,
    requestDelayMs: 0,
    returnEvery: 0,
    inboundShortfall: 0,
    inboundDamaged: 0,
  });
  const created = await sim.account();
  provider = created.provider;
  account = created.apiKey;
});

const address = {
  postalCode: '135-0064',
  prefecture: '東京都',
  city: '江東区',
  town: '青海2-7-4',
  phone: '03-5500-1234',
};
const instruction = (
  number: string,
  lines: [string, number][],
  recipient = {},
): ShippingInstruction => ({
  instructionNumber: number,
  orderNumber: `O-${number}`,
  recipient: { name: '山田太郎', ...address, ...recipient },
  lines: lines.map(([productCode, quantity], index) => ({
    lineNumber: index + 1,
    productCode,
    quantity,
  })),
});

async function registerMasters() {
  await provider.upsertVendors(call(), [{ vendorCode: 'V001', name: '山田商事' }]);
  await provider.upsertProducts(call(), [
    { productCode: 'P-001', name: 'タオル', salesStatus: '販売中' },
    { productCode: 'P-002', name: '石鹸', salesStatus: '販売中' },
  ]);
}

describe('connection check', () => {
  it('succeeds with the account name, and fails with a Japanese message on wrong credentials', async () => {
    expect(await provider.checkConnection()).toEqual({
      succeeded: true,
      message: PROVIDER_MESSAGES.connected(account),
    });
    const wrong = httpWarehouseProvider({ baseUrl: sim.url, apiKey: account, apiSecret: 'wrong' });
    expect(await wrong.checkConnection()).toEqual({
      succeeded: false,
      message: PROVIDER_MESSAGES.unauthorized,
    });
  });
});

describe('vendors and products', () => {
  it('registers vendors and finds them', async () => {
    const outcome = await provider.upsertVendors(call(), [
      { vendorCode: 'V001', name: '山田商事', postalCode: '1000001', prefecture: '東京都' },
      { vendorCode: 'V002', name: '鈴木物産' },
    ]);
    expect(outcome).toMatchObject({
      status: 'completed',
      accepted: ['V001', 'V002'],
      refusals: [],
    });
    await provider.upsertVendors(call(), [{ vendorCode: 'V001', name: '山田商事（新）' }]);
    const page = await provider.searchVendors(call(), { vendorCode: 'V001' });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ vendorCode: 'V001', name: '山田商事（新）' });
    expect((await provider.searchVendors(call())).total).toBe(2);
  });

  it('accepts only 販売中 products; a refusal comes in the {商品コード, エラー} shape', async () => {
    const outcome = await provider.upsertProducts(call(), [
      { productCode: 'P-001', name: 'タオル', salesStatus: '販売中', temperatureZone: '常温' },
      { productCode: 'P-009', name: '旧タオル', salesStatus: '販売停止' },
    ]);
    expect(outcome.accepted).toEqual(['P-001']);
    expect(outcome.refusals).toEqual([{ 商品コード: 'P-009', エラー: [M.productNotOnSale] }]);
    const page = await provider.searchProducts(call());
    expect(page.items.map((item) => item.productCode)).toEqual(['P-001']);
    expect(page.items[0]).toMatchObject({ name: 'タオル', salesStatus: '販売中' });
  });

  it('creates and deletes SKU mappings, refusing unknown products and unknown mappings', async () => {
    await registerMasters();
    const created = await provider.createSkuMappings(call(), [
      { shopCode: 'RAKUTEN', shopSkuCode: 'SKU-1', productCode: 'P-001' },
      { shopCode: 'RAKUTEN', shopSkuCode: 'SKU-X', productCode: 'P-404' },
    ]);
    expect(created.accepted).toEqual(['SKU-1']);
    expect(created.refusals).toEqual([{ 商品コード: 'SKU-X', エラー: [M.productNotRegistered] }]);
    const deleted = await provider.deleteSkuMappings(call(), [
      { shopCode: 'RAKUTEN', shopSkuCode: 'SKU-1' },
      { shopCode: 'RAKUTEN', shopSkuCode: 'SKU-1-none' },
    ]);
    expect(deleted.accepted).toEqual(['SKU-1']);
    expect(deleted.refusals).toEqual([{ 商品コード: 'SKU-1-none', エラー: [M.mappingNotFound] }]);
  });
});

describe('inbound', () => {
  it('takes schedules, cancels before arrival, reports statuses and results after the delay', async () => {
    await registerMasters();
    await sim.control.settings({ inboundShortfall: 0, inboundDamaged: 2 });
    const lines = [
      { lineNumber: 1, productCode: 'P-001', quantity: 10 },
      { lineNumber: 2, productCode: 'P-002', quantity: 5 },
    ];
    const created = await provider.createInboundSchedules(call(), [
      { scheduleNumber: 'IN-1', vendorCode: 'V001', scheduledDate: '2026-12-01', lines },
      { scheduleNumber: 'IN-2', vendorCode: 'V001', scheduledDate: '2026-12-01', lines },
      { scheduleNumber: 'IN-3', vendorCode: 'V404', scheduledDate: '2026-12-01', lines },
    ]);
    expect(created.accepted).toEqual(['IN-1', 'IN-2']);
    expect(created.refusals).toEqual([{ 商品コード: 'IN-3', エラー: [M.vendorNotRegistered] }]);

    const cancelled = await provider.cancelInbound(call(), [
      { scheduleNumber: 'IN-1', lineNumbers: [2] },
      { scheduleNumber: 'IN-2' },
    ]);
    expect(cancelled.accepted).toEqual(['IN-1', 'IN-2']);
    const before = await provider.searchInboundStatuses(call());
    expect(before.items.map((row) => [row.scheduleNumber, row.status])).toEqual([
      ['IN-1', '入荷待ち'],
      ['IN-2', 'キャンセル'],
    ]);
    expect((await provider.searchInboundResults(call())).total).toBe(0);

    await sim.control.advance(60_000);
    const results = await provider.searchInboundResults(call());
    expect(results.items).toHaveLength(1);
    expect(results.items[0]).toMatchObject({
      scheduleNumber: 'IN-1',
      lines: [{ lineNumber: 1, productCode: 'P-001', receivedQuantity: 8, nonSellableQuantity: 2 }],
    });
    const status = await provider.searchInboundStatuses(call(), { scheduleNumber: 'IN-1' });
    expect(status.items[0]?.status).toBe('入荷完了');
    const late = await provider.cancelInbound(call(), [{ scheduleNumber: 'IN-1' }]);
    expect(late.refusals).toEqual([{ 商品コード: 'IN-1', エラー: [M.scheduleReceivingStarted] }]);
    const since = await provider.searchInboundResults(call(), {
      since: new Date(Date.now() + 3_600_000 * 24).toISOString(),
    });
    expect(since.total).toBe(0);
  });
});

describe('shipping', () => {
  it('ships what it can and refuses the rest as 出荷不可 with 在庫不足, 住所不備 or 商品未登録', async () => {
    await registerMasters();
    await sim.control.setInventory(account, [
      { productCode: 'P-001', quantity: 5 },
      { productCode: 'P-002', quantity: 1 },
    ]);
    const created = await provider.createShippingInstructions(call(), [
      instruction('S-1', [['P-001', 3]]),
      instruction('S-2', [['P-002', 4]]),
      instruction('S-3', [['P-001', 1]], { postalCode: '', town: '' }),
      instruction('S-4', [['P-404', 1]]),
      instruction('S-5', [['P-001', 1]]),
      instruction('S-6', [['P-001', 1]]),
    ]);
    expect(created.accepted).toEqual(['S-1', 'S-2', 'S-3', 'S-4', 'S-5', 'S-6']);
    expect((await provider.suspendShipping(call(), ['S-5'])).accepted).toEqual(['S-5']);
    expect((await provider.cancelShipping(call(), ['S-6'])).accepted).toEqual(['S-6']);

    await sim.control.advance(30_000);
    const working = await provider.cancelShipping(call(), ['S-1']);
    expect(working.refusals).toEqual([{ 商品コード: 'S-1', エラー: [M.instructionInProgress] }]);

    await sim.control.advance(30_000);
    const shipments = await provider.searchShipments(call());
    expect(shipments.items).toHaveLength(1);
    expect(shipments.items[0]).toMatchObject({
      instructionNumber: 'S-1',
      orderNumber: 'O-S-1',
      carrier: 'ヤマト運輸',
    });
    expect(shipments.items[0]?.trackingNumber).toMatch(/^\d{12}$/);
    expect(shipments.items[0]?.shippedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const ng = await provider.searchShippingNg(call());
    expect(ng.items.map((row) => [row.instructionNumber, row.reason])).toEqual([
      ['S-2', '在庫不足'],
      ['S-3', '住所不備'],
      ['S-4', '商品未登録'],
    ]);
    expect(ng.items[0]?.lines[0]).toMatchObject({
      productCode: 'P-002',
      quantity: 4,
      shippableQuantity: 1,
    });

    const statuses = await provider.searchShippingStatuses(call());
    expect(statuses.items.map((row) => [row.instructionNumber, row.status])).toEqual([
      ['S-1', '出荷済'],
      ['S-2', '出荷不可'],
      ['S-3', '出荷不可'],
      ['S-4', '出荷不可'],
      ['S-5', '出荷保留'],
      ['S-6', 'キャンセル'],
    ]);
    const closed = await provider.suspendShipping(call(), ['S-1', 'S-404']);
    expect(closed.refusals).toEqual([
      { 商品コード: 'S-1', エラー: [M.instructionClosed] },
      { 商品コード: 'S-404', エラー: [M.instructionNotFound] },
    ]);
  });
});

describe('inventory and returns', () => {
  it('reports stock, every change since a time, and the returns of undelivered parcels', async () => {
    await registerMasters();
    await sim.control.settings({ returnEvery: 1 });
    await sim.control.setInventory(account, [
      { productCode: 'P-001', quantity: 10, nonSellableQuantity: 1 },
    ]);
    await provider.createShippingInstructions(call(), [instruction('S-1', [['P-001', 4]])]);
    await sim.control.flush();

    const inventory = await provider.searchInventory(call(), { productCode: 'P-001' });
    // Shipped 4, then the parcel came back 良品 (長期不在) and was restocked.
    expect(inventory.items).toEqual([
      expect.objectContaining({ productCode: 'P-001', quantity: 10, nonSellableQuantity: 1 }),
    ]);
    const diffs = await provider.searchInventoryDiffs(call());
    expect(diffs.items.map((row) => [row.reason, row.quantityBefore, row.quantityAfter])).toEqual([
      ['棚卸', 0, 10],
      ['出荷', 10, 6],
      ['返品', 6, 10],
    ]);
    const returns = await provider.searchCustomerReturns(call());
    expect(returns.items).toEqual([
      expect.objectContaining({
        instructionNumber: 'S-1',
        orderNumber: 'O-S-1',
        reason: '長期不在',
        lines: [{ productCode: 'P-001', quantity: 4, condition: '良品' }],
      }),
    ]);
  });

  it('pages through a long search', async () => {
    const vendors = Array.from({ length: 25 }, (_, index) => ({
      vendorCode: `V${String(index).padStart(3, '0')}`,
      name: `ベンダー${index}`,
    }));
    await provider.upsertVendors(call(), vendors);
    const all = await collectAllPages(call(), (paged, page) =>
      provider.searchVendors(paged, { page, perPage: 10 }),
    );
    expect(all.map((row) => row.vendorCode)).toEqual(vendors.map((vendor) => vendor.vendorCode));
  });
});

describe('request ids', () => {
  it('does the work once for one request id and answers the repeat with the first outcome', async () => {
    const requestId = newRequestId('once');
    const first = await provider.upsertProducts({ requestId }, [
      { productCode: 'P-1', name: 'A', salesStatus: '販売中' },
    ]);
    const again = await provider.upsertProducts({ requestId }, [
      { productCode: 'P-1', name: 'B', salesStatus: '販売中' },
    ]);
    expect(again).toEqual(first);
    expect((await provider.searchProducts(call())).items[0]?.name).toBe('A');
    const log = await sim.control.requests({ requestId });
    expect({ arrivals: log.arrivals, executions: log.executions }).toEqual({
      arrivals: 2,
      executions: 1,
    });
  });

  it('answers a request id with its outcome later, 処理中 first when the warehouse is slow', async () => {
    await sim.control.settings({ requestDelayMs: 5000 });
    expect(await provider.getRequestResult(call('never-sent'))).toBeNull();
    const requestId = newRequestId('slow');
    const submitted = await provider.upsertVendors({ requestId }, [
      { vendorCode: 'V1', name: '山田' },
    ]);
    expect(submitted).toEqual({ requestId, status: 'processing', accepted: [], refusals: [] });
    await sim.control.advance(5000);
    expect(await awaitRequestResult(provider, { requestId }, { attempts: 1 })).toEqual({
      requestId,
      status: 'completed',
      accepted: ['V1'],
      refusals: [],
    });
  });
});
