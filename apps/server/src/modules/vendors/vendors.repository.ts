import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { VendorFormValues, VendorSearch, VendorSortField } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { withDomainErrors } from '../../db/database-errors.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { offsetOf } from '../../http/pagination.ts';
import {
  VENDOR_CODE_UNIQUE,
  VENDOR_SUPPLIER_FK,
  vendors,
  type VendorRow,
} from './vendors.table.ts';
import { containsPattern } from '../../db/like-patterns.ts';

// A taken code is a field error on vendorCode; a supplier of no row (or another organisation's) on supplierId.
const CONSTRAINT_FIELDS = {
  [VENDOR_CODE_UNIQUE]: 'vendorCode',
  [VENDOR_SUPPLIER_FK]: 'supplierId',
};

const SORT_COLUMNS = {
  vendor_code: vendors.vendorCode,
  name: vendors.name,
  sync_status: vendors.syncStatus,
  updated_at: vendors.updatedAt,
} satisfies Record<VendorSortField, unknown>;

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
export async function searchVendors(
  db: DbOrTx,
  scope: OrganisationScope,
  search: VendorSearch,
  window = { offset: offsetOf(search.page, search.perPage), limit: search.perPage },
): Promise<VendorRow[]> {
  const order = search.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(vendors)
    .where(whereOf(scope, search))
    .orderBy(order(SORT_COLUMNS[search.sort]), asc(vendors.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countVendors(db: DbOrTx, scope: OrganisationScope, search: VendorSearch) {
  const [counted] = await db.select({ total: count() }).from(vendors).where(whereOf(scope, search));
  return counted?.total ?? 0;
}

export async function findVendor(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await db
    .select()
    .from(vendors)
    .where(inScope(vendors.organisationId, scope, eq(vendors.id, id)));
  return row;
}

export async function lockVendor(db: DbOrTx, scope: OrganisationScope, id: number) {
  const [row] = await db
    .select()
    .from(vendors)
    .where(inScope(vendors.organisationId, scope, eq(vendors.id, id)))
    .for('update');
  return row;
}

/** A vendor of the organisation that names the supplier, if any (the first by code). */
export async function findVendorOfSupplier(
  db: DbOrTx,
  scope: OrganisationScope,
  supplierId: number,
) {
  const [row] = await db
    .select({ vendorCode: vendors.vendorCode, name: vendors.name })
    .from(vendors)
    .where(inScope(vendors.organisationId, scope, eq(vendors.supplierId, supplierId)))
    .orderBy(asc(vendors.vendorCode))
    .limit(1);
  return row;
}

export async function insertVendor(db: DbOrTx, scope: OrganisationScope, values: VendorFormValues) {
  const [row] = await withDomainErrors(
    () =>
      db
        .insert(vendors)
        .values({ ...values, organisationId: scope.organisationId })
        .returning(),
    CONSTRAINT_FIELDS,
  );
  if (!row) throw new Error('vendor insert returned no row');
  return row;
}

/** Updates only at `version`; no row back means missing (another organisation's) or stale. */
export async function updateVendor(
  db: DbOrTx,
  scope: OrganisationScope,
  id: number,
  values: VendorFormValues,
  version: number,
) {
  const [row] = await withDomainErrors(
    () =>
      db
        .update(vendors)
        .set({ ...values, version: sql`${vendors.version} + 1`, updatedAt: sql`now()` })
        .where(
          inScope(vendors.organisationId, scope, eq(vendors.id, id), eq(vendors.version, version)),
        )
        .returning(),
    CONSTRAINT_FIELDS,
  );
  return row;
}

export async function deleteVendor(db: DbOrTx, scope: OrganisationScope, id: number) {
  const deleted = await withDomainErrors(() =>
    db
      .delete(vendors)
      .where(inScope(vendors.organisationId, scope, eq(vendors.id, id)))
      .returning({ id: vendors.id }),
  );
  return deleted.length > 0;
}
