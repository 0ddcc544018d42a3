import { NO_EXTERNAL_WAREHOUSE_MESSAGE } from '@logi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, SUZUKI } from '../../test/jobs.test-support.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { PROVIDER_MESSAGES } from '../warehouse-provider/index.ts';
import { store, vendorBody } from '../../test/masters.test-support.ts';
import { warehouseBody } from '../warehouses/warehouses.test-support.ts';
import { OWN_WAREHOUSE_VENDORS_MESSAGE } from './vendor-jobs.ts';
import { startWarehouseJobsTest, type WarehouseJobsTest } from './warehouse-jobs.test-support.ts';

// 送信 / 取得 on the vendor list, end to end: route → process → job → simulator → vendors' 連携状態.
let t: WarehouseJobsTest;

beforeAll(async () => {
  t = await startWarehouseJobsTest();
});
afterAll(async () => {
  await t?.close();
});

const newVendor = (code: string, name = `${code}商事`) =>
  store(t.yamada.api, '/api/vendors', vendorBody({ vendor_code: code, name }));
const vendorOf = async (id: number) =>
  (await t.yamada.api('GET', `/api/vendors/show/${id}`)).body.data;

describe('vendor 送信 (ベンダー登録・更新)', () => {
  it('queues one process that sends the chosen vendors once and marks them 連携済', async () => {
    const first = await newVendor('VJ-001');
    const second = await newVendor('VJ-002');
    const answer = await t.yamada.api('POST', '/api/vendors/send', { ids: [first.id, second.id] });
    expect(answer.status).toBe(202);
    expect(answer.body.data).toMatchObject({
      action: 'vendor_create_update',
      action_label: 'ベンダー登録・更新',
      process_status: 'pending',
    });

    const done = await t.settled(answer.body.data.id);
    expect(done).toMatchObject({
      processStatus: 'completed',
      message: '2件のベンダーを倉庫に登録しました。',
      progressDone: 2,
      progressTotal: 2,
    });
    for (const id of [first.id, second.id]) {
      const vendor = await vendorOf(id);
      expect(vendor.sync_status).toBe('synced');
      expect(vendor.synced_at).not.toBeNull();
      // Not a user edit: the version stays.
      expect(vendor.version).toBe(1);
    }
    const requestId = `${done!.requestId}.w${t.warehouse.id}.vendors-1`;
    const log = await t.sim.control.requests({ requestId });
    expect({ arrivals: log.arrivals, executions: log.executions }).toEqual({
      arrivals: 1,
      executions: 1,
    });
    const atWarehouse = await t.account.provider.searchVendors(
      { requestId: 'check-vendors' },
      { vendorCode: 'VJ-001' },
    );
    expect(atWarehouse.items[0]).toMatchObject({ vendorCode: 'VJ-001', name: 'VJ-001商事' });
  });

  it('refuses an empty choice (422) and another organisation’s vendor (404), queuing nothing', async () => {
    const empty = await t.yamada.api('POST', '/api/vendors/send', { ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ ids: ['ベンダーを選択してください'] });

    const suzuki = await signInAs(t.app.baseUrl, SUZUKI);
    const theirs = await store(suzuki.api, '/api/vendors', vendorBody({ vendor_code: 'VJ-S01' }));
    const mine = await newVendor('VJ-003');
    const mixed = await t.yamada.api('POST', '/api/vendors/send', { ids: [mine.id, theirs.id] });
    expect(mixed.status).toBe(404);
    // Suzuki's organisation has no outsourced warehouse: nothing to send to.
    const none = await suzuki.api('POST', '/api/vendors/send', { ids: [theirs.id] });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(NO_EXTERNAL_WAREHOUSE_MESSAGE);
    expect((await suzuki.api('POST', '/api/vendors/fetch', {})).status).toBe(422);
  });
});

describe('vendor 取得 (ベンダー検索)', () => {
  it('reconciles 連携状態 with the warehouse and names the differences', async () => {
    const known = await newVendor('VK-001');
    const renamed = await newVendor('VK-002', '新しい名前');
    const lost = await newVendor('VK-003');
    const sent = await t.yamada.api('POST', '/api/vendors/send', {
      ids: [known.id, renamed.id, lost.id],
    });
    expect((await t.settled(sent.body.data.id))?.processStatus).toBe('completed');
    // The warehouse forgets them all, then knows VK-001, VK-002 (by another name) and VK-999
    // again; VK-003 is gone there.
    await t.sim.control.reset();
    await t.sim.control.addAccount({ apiKey: t.account.apiKey, apiSecret: t.account.apiSecret });
    await t.account.provider.upsertVendors({ requestId: 'arrange-vendors' }, [
      { vendorCode: 'VK-001', name: 'VK-001商事' },
      { vendorCode: 'VK-002', name: '古い名前' },
      { vendorCode: 'VK-999', name: '倉庫だけのベンダー' },
    ]);

    const answer = await t.yamada.api('POST', '/api/vendors/fetch', {});
    expect(answer.status).toBe(202);
    const done = await t.settled(answer.body.data.id);
    expect(done?.processStatus).toBe('completed');
    expect(done?.message).toContain('倉庫のベンダー3件を取得しました（一致 2件）。');
    expect(done?.message).toContain('名称が異なる: VK-002');
    expect(done?.message).toContain('倉庫にのみ登録: VK-999');
    // The earlier test's VJ- vendors were reset away with the warehouse too.
    expect(done?.message).toContain('倉庫に見つからず未連携に戻した: VJ-001、VJ-002、VK-003');
    expect((await vendorOf(known.id)).sync_status).toBe('synced');
    expect((await vendorOf(renamed.id)).sync_status).toBe('synced');
    expect((await vendorOf(lost.id)).sync_status).toBe('unsynced');

    // The warehouse knows VK-003 again: once accepted from us (decision 036), it is 連携済 again.
    await t.account.provider.upsertVendors({ requestId: 'arrange-vk-003' }, [
      { vendorCode: 'VK-003', name: 'VK-003商事' },
    ]);
    const again = await t.yamada.api('POST', '/api/vendors/fetch', {});
    expect((await t.settled(again.body.data.id))?.processStatus).toBe('completed');
    expect((await vendorOf(lost.id)).sync_status).toBe('synced');
  });
});

describe('vendor jobs on a named warehouse', () => {
  it('leave 連携状態 alone on our own warehouse, which has no vendors of its own to compare', async () => {
    const own = await store(t.yamada.api, '/api/warehouses', warehouseBody());
    const before = await t.yamada.api('POST', '/api/vendors/search', { per_page: 100 });
    const { process } = await enqueueProcess(t.app.db, {
      organisationId: t.yamada.organisationId,
      userId: t.yamada.userId,
      action: 'vendor_search',
      payload: { warehouseId: own.id },
    });
    expect(await t.settled(process.id)).toMatchObject({
      processStatus: 'completed',
      message: OWN_WAREHOUSE_VENDORS_MESSAGE,
    });
    const after = await t.yamada.api('POST', '/api/vendors/search', { per_page: 100 });
    expect(after.body.data).toEqual(before.body.data);
  });
});

describe('接続テスト', () => {
  it('succeeds against the simulator; a refusal answers the one generic failure (decision 035)', async () => {
    const path = `/api/app_settings/connection_test/${t.setting.id}`;
    const ok = await t.yamada.api('POST', path);
    expect(ok.body.data).toMatchObject({
      succeeded: true,
      message: `接続に成功しました（アカウント: ${t.account.apiKey}）。`,
    });
    await t.sim.control.fault({ operation: 'ping', kind: 'refuse', message: '契約が停止中です。' });
    const refused = await t.yamada.api('POST', path);
    expect(refused.body.data).toMatchObject({
      succeeded: false,
      message: PROVIDER_MESSAGES.connectionTestFailed,
    });
    const shown = await t.yamada.api('GET', `/api/app_settings/show/${t.setting.id}`);
    expect(shown.body.data.last_test).toEqual(refused.body.data);
  });
});
