import { ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { SupplierSearch, SupplierSortField } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { scopedRecords } from '../../resource/scoped-records.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { SUPPLIER_CODE_UNIQUE, suppliers } from './suppliers.table.ts';
import { containsPattern } from '../../db/like-patterns.ts';

// A taken code is a field error on code (既に使用されています), never a 500.
const CONSTRAINT_FIELDS = { [SUPPLIER_CODE_UNIQUE]: 'code' };
const records = scopedRecords(suppliers, CONSTRAINT_FIELDS);

/** The rows by id: find, lock (for a write), insert, update at a version and delete. */
export const {
  find: findSupplier,
  lock: lockSupplier,
  insert: insertSupplier,
  update: updateSupplier,
  remove: deleteSupplier,
} = records;

const SORT_COLUMNS = {
  code: suppliers.code,
  name: suppliers.name,
  name_kana: suppliers.nameKana,
  prefecture: suppliers.prefecture,
  updated_at: suppliers.updatedAt,
} satisfies Record<SupplierSortField, unknown>;

function keywordCondition(keyword: string | null | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(
    ilike(suppliers.code, pattern),
    ilike(suppliers.name, pattern),
    ilike(suppliers.nameKana, pattern),
    ilike(suppliers.contactName, pattern),
    ilike(suppliers.phone, pattern),
  );
}

const whereOf = (scope: OrganisationScope, search: SupplierSearch) =>
  inScope(suppliers.organisationId, scope, keywordCondition(search.keyword));

/**
 * The organisation's suppliers that match, in the search's order (id breaks ties, so pages and export
 * chunks are stable); the window defaults to the search's page.
 */
export const searchSuppliers = records.searcher(whereOf, SORT_COLUMNS);

export const countSuppliers = records.counter(whereOf);

/** The given suppliers of the organisation (ids of another organisation find nothing). */
export async function findSuppliersByIds(db: DbOrTx, scope: OrganisationScope, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
    .from(suppliers)
    .where(inScope(suppliers.organisationId, scope, inArray(suppliers.id, ids)));
}

/** The organisation's supplier codes and their ids (仕入先 is given by code in a product CSV). */
export async function supplierIdsByCode(
  db: DbOrTx,
  scope: OrganisationScope,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: suppliers.code, id: suppliers.id })
    .from(suppliers)
    .where(inScope(suppliers.organisationId, scope));
  return new Map(rows.map((row) => [row.code, row.id]));
}
