import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { VENDOR_SORT_FIELDS, type VendorSearch } from '@logi/shared';
import { scopedRecords, sortColumnsOf } from '../../resource/scoped-records.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { VENDOR_CODE_UNIQUE, VENDOR_SUPPLIER_FK, vendors } from './vendors.table.ts';
import { containsPattern } from '../../db/like-patterns.ts';

// A taken code is a field error on vendorCode; a supplier of no row (or another organisation's) on supplierId.
const CONSTRAINT_FIELDS = {
  [VENDOR_CODE_UNIQUE]: 'vendorCode',
  [VENDOR_SUPPLIER_FK]: 'supplierId',
};
/** The rows by id (find, lock for a write, insert, update at a version, remove) and its lists. */
export const vendorRecords = scopedRecords(vendors, CONSTRAINT_FIELDS);

export const { find: findVendor } = vendorRecords;

const SORT_COLUMNS = sortColumnsOf(vendors, VENDOR_SORT_FIELDS);

function searchConditions(search: VendorSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search.keyword) {
    const pattern = containsPattern(search.keyword);
    conditions.push(
      or(
        ilike(vendors.vendorCode, pattern),
        ilike(vendors.name, pattern),
        ilike(vendors.phone, pattern),
      ),
    );
  }
  if (search.syncStatus) conditions.push(eq(vendors.syncStatus, search.syncStatus));
  return and(...conditions);
}

const whereOf = (scope: OrganisationScope, search: VendorSearch) =>
  inScope(vendors.organisationId, scope, searchConditions(search));

/**
 * The organisation's vendors that match, in the search's order (id breaks ties, so pages and export
 * chunks are stable); the window defaults to the search's page.
 */
export const searchVendors = vendorRecords.searcher(whereOf, SORT_COLUMNS);

export const countVendors = vendorRecords.counter(whereOf);

/** A vendor of the organisation that names the supplier, if any (the first by code). */
export const vendorNamesUsingSupplier = vendorRecords.firstNameWhere(
  vendors.supplierId,
  vendors.vendorCode,
  vendors.name,
);
