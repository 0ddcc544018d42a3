import {
  asc,
  count,
  desc,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { SUPPLIER_SORT_FIELDS, type SupplierSearch } from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import { scopedRecords, sortColumnsOf } from '../../resource/scoped-records.ts';
import { inScope, preparedScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { offsetOf } from '../../http/pagination.ts';
import { SUPPLIER_CODE_UNIQUE, suppliers, type SupplierRow } from './suppliers.table.ts';
import { containsPattern } from '../../db/like-patterns.ts';

// A taken code is a field error on code (既に使用されています), never a 500.
const CONSTRAINT_FIELDS = { [SUPPLIER_CODE_UNIQUE]: 'code' };
/** The rows by id (find, lock for a write, insert, update at a version, remove) and its lists. */
export const supplierRecords = scopedRecords(suppliers, CONSTRAINT_FIELDS);

const SORT_COLUMNS = sortColumnsOf(suppliers, SUPPLIER_SORT_FIELDS);

function keywordCondition(keyword: string | null | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return keywordMatch(containsPattern(keyword));
}

function keywordMatch(pattern: string | Placeholder) {
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
export const searchSuppliers = supplierRecords.searcher(whereOf, SORT_COLUMNS);

/**
 * The list's page and count as statements built and prepared once per sort, direction and
 * keyword-or-none, then only executed (decision 067): drizzle's query building was the largest
 * part of the cheapest signed-in request outside the socket writes.
 */
function preparedPage(db: Database, search: SupplierSearch) {
  const shape = `${search.sort}:${search.direction}:${search.keyword ? 'k' : '-'}`;
  let forDb = preparedPages.get(db);
  if (!forDb) preparedPages.set(db, (forDb = new Map()));
  let found = forDb.get(shape);
  if (!found) {
    const where = inScope(
      suppliers.organisationId,
      preparedScope(),
      search.keyword ? keywordMatch(sql.placeholder('pattern')) : undefined,
    );
    const order = search.direction === 'asc' ? asc : desc;
    const name = `suppliers_page_${shape.replaceAll(':', '_')}`;
    found = {
      // The count rides on each row of the page: one round trip, not two (decision 067).
      rows: db
        .select({ ...getTableColumns(suppliers), matched: sql<number>`count(*) over ()` })
        .from(suppliers)
        .where(where)
        .orderBy(order(SORT_COLUMNS[search.sort]), asc(suppliers.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_rows`),
      total: db.select({ total: count() }).from(suppliers).where(where).prepare(`${name}_total`),
    };
    forDb.set(shape, found);
  }
  return found;
}
type PreparedPage = {
  rows: {
    execute: (values: Record<string, unknown>) => Promise<(SupplierRow & { matched: number })[]>;
  };
  total: { execute: (values: Record<string, unknown>) => Promise<{ total: number }[]> };
};
const preparedPages = new WeakMap<Database, Map<string, PreparedPage>>();

/** A page of the list and the count of every match, from the statements prepared for its shape. */
export async function supplierPage(db: Database, scope: OrganisationScope, search: SupplierSearch) {
  const { rows, total } = preparedPage(db, search);
  const values = {
    organisationId: scope.organisationId,
    pattern: search.keyword ? containsPattern(search.keyword) : undefined,
    limit: search.perPage,
    offset: offsetOf(search.page, search.perPage),
  };
  const page = await rows.execute(values);
  if (page.length === 0 && values.offset > 0) {
    // Past the last page the rows carry no count: the count's own statement says it.
    const [counted] = await total.execute(values);
    return { rows: [], total: counted?.total ?? 0 };
  }
  return {
    rows: page.map(({ matched: _matched, ...row }): SupplierRow => row),
    total: Number(page[0]?.matched ?? 0),
  };
}

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
