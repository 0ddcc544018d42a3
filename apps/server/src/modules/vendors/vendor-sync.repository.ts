import type { VendorSyncStatus } from '@logi/shared';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { syncedRecords } from '../../resource/synced-records.ts';
import { vendors } from './vendors.table.ts';

// The vendor jobs' side of the table: they read what to send and write only the sync columns.

const synced = syncedRecords(vendors, vendors.vendorCode);

/** The organisation's vendors among `ids`, by code (others' and missing ids are simply absent). */
export const findVendorsForSync = synced.among;

/** Every vendor of the organisation (code, name, sync state), by code: vendor search compares them. */
export async function listVendorsForSync(db: DbOrTx, scope: OrganisationScope) {
  return db
    .select({
      id: vendors.id,
      vendorCode: vendors.vendorCode,
      name: vendors.name,
      syncStatus: vendors.syncStatus,
    })
    .from(vendors)
    .where(inScope(vendors.organisationId, scope))
    .orderBy(asc(vendors.vendorCode));
}

/**
 * Sets the sync state of the organisation's vendors with these codes; 連携済 also stamps
 * synced_at. Not a user edit: version and updated_at stay, so no open form goes stale.
 */
export const setVendorSyncStatus = (
  db: DbOrTx,
  scope: OrganisationScope,
  codes: readonly string[],
  status: VendorSyncStatus,
) =>
  synced.markByCodes(db, scope, codes, {
    syncStatus: status,
    ...(status === 'synced' && { syncedAt: sql`clock_timestamp()` }),
  });
