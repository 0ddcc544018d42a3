import {
  MASTER_NOT_FOUND,
  type Page,
  type SupplierDto,
  type SupplierFormValues,
  type SupplierSearch,
} from '@logi/shared';
import type { Database, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, notFound, stale } from '../../http/app-error.ts';
import type { ChunkReader } from '../../http/csv-export.ts';
import { pageOf } from '../../http/pagination.ts';
import { recordAudit } from '../audit/index.ts';
import { toSupplierDto } from './suppliers.dto.ts';
import {
  countSuppliers,
  deleteSupplier,
  findSupplier,
  insertSupplier,
  lockSupplier,
  searchSuppliers,
  updateSupplier,
} from './suppliers.repository.ts';

export const SUPPLIER_NOT_FOUND = MASTER_NOT_FOUND.supplier;

/**
 * Tells whether another record still uses a supplier: the refusal naming it, or null. The modules
 * that refer to suppliers (vendors, later products) provide one each; app.ts wires them in, so this
 * module depends on none of them.
 */
export type SupplierUsage = (
  tx: Tx,
  scope: OrganisationScope,
  supplierId: number,
) => Promise<string | null>;

export type SupplierDeps = { db: Database; usages: readonly SupplierUsage[] };

const audited = { resource: 'suppliers' } as const;

export async function searchSupplierPage(
  db: Database,
  scope: OrganisationScope,
  search: SupplierSearch,
): Promise<Page<SupplierDto>> {
  const rows = await searchSuppliers(db, scope, search);
  const total = await countSuppliers(db, scope, search);
  return pageOf(rows.map(toSupplierDto), total, search.page, search.perPage);
}

/** The CSV export's rows, chunk by chunk, in the list's order. */
export const supplierExportReader =
  (db: Database, scope: OrganisationScope, search: SupplierSearch): ChunkReader<SupplierDto> =>
  async (offset, limit) =>
    (await searchSuppliers(db, scope, search, { offset, limit })).map(toSupplierDto);

export async function showSupplier(db: Database, scope: OrganisationScope, id: number) {
  const row = await findSupplier(db, scope, id);
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
  return toSupplierDto(row);
}

export async function storeSupplier(
  db: Database,
  scope: OrganisationScope,
  values: SupplierFormValues,
  userId: string,
) {
  return db.transaction(async (tx) => {
    const row = await insertSupplier(tx, scope, values);
    await recordAudit(tx, scope, {
      ...audited,
      recordId: row.id,
      userId,
      action: 'create',
      before: null,
      after: row,
    });
    return toSupplierDto(row);
  });
}

/** Saves only at the version the form was loaded at: a newer one answers 409 (no lost update). */
export async function changeSupplier(
  db: Database,
  scope: OrganisationScope,
  id: number,
  values: SupplierFormValues,
  { version, userId }: { version: number; userId: string },
) {
  return db.transaction(async (tx) => {
    const before = await lockSupplier(tx, scope, id);
    if (!before) throw notFound(SUPPLIER_NOT_FOUND);
    if (before.version !== version) throw stale();
    const row = await updateSupplier(tx, scope, id, values, version);
    if (!row) throw stale();
    await recordAudit(tx, scope, {
      ...audited,
      recordId: id,
      userId,
      action: 'update',
      before,
      after: row,
    });
    return toSupplierDto(row);
  });
}

/** Refused, naming the user, while another record still uses the supplier. */
export async function destroySupplier(
  { db, usages }: SupplierDeps,
  scope: OrganisationScope,
  id: number,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockSupplier(tx, scope, id);
    if (!before) throw notFound(SUPPLIER_NOT_FOUND);
    for (const usage of usages) {
      const refusal = await usage(tx, scope, id);
      if (refusal) throw new AppError('conflict', refusal);
    }
    await deleteSupplier(tx, scope, id);
    await recordAudit(tx, scope, {
      ...audited,
      recordId: id,
      userId,
      action: 'delete',
      before,
      after: null,
    });
  });
}
