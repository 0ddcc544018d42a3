import { WAREHOUSE_MESSAGES as M } from '@logi/warehouse-api';
import { describe, expect, it } from 'vitest';
import { call, instruction, registerMasters, simTest } from './contract-fixtures.test-support.ts';

// The contract suite through the HTTP adapter against a real simulator: inbound, shipping,
// inventory and returns, with the simulated clock moved instead of waiting.
const t = simTest();

describe('inbound', () => {
  it('takes schedules, cancels before arrival, reports statuses and results after the delay', async () => {
    await registerMasters(t.provider);
    await t.sim.control.settings({ inboundShortfall: 0, inboundDamaged: 2 });
    const lines = [
      { lineNumber: 1, productCode: 'P-001', quantity: 10 },
      { lineNumber: 2, productCode: 'P-002', quantity: 5 },
    ];
    const created = await t.provider.createInboundSchedules(call(), [
      { scheduleNumber: 'IN-1', vendorCode: 'V001', scheduledDate: '2026-12-01', lines },
      { scheduleNumber: 'IN-2', vendorCode: 'V001', scheduledDate: '2026-12-01', lines },
      { scheduleNumber: 'IN-3', vendorCode: 'V404', scheduledDate: '2026-12-01', lines },
    ]);
    expect(created.accepted).toEqual(['IN-1', 'IN-2']);
    expect(created.refusals).toEqual([{ 商品コード: 'IN-3', エラー: [M.vendorNotRegistered] }]);

    const cancelled = await t.provider.cancelInbound(call(), [
      { scheduleNumber: 'IN-1', lineNumbers: [2] },
      { scheduleNumber: 'IN-2' },
    ]);
    expect(cancelled.accepted).toEqual(['IN-1', 'IN-2']);
    const before = await t.provider.searchInboundStatuses(call());
    expect(before.items.map((row) => [row.scheduleNumber, row.status])).toEqual([
      ['IN-1', '入荷待ち'],
      ['IN-2', 'キャンセル'],
    ]);
    expect((await t.provider.searchInboundResults(call())).total).toBe(0);

    await t.sim.control.advance(60_000);
    const results = await t.provider.searchInboundResults(call());
    expect(results.items).toHaveLength(1);
    expect(results.items[0]).toMatchObject({
      scheduleNumber: 'IN-1',
      lines: [{ lineNumber: 1, productCode: 'P-001', receivedQuantity: 8, nonSellableQuantity: 2 }],
    });
    const status = await t.provider.searchInboundStatuses(call(), { scheduleNumber: 'IN-1' });
    expect(status.items[0]?.status).toBe('入荷完了');
    const late = await t.provider.cancelInbound(call(), [{ scheduleNumber: 'IN-1' }]);
    expect(late.refusals).toEqual([{ 商品コード: 'IN-1', エラー: [M.scheduleReceivingStarted] }]);
    const since = await t.provider.searchInboundResults(call(), {
      since: new Date(Date.now() + 3_600_000 * 24).toISOString(),
    });
    expect(since.total).toBe(0);
  });
});

describe('shipping', () => {
  it('ships what it can and refuses the rest as 出荷不可 with 在庫不足, 住所不備 or 商品未登録', async () => {
    await registerMasters(t.provider);
    await t.sim.control.setInventory(t.account, [
      { productCode: 'P-001', quantity: 5 },
      { productCode: 'P-002', quantity: 1 },
    ]);
    const created = await t.provider.createShippingInstructions(call(), [
      instruction('S-1', [['P-001', 3]]),
      instruction('S-2', [['P-002', 4]]),
      instruction('S-3', [['P-001', 1]], { postalCode: '', town: '' }),
      instruction('S-4', [['P-404', 1]]),
      instruction('S-5', [['P-001', 1]]),
      instruction('S-6', [['P-001', 1]]),
    ]);
    expect(created.accepted).toEqual(['S-1', 'S-2', 'S-3', 'S-4', 'S-5', 'S-6']);
    expect((await t.provider.suspendShipping(call(), ['S-5'])).accepted).toEqual(['S-5']);
    expect((await t.provider.cancelShipping(call(), ['S-6'])).accepted).toEqual(['S-6']);

    await t.sim.control.advance(30_000);
    const working = await t.provider.cancelShipping(call(), ['S-1']);
    expect(working.refusals).toEqual([{ 商品コード: 'S-1', エラー: [M.instructionInProgress] }]);

    await t.sim.control.advance(30_000);
    const shipments = await t.provider.searchShipments(call());
    expect(shipments.items).toHaveLength(1);
    expect(shipments.items[0]).toMatchObject({
      instructionNumber: 'S-1',
      orderNumber: 'O-S-1',
      carrier: 'ヤマト運輸',
    });
    expect(shipments.items[0]?.trackingNumber).toMatch(/^\d{12}$/);
    expect(shipments.items[0]?.shippedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const ng = await t.provider.searchShippingNg(call());
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

    const statuses = await t.provider.searchShippingStatuses(call());
    expect(statuses.items.map((row) => [row.instructionNumber, row.status])).toEqual([
      ['S-1', '出荷済'],
      ['S-2', '出荷不可'],
      ['S-3', '出荷不可'],
      ['S-4', '出荷不可'],
      ['S-5', '出荷保留'],
      ['S-6', 'キャンセル'],
    ]);
    const closed = await t.provider.suspendShipping(call(), ['S-1', 'S-404']);
    expect(closed.refusals).toEqual([
      { 商品コード: 'S-1', エラー: [M.instructionClosed] },
      { 商品コード: 'S-404', エラー: [M.instructionNotFound] },
    ]);
  });
});

describe('inventory and returns', () => {
  it('reports stock, every change since a time, and the returns of undelivered parcels', async () => {
    await registerMasters(t.provider);
    await t.sim.control.settings({ returnEvery: 1 });
    await t.sim.control.setInventory(t.account, [
      { productCode: 'P-001', quantity: 10, nonSellableQuantity: 1 },
    ]);
    await t.provider.createShippingInstructions(call(), [instruction('S-1', [['P-001', 4]])]);
    await t.sim.control.flush();

    const inventory = await t.provider.searchInventory(call(), { productCode: 'P-001' });
    // Shipped 4, then the parcel came back 良品 (長期不在) and was restocked.
    expect(inventory.items).toEqual([
      expect.objectContaining({ productCode: 'P-001', quantity: 10, nonSellableQuantity: 1 }),
    ]);
    const diffs = await t.provider.searchInventoryDiffs(call());
    expect(diffs.items.map((row) => [row.reason, row.quantityBefore, row.quantityAfter])).toEqual([
      ['棚卸', 0, 10],
      ['出荷', 10, 6],
      ['返品', 6, 10],
    ]);
    const returns = await t.provider.searchCustomerReturns(call());
    expect(returns.items).toEqual([
      expect.objectContaining({
        instructionNumber: 'S-1',
        orderNumber: 'O-S-1',
        reason: '長期不在',
        lines: [{ productCode: 'P-001', quantity: 4, condition: '良品' }],
      }),
    ]);
  });
});

describe("the warehouse's own ids (decision 036)", () => {
  it('answers one per accepted schedule and instruction, and every later row about it carries it', async () => {
    await registerMasters(t.provider);
    await t.sim.control.settings({ returnEvery: 1 });
    await t.sim.control.setInventory(t.account, [{ productCode: 'P-001', quantity: 5 }]);
    const schedule = {
      scheduleNumber: 'IN-R',
      vendorCode: 'V001',
      scheduledDate: '2026-12-01',
      lines: [{ lineNumber: 1, productCode: 'P-001', quantity: 2 }],
    };
    const sent = call('refs');
    const created = await t.provider.createInboundSchedules(sent, [schedule]);
    const scheduleRef = created.refs['IN-R']!;
    expect(scheduleRef).toMatch(/^\S+$/);
    expect(await t.provider.getRequestResult(sent)).toMatchObject({
      refs: { 'IN-R': scheduleRef },
    });
    const twice = await t.provider.createInboundSchedules(call(), [schedule]);
    expect([twice.refs, twice.refusals]).toEqual([
      {},
      [{ 商品コード: 'IN-R', エラー: [M.scheduleNumberTaken] }],
    ]);
    const shipped = await t.provider.createShippingInstructions(call(), [
      instruction('S-R', [['P-001', 1]]),
      instruction('S-NG', [['P-002', 1]]), // no stock: 出荷不可
    ]);
    const instructionRef = shipped.refs['S-R']!;
    const ngRef = shipped.refs['S-NG']!;
    expect(new Set([scheduleRef, instructionRef, ngRef]).size).toBe(3);

    await t.sim.control.flush();
    const refsOf = async <T>(rows: Promise<{ items: T[] }>, pick: (row: T) => string) =>
      (await rows).items.map(pick);
    expect(await refsOf(t.provider.searchInboundResults(call()), (r) => r.scheduleRef)).toEqual([
      scheduleRef,
    ]);
    expect(await refsOf(t.provider.searchInboundStatuses(call()), (r) => r.scheduleRef)).toEqual([
      scheduleRef,
    ]);
    expect(
      await refsOf(t.provider.searchShippingStatuses(call()), (r) => r.instructionRef),
    ).toEqual([instructionRef, ngRef]);
    expect(await refsOf(t.provider.searchShippingNg(call()), (r) => r.instructionRef)).toEqual([
      ngRef,
    ]);
    for (const rows of [
      await refsOf(t.provider.searchShipments(call()), (r) => r.instructionRef),
      await refsOf(t.provider.searchCustomerReturns(call()), (r) => r.instructionRef),
    ]) {
      expect(rows).toEqual([instructionRef]);
    }
  });
});
