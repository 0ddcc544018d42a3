import {
  MASTER_NOT_FOUND,
  type Page,
  type VendorDto,
  type VendorFormValues,
  type VendorSearch,
} from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound } from '../../http/app-error.ts';
import type { ChunkReader } from '../../http/csv-export.ts';
import { pageOf } from '../../http/pagination.ts';
import { resourceWrites, usageBy } from '../../resource/resource-writes.ts';
import { findSuppliersByIds } from '../suppliers/index.ts';
import { toVendorDto } from './vendors.dto.ts';
import type { VendorRow } from './vendors.table.ts';
import {
  countVendors,
  findVendor,
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

async function toDto(db: DbOrTx, scope: OrganisationScope, row: VendorRow) {
  const [dto] = await toDtos(db, scope, [row]);
  return dto!;
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

export async function searchVendorPage(
  db: Database,
  scope: OrganisationScope,
  search: VendorSearch,
): Promise<Page<VendorDto>> {
  const rows = await searchVendors(db, scope, search);
  const total = await countVendors(db, scope, search);
  return pageOf(await toDtos(db, scope, rows), total, search.page, search.perPage);
}

/** The CSV export's rows, chunk by chunk, in the list's order. */
export const vendorExportReader =
  (db: Database, scope: OrganisationScope, search: VendorSearch): ChunkReader<VendorDto> =>
  async (offset, limit) =>
    toDtos(db, scope, await searchVendors(db, scope, search, { offset, limit }));

export async function showVendor(db: Database, scope: OrganisationScope, id: number) {
  const row = await findVendor(db, scope, id);
  if (!row) throw notFound(VENDOR_NOT_FOUND);
  return toDto(db, scope, row);
}

/** A new vendor is 未連携: only the vendor jobs (external-warehouse issue) change its sync status. */
export const vendorWrites = (db: Database) =>
  resourceWrites(db, {
    notFoundMessage: VENDOR_NOT_FOUND,
    ...vendorRecords,
    columns: async (tx, scope, values: VendorFormValues) => {
      await checkSupplier(tx, scope, values);
      return values;
    },
    toDto,
    audit: { resource: 'vendors' },
  });

/** The suppliers module's in-use check: a supplier a vendor names cannot be deleted. */
export const vendorUsingSupplier = usageBy('ベンダー', vendorNamesUsingSupplier);
