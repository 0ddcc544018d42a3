import { asc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { inScope, type OrganisationScope } from '../db/organisation-scope.ts';

/** A master an external warehouse keeps a copy of (商品, ベンダー), known there by its code. */
type SyncedTable = PgTable & { id: PgColumn; organisationId: PgColumn };

/**
 * The warehouse jobs' side of a synced master: the rows to send, by id, and a mark on the rows the
 * warehouse answered for, by code. Neither is a user edit: version and updated_at stay.
 */
export function syncedRecords<T extends SyncedTable>(table: T, code: PgColumn) {
  type Row = T['$inferSelect'];
  // As in scopedRecords: the statements see a plain table, rows are cast.
  const plain: PgTable = table;
  return {
    /** The organisation's rows among `ids`, by code (others' and missing ids are simply absent). */
    async among(db: DbOrTx, scope: OrganisationScope, ids: readonly number[]): Promise<Row[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(plain)
        .where(inScope(table.organisationId, scope, inArray(table.id, [...ids])))
        .orderBy(asc(code));
      return rows as Row[];
    },

    /** Sets columns of the organisation's rows with these codes; how many it changed. */
    async markByCodes(
      db: DbOrTx,
      scope: OrganisationScope,
      codes: readonly string[],
      columns: Partial<Record<keyof Row, unknown | SQL>>,
    ): Promise<number> {
      if (codes.length === 0) return 0;
      const updated = await db
        .update(plain)
        .set(columns)
        .where(inScope(table.organisationId, scope, inArray(code, [...codes])))
        .returning({ id: table.id });
      return updated.length;
    },
  };
}
