import type { VendorSyncStatus } from '@logi/shared';
import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { vendors, type VendorRow } from './vendors.table.ts';

// The vendor jobs' side of the table: they read what to send and write only the sync columns.

/** The organisation's vendors among `ids`, by code (others' and missing ids are simply absent). */
export async function findVendorsForSync(
  db: DbOrTx,
  scope: OrganisationScope,
  ids: readonly number[],
): Promise<VendorRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(vendors)
    .where(inScope(vendors.organisationId, scope, inArray(vendors.id, [...ids])))
    .orderBy(asc(vendors.vendorCode));
}

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
export async function setVendorSyncStatus(
  db: DbOrTx,
  scope: OrganisationScope,
  codes: readonly string[],
  status: VendorSyncStatus,
): Promise<number> {
  if (codes.length === 0) return 0;
  const updated = await db
    .update(vendors)
    .set({
      syncStatus: status,
      ...(status === 'synced' && { syncedAt: sql`clock_timestamp()` }),
    })
    .where(inScope(vendors.organisationId, scope, inArray(vendors.vendorCode, [...codes])))
    .returning({ id: vendors.id });
  return updated.length;
}
