import { getTableColumns, ilike, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { SUPPLIER_SORT_FIELDS, type SupplierSearch } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { scopedRecords, sortColumnsOf } from '../../resource/scoped-records.ts';
import { inScope, preparedScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { offsetOf } from '../../http/pagination.ts';
import type { SupplierRowRead } from './suppliers.dto.ts';
import { SUPPLIER_CODE_UNIQUE, suppliers } from './suppliers.table.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { executePreparedText, isoText, preparedTexts } from '../../db/sql.ts';

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

/** A supplier row's columns under their row keys; timestamps as ISO text, made by PostgreSQL. */
const PAGE_COLUMNS = sql.join(
  Object.entries(getTableColumns(suppliers)).map(([key, column]) =>
    column.columnType === 'PgTimestamp'
      ? sql`${isoText(sql`${column}`)} as ${sql.identifier(key)}`
      : sql`${column} as ${sql.identifier(key)}`,
  ),
  sql`, `,
);
type PageRow = SupplierRowRead & { matched: number };

/**
 * The list's page (the count riding on each row: one round trip) and the count alone, built once
 * per sort, direction and keyword-or-none, then only executed (decision 067).
 */
const statements = preparedTexts();
function pageStatements(search: SupplierSearch) {
  const shape = `${search.sort}:${search.direction}:${search.keyword ? 'k' : '-'}`;
  const where = () =>
    inScope(
      suppliers.organisationId,
      preparedScope(),
      search.keyword ? keywordMatch(sql.placeholder('pattern')) : undefined,
    );
  const order = search.direction === 'asc' ? sql`asc` : sql`desc`;
  return {
    rows: statements(
      `rows:${shape}`,
      () => sql`select ${PAGE_COLUMNS}, (count(*) over ())::int as matched
        from ${suppliers} where ${where()}
       order by ${SORT_COLUMNS[search.sort]} ${order}, ${suppliers.id} asc
       limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
    ),
    total: statements(
      `total:${shape}`,
      () => sql`select count(*)::int as total from ${suppliers} where ${where()}`,
    ),
  };
}

/** A page of the list and the count of every match, from the statements built for its shape. */
export async function supplierPage(db: DbOrTx, scope: OrganisationScope, search: SupplierSearch) {
  const statement = pageStatements(search);
  const values = {
    organisationId: scope.organisationId,
    pattern: search.keyword ? containsPattern(search.keyword) : undefined,
    limit: search.perPage,
    offset: offsetOf(search.page, search.perPage),
  };
  const { rows: page } = await executePreparedText<PageRow>(db, statement.rows, values);
  if (page.length === 0 && values.offset > 0) {
    // Past the last page the rows carry no count: the count's own statement says it.
    const { rows } = await executePreparedText<{ total: number }>(db, statement.total, values);
    return { rows: [], total: rows[0]?.total ?? 0 };
  }
  return {
    rows: page.map(({ matched: _matched, ...row }): SupplierRowRead => row),
    total: page[0]?.matched ?? 0,
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
