import { appSettings } from '../modules/app-settings/app-settings.table.ts';
import { vendors } from '../modules/vendors/vendors.table.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';
import type { ProbeOwner, TenancyProbe } from './route-inventory.ts';

/** Tenancy probes of 送信 / 取得 on the vendor list (route-inventory.ts). */

const marker = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * The owner's RSL warehouse (its setting has no credentials, so the queued job fails at once
 * without a call) and one vendor: the owner's 送信 / 取得 is queued, answering the process.
 */
async function arrangeOwner(owner: ProbeOwner) {
  const [setting] = await owner.db
    .insert(appSettings)
    .values({
      organisationId: owner.organisationId,
      name: marker('SET'),
      kind: 'rsl',
      endpointUrl: 'https://rsl.example',
    })
    .returning({ id: appSettings.id });
  await owner.db.insert(warehouses).values({
    organisationId: owner.organisationId,
    code: marker('WH'),
    name: 'プローブRSL',
    type: 'rsl',
    appSettingId: setting!.id,
  });
  const [vendor] = await owner.db
    .insert(vendors)
    .values({ organisationId: owner.organisationId, vendorCode: marker('VEN'), name: 'プローブ' })
    .returning({ id: vendors.id });
  return { vendorId: vendor!.id };
}

export const vendorSyncProbes = {
  // Another organisation's vendor id is a 404; the owner's queues ベンダー登録・更新.
  send: {
    kind: 'record',
    arrange: async (owner) => {
      const { vendorId } = await arrangeOwner(owner);
      return {
        path: '/api/vendors/send',
        body: { ids: [vendorId] },
        ownerStatus: 202,
        leaks: (text) => text.includes('vendor_create_update'),
      };
    },
  },
  // The intruder has no external warehouse of its own: refused (422), never the owner's run.
  fetch: {
    kind: 'listing',
    arrange: async (owner) => {
      await arrangeOwner(owner);
      return {
        path: '/api/vendors/fetch',
        body: {},
        ownerStatus: 202,
        intruderStatus: 422,
        leaks: (text) => text.includes('vendor_search'),
      };
    },
  },
} satisfies Record<string, TenancyProbe>;
