import {
  MASTER_NOT_FOUND,
  type Page,
  type SupplierDto,
  type SupplierFormValues,
  type SupplierSearch,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { notFound } from '../../http/app-error.ts';
import type { ChunkReader } from '../../http/csv-export.ts';
import { pageOf } from '../../http/pagination.ts';
import { resourceWrites, type Usage } from '../../resource/resource-writes.ts';
import { toSupplierDto } from './suppliers.dto.ts';
import { searchSuppliers, supplierPage, supplierRecords } from './suppliers.repository.ts';

export const SUPPLIER_NOT_FOUND = MASTER_NOT_FOUND.supplier;

/** Tells whether another record (a vendor, later a product) still uses a supplier; see app.ts. */
export type SupplierUsage = Usage;

export async function searchSupplierPage(
  db: Database,
  scope: OrganisationScope,
  search: SupplierSearch,
): Promise<Page<SupplierDto>> {
  const { rows, total } = await supplierPage(db, scope, search);
  return pageOf(rows.map(toSupplierDto), total, search.page, search.perPage);
}

/** The CSV export's rows, chunk by chunk, in the list's order. */
export const supplierExportReader =
  (db: Database, scope: OrganisationScope, search: SupplierSearch): ChunkReader<SupplierDto> =>
  async (offset, limit) =>
    (await searchSuppliers(db, scope, search, { offset, limit })).map(toSupplierDto);

export async function showSupplier(db: Database, scope: OrganisationScope, id: number) {
  const row = await supplierRecords.find(db, scope, id);
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
  return toSupplierDto(row);
}

/** Store, change at a version and destroy (refused while a vendor names the supplier), audited. */
export const supplierWrites = (db: Database, usages: readonly SupplierUsage[]) =>
  resourceWrites(db, {
    notFoundMessage: SUPPLIER_NOT_FOUND,
    ...supplierRecords,
    columns: async (_tx, _scope, values: SupplierFormValues) => values,
    toDto: async (_db, _scope, row) => toSupplierDto(row),
    audit: { resource: 'suppliers' },
    usages,
  });
