import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { inScope, type OrganisationScope } from './organisation-scope.ts';

/** Where a kind of document keeps its day's numbers, and the lock that hands them out. */
type DailyNumbering = {
  /** The advisory lock's name, taken per organisation. */
  lock: string;
  /** IN, TR, RT, PB… */
  prefix: string;
  table: string;
  column?: string;
  digits?: number;
};

/**
 * A kind's next PREFIX-YYYYMMDD-#### of the organisation for a day (JST), drawn under a
 * transaction-scoped lock so two saves never draw the same number (decision 025); the unique
 * constraint is the second net.
 */
export const dailyNumbers =
  ({ lock, prefix, table, column = 'number', digits = 4 }: DailyNumbering) =>
  async (tx: Tx, scope: OrganisationScope, day: string): Promise<string> => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`${lock}:${scope.organisationId}`}))`,
    );
    const dayPrefix = `${prefix}-${day.replaceAll('-', '')}-`;
    const { rows } = await tx.execute<{ last: string | null }>(
      sql`select max(${sql.identifier(column)}) as last from ${sql.identifier(table)}
          where ${inScope(table, scope, sql`${sql.identifier(column)} like ${`${dayPrefix}%`}`)}`,
    );
    const last = rows[0]?.last ? Number(rows[0].last.slice(dayPrefix.length)) : 0;
    return `${dayPrefix}${String(last + 1).padStart(digits, '0')}`;
  };
