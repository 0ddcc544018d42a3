import type { WarehouseVendor } from '@logi/warehouse-api';
import { z } from 'zod';
import { JobError } from '../jobs/index.ts';
import {
  findVendorsForSync,
  listVendorsForSync,
  setVendorSyncStatus,
  type VendorRow,
} from '../vendors/index.ts';
import { notAcknowledgedCodesLine } from '@logi/shared';
import { acknowledgedCodes } from './acknowledged-rows.ts';
import { warehouseJob, warehouseTarget } from './warehouse-job.ts';

export const VENDOR_BATCH_SIZE = 100;
export const NO_VENDORS_MESSAGE = '送信するベンダーが見つかりません。';
export const OWN_WAREHOUSE_VENDORS_MESSAGE = '自社倉庫のため、ベンダーの照合は不要です。';
// At most this many codes are named in a message (the process message is short).
const NAMED_CODES = 5;

/** The vendor as the contract carries it: unset address parts are left out. */
export function toWarehouseVendor(row: VendorRow): WarehouseVendor {
  const vendor: WarehouseVendor = { vendorCode: row.vendorCode, name: row.name };
  for (const key of ['postalCode', 'prefecture', 'city', 'town', 'building', 'phone'] as const) {
    const value = row[key];
    if (value) vendor[key] = value;
  }
  return vendor;
}

const codesOf = (codes: readonly string[]) =>
  codes.length <= NAMED_CODES
    ? codes.join('、')
    : `${codes.slice(0, NAMED_CODES).join('、')} ほか${codes.length - NAMED_CODES}件`;

/** ベンダー登録・更新: sends the chosen vendors; accepted ones become 連携済, refused ones 連携エラー. */
export const vendorCreateUpdate = warehouseJob({
  payload: z.object({
    ...warehouseTarget,
    vendorIds: z.array(z.number().int().positive()).min(1).max(10_000),
  }),
  async run(job, { vendorIds }) {
    const rows = await findVendorsForSync(job.db, job.scope, vendorIds);
    if (rows.length === 0) throw new JobError(NO_VENDORS_MESSAGE, { retryable: false });
    const sent = await job.writeInBatches(rows, {
      part: 'vendors',
      batchSize: VENDOR_BATCH_SIZE,
      send: (call, batch) => job.provider.upsertVendors(call, batch.map(toWarehouseVendor)),
      store: async (outcome, batch) => {
        const accepted = new Set(outcome.accepted);
        await job.acknowledge(
          'vendor',
          outcome.requestId,
          batch
            .filter((row) => accepted.has(row.vendorCode))
            .map((row) => ({ recordId: row.id, reference: row.vendorCode })),
        );
        await setVendorSyncStatus(job.db, job.scope, outcome.accepted, 'synced');
        const refused = outcome.refusals.map((item) => item.商品コード);
        await setVendorSyncStatus(job.db, job.scope, refused, 'error');
      },
    });
    return `${sent.accepted}件のベンダーを倉庫に登録しました。`;
  },
});

/**
 * ベンダー検索: pulls the warehouse's vendors and reconciles our 連携状態 with them — a vendor the
 * warehouse knows and once accepted from us becomes 連携済 (the same code from another
 * organisation on a shared account is not ours: decision 036), one marked 連携済 that it does not
 * know goes back to 未連携 — and names the differences in the message.
 */
export const vendorSearch = warehouseJob({
  payload: z.object(warehouseTarget),
  async run(job) {
    // Our own warehouse knows exactly our vendors: nothing to compare, nothing to reset.
    if (job.provider.kind === 'own') return OWN_WAREHOUSE_VENDORS_MESSAGE;
    await job.reportProgress(0, 1);
    const remote = await job.searchAll('vendors', (call, page) =>
      job.provider.searchVendors(call, { page, perPage: 1000 }),
    );
    const local = await listVendorsForSync(job.db, job.scope);
    const remoteByCode = new Map(remote.map((vendor) => [vendor.vendorCode, vendor]));
    const localCodes = new Set(local.map((vendor) => vendor.vendorCode));
    const sameCode = local.filter((vendor) => remoteByCode.has(vendor.vendorCode));
    const ours = await acknowledgedCodes(
      job,
      'vendor',
      sameCode.map((vendor) => vendor.vendorCode),
    );
    const known = sameCode.filter((vendor) => ours.codes.has(vendor.vendorCode));
    const notOurs = sameCode.filter(
      (vendor) => !ours.codes.has(vendor.vendorCode) && vendor.syncStatus !== 'synced',
    );
    const lost = local.filter(
      (vendor) => vendor.syncStatus === 'synced' && !remoteByCode.has(vendor.vendorCode),
    );
    const renamed = known.filter(
      (vendor) => remoteByCode.get(vendor.vendorCode)?.name !== vendor.name,
    );
    const onlyRemote = remote.filter((vendor) => !localCodes.has(vendor.vendorCode));

    const newlyKnown = known.filter((vendor) => vendor.syncStatus !== 'synced');
    await setVendorSyncStatus(
      job.db,
      job.scope,
      newlyKnown.map((v) => v.vendorCode),
      'synced',
    );
    await setVendorSyncStatus(
      job.db,
      job.scope,
      lost.map((v) => v.vendorCode),
      'unsynced',
    );
    await job.reportProgress(1, 1);

    const lines = [
      `倉庫のベンダー${remote.length}件を取得しました（一致 ${known.length}件）。`,
      ...(renamed.length > 0 ? [`名称が異なる: ${codesOf(renamed.map((v) => v.vendorCode))}`] : []),
      ...(onlyRemote.length > 0
        ? [`倉庫にのみ登録: ${codesOf(onlyRemote.map((v) => v.vendorCode))}`]
        : []),
      ...(lost.length > 0
        ? [`倉庫に見つからず未連携に戻した: ${codesOf(lost.map((v) => v.vendorCode))}`]
        : []),
      ...(notOurs.length > 0
        ? [notAcknowledgedCodesLine(codesOf(notOurs.map((v) => v.vendorCode)))]
        : []),
    ];
    return lines.join('\n');
  },
});
