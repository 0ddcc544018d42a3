import { MASTER_NOT_FOUND, type SupplierFormValues } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { Usage } from '../../resource/resource-writes.ts';
import { resourceService } from '../../resource/resource-service.ts';
import { toSupplierDto } from './suppliers.dto.ts';
import { searchSuppliers, supplierPage, supplierRecords } from './suppliers.repository.ts';

export const SUPPLIER_NOT_FOUND = MASTER_NOT_FOUND.supplier;

/** Tells whether another record (a vendor, later a product) still uses a supplier; see app.ts. */
export type SupplierUsage = Usage;

/** 仕入先 as the kit's six routes read and write them; a delete is refused while a vendor names the supplier. */
export const suppliersService = (db: Database, usages: readonly SupplierUsage[]) =>
  resourceService(db, {
    notFoundMessage: SUPPLIER_NOT_FOUND,
    ...supplierRecords,
    page: supplierPage,
    rows: searchSuppliers,
    toDtos: async (_db, _scope, rows) => rows.map(toSupplierDto),
    columns: async (_tx, _scope, values: SupplierFormValues) => values,
    audit: { resource: 'suppliers' },
    usages,
  });
