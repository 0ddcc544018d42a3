import type { VendorSyncStatus } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { suppliers } from '../suppliers/suppliers.table.ts';
import { addressColumns, timestampTz, versionedTimestamps } from '../../db/columns.ts';
import { sameOrganisationKey } from '../../db/keys.ts';

export const VENDOR_CODE_UNIQUE = 'vendors_organisation_vendor_code_unique';
export const VENDOR_SUPPLIER_FK = 'vendors_organisation_supplier_fk';

/** Vendors (ベンダー): the 入荷元 an external warehouse (RSL) knows; codes are unique per organisation. */
export const vendors = pgTable(
  'vendors',
  {
    ...organisationRecord(),
    vendorCode: text('vendor_code').notNull(),
    name: text('name').notNull(),
    ...addressColumns(),
    supplierId: integer('supplier_id'),
    // Written only by the vendor jobs (external-warehouse issue); a new vendor is 未連携.
    syncStatus: text('sync_status').$type<VendorSyncStatus>().notNull().default('unsynced'),
    syncedAt: timestampTz('synced_at'),
    ...versionedTimestamps(),
  },
  (table) => [
    unique(VENDOR_CODE_UNIQUE).on(table.organisationId, table.vendorCode),
    // Through the organisation too: a vendor can only name a supplier of its own organisation.
    sameOrganisationKey(VENDOR_SUPPLIER_FK, table, 'supplierId', suppliers),
    index('vendors_supplier_idx').on(table.organisationId, table.supplierId),
    check('vendors_sync_status_check', sql`${table.syncStatus} in ('unsynced', 'synced', 'error')`),
  ],
);

export type VendorRow = typeof vendors.$inferSelect;
