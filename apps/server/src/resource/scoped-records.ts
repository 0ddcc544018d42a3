import {
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { withDomainErrors } from '../db/database-errors.ts';
import { inScope, type OrganisationScope } from '../db/organisation-scope.ts';
import { offsetOf } from '../http/pagination.ts';

export type PageWindow = { offset: number; limit: number };
type Sorted = { sort: string; direction: 'asc' | 'desc'; page: number; perPage: number };
type Where<S> = (scope: OrganisationScope, search: S) => SQL | undefined;

/** The window of a search's own page. */
const pageWindow = (search: { page: number; perPage: number }): PageWindow => ({
  offset: offsetOf(search.page, search.perPage),
  limit: search.perPage,
});

/** A list's order by its sort column, as the search asks. */
const sortedBy = (column: AnyColumn, direction: 'asc' | 'desc') =>
  direction === 'asc' ? asc(column) : desc(column);

type Reader<S, R> = (db: DbOrTx, scope: OrganisationScope, search: S) => Promise<R>;

/** A list's page and the count of every match, read by its searcher and its counter. */
export const pageReader =
  <S, Row>(rows: Reader<S, Row[]>, total: Reader<S, number>) =>
  async (db: DbOrTx, scope: OrganisationScope, search: S) => ({
    rows: await rows(db, scope, search),
    total: await total(db, scope, search),
  });

/**
 * A list's sort columns by its contract's sort fields: each field is the name of the table's column
 * (`updated_at` sorts by updated_at), so the two cannot drift; a field with no column fails at load.
 */
export function sortColumnsOf<F extends string>(table: PgTable, fields: readonly F[]) {
  const byName = new Map(
    Object.values(getTableColumns(table)).map((column) => [column.name, column]),
  );
  const columns = {} as Record<F, AnyColumn>;
  for (const field of fields) {
    const column = byName.get(field);
    if (!column) throw new Error(`${getTableName(table)} has no column ${field} to sort by`);
    columns[field] = column;
  }
  return columns;
}

/** A master table: the organisation's rows, each by id, saved at a version. */
type MasterTable = PgTable & {
  id: PgColumn;
  organisationId: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

/**
 * The row queries every master's repository has (a search's page and count, find, lock, insert,
 * update at a version, delete), on its own table: a taken unique key is a field error (constraint → field), never a 500.
 */
export function scopedRecords<T extends MasterTable>(
  table: T,
  constraintFields: Record<string, string> = {},
) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'organisationId'>;
  // Drizzle cannot follow a generic table's columns: the statements see a plain table, rows are cast.
  const plain: PgTable = table;
  const byId = (scope: OrganisationScope, id: number) =>
    inScope(table.organisationId, scope, eq(table.id, id));
  return {
    /**
     * A list's search: the rows `where` keeps, in the search's sort column (then `tieBreaks`, then
     * id, so pages and export chunks are stable), by default its own page.
     */
    searcher<S extends Sorted>(
      where: Where<S>,
      columns: Record<S['sort'], AnyColumn>,
      tieBreaks: readonly AnyColumn[] = [],
    ) {
      return async (
        db: DbOrTx,
        scope: OrganisationScope,
        search: S,
        window: PageWindow = pageWindow(search),
      ): Promise<Row[]> => {
        const rows = await db
          .select()
          .from(plain)
          .where(where(scope, search))
          .orderBy(
            sortedBy(columns[search.sort as S['sort']], search.direction),
            ...tieBreaks.map((column) => asc(column)),
            asc(table.id),
          )
          .limit(window.limit)
          .offset(window.offset);
        return rows as Row[];
      };
    },

    /** How many rows a list's search keeps in all. */
    counter<S>(where: Where<S>) {
      return async (db: DbOrTx, scope: OrganisationScope, search: S): Promise<number> => {
        const [counted] = await db
          .select({ total: count() })
          .from(plain)
          .where(where(scope, search));
        return counted?.total ?? 0;
      };
    },

    /**
     * The `name` of the first row (by `first`) whose `column` is the id, if any: what an in-use
     * check (usageBy) names.
     */
    firstNameWhere(column: AnyColumn, first: AnyColumn, name: PgColumn) {
      return async (db: DbOrTx, scope: OrganisationScope, id: number): Promise<string[]> => {
        const rows = await db
          .select({ name })
          .from(plain)
          .where(inScope(table.organisationId, scope, eq(column, id)))
          .orderBy(asc(first))
          .limit(1);
        return rows.map((row) => String(row.name));
      };
    },

    async find(db: DbOrTx, scope: OrganisationScope, id: number): Promise<Row | undefined> {
      const rows = await db.select().from(plain).where(byId(scope, id));
      return rows[0] as Row | undefined;
    },

    /** Locks the row for the rest of the transaction (an update or a delete decides on it). */
    async lock(db: DbOrTx, scope: OrganisationScope, id: number): Promise<Row | undefined> {
      const rows = await db.select().from(plain).where(byId(scope, id)).for('update');
      return rows[0] as Row | undefined;
    },

    async insert(db: DbOrTx, scope: OrganisationScope, values: Values): Promise<Row> {
      const [row] = await withDomainErrors(
        () =>
          db
            .insert(plain)
            .values({ ...values, organisationId: scope.organisationId })
            .returning(),
        constraintFields,
      );
      if (!row) throw new Error(`${getTableName(table)} insert returned no row`);
      return row as Row;
    },

    /** Updates only at `version` (when given); no row back means missing or stale. */
    async update(
      db: DbOrTx,
      scope: OrganisationScope,
      id: number,
      values: Values,
      version?: number,
    ): Promise<Row | undefined> {
      const [row] = await withDomainErrors(
        () =>
          db
            .update(plain)
            .set({ ...values, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
            .where(
              inScope(
                table.organisationId,
                scope,
                eq(table.id, id),
                version === undefined ? undefined : eq(table.version, version),
              ),
            )
            .returning(),
        constraintFields,
      );
      return row as Row | undefined;
    },

    async remove(db: DbOrTx, scope: OrganisationScope, id: number): Promise<boolean> {
      const deleted = await withDomainErrors(() =>
        db.delete(plain).where(byId(scope, id)).returning({ id: table.id }),
      );
      return deleted.length > 0;
    },
  };
}
