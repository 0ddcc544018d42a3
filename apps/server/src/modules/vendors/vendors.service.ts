import { MASTER_NOT_FOUND, type VendorFormValues } from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE } from '../../http/app-error.ts';
import { usageBy } from '../../resource/resource-writes.ts';
import { resourceService } from '../../resource/resource-service.ts';
import { pageReader } from '../../resource/scoped-records.ts';
import { findSuppliersByIds } from '../suppliers/index.ts';
import { toVendorDto } from './vendors.dto.ts';
import type { VendorRow } from './vendors.table.ts';
import {
  countVendors,
  searchVendors,
  vendorNamesUsingSupplier,
  vendorRecords,
} from './vendors.repository.ts';

export const VENDOR_NOT_FOUND = MASTER_NOT_FOUND.vendor;

/** The rows as DTOs, each with its supplier's code and name (one query for the whole page). */
async function toDtos(db: DbOrTx, scope: OrganisationScope, rows: VendorRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.supplierId ? [row.supplierId] : [])))];
  const found = new Map((await findSuppliersByIds(db, scope, ids)).map((s) => [s.id, s]));
  return rows.map((row) => toVendorDto(row, found.get(row.supplierId ?? 0) ?? null));
}

/** A supplier the form names must be one of the organisation's (checked before the code's uniqueness). */
async function checkSupplier(tx: DbOrTx, scope: OrganisationScope, values: VendorFormValues) {
  if (values.supplierId === null) return;
  const [found] = await findSuppliersByIds(tx, scope, [values.supplierId]);
  if (found) return;
  throw new AppError('validation', INVALID_INPUT_MESSAGE, {
    fieldErrors: { supplierId: [MASTER_NOT_FOUND.supplier] },
  });
}

/** ベンダー as the kit's six routes read and write them; a new vendor is 未連携 (only the vendor jobs change its sync status). */
export const vendorsService = (db: Database) =>
  resourceService(db, {
    notFoundMessage: VENDOR_NOT_FOUND,
    ...vendorRecords,
    page: pageReader(searchVendors, countVendors),
    rows: searchVendors,
    toDtos,
    columns: async (tx, scope, values: VendorFormValues) => {
      await checkSupplier(tx, scope, values);
      return values;
    },
    audit: { resource: 'vendors' },
  });

/** The suppliers module's in-use check: a supplier a vendor names cannot be deleted. */
export const vendorUsingSupplier = usageBy('ベンダー', vendorNamesUsingSupplier);
