import type { ReceivingScheduleFormValues } from '@logi/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import {
  receivingScheduleLines,
  receivingSchedules,
  type ReceivingScheduleRow,
} from './receiving-schedules.table.ts';

/** The schedule locked for a write (null when not the organisation's). */
export async function lockSchedule(tx: Tx, scope: OrganisationScope, id: number) {
  const [row] = await tx
    .select()
    .from(receivingSchedules)
    .where(inScope(receivingSchedules.organisationId, scope, eq(receivingSchedules.id, id)))
    .for('update');
  return row ?? null;
}

export const linesOf = (db: DbOrTx, scheduleId: number) =>
  db
    .select()
    .from(receivingScheduleLines)
    .where(eq(receivingScheduleLines.scheduleId, scheduleId))
    .orderBy(asc(receivingScheduleLines.lineNumber));

/**
 * The next IN-YYYYMMDD-#### of the organisation for today (JST), under a transaction-scoped lock
 * so two saves never draw the same number (decision 025).
 */
export async function nextScheduleNumber(tx: Tx, scope: OrganisationScope, today: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`inbound-number:${scope.organisationId}`}))`,
  );
  const prefix = `IN-${today.replaceAll('-', '')}-`;
  const { rows } = await tx.execute<{ last: string | null }>(
    sql`select max(number) as last from receiving_schedules
        where ${inScope('receiving_schedules', scope, sql`number like ${`${prefix}%`}`)}`,
  );
  const last = rows[0]?.last ? Number(rows[0].last.slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(4, '0')}`;
}

export async function replaceLines(
  tx: Tx,
  scope: OrganisationScope,
  scheduleId: number,
  lines: ReceivingScheduleFormValues['lines'],
) {
  await tx
    .delete(receivingScheduleLines)
    .where(
      and(
        eq(receivingScheduleLines.organisationId, scope.organisationId),
        eq(receivingScheduleLines.scheduleId, scheduleId),
      ),
    );
  await tx.insert(receivingScheduleLines).values(
    lines.map((line, index) => ({
      organisationId: scope.organisationId,
      scheduleId,
      lineNumber: index + 1,
      productId: line.productId,
      scheduledQty: line.scheduledQty,
    })),
  );
}

export async function updateSchedule(
  tx: Tx,
  row: ReceivingScheduleRow,
  values: Partial<typeof receivingSchedules.$inferInsert>,
) {
  const [updated] = await tx
    .update(receivingSchedules)
    .set({ ...values, version: sql`${receivingSchedules.version} + 1`, updatedAt: sql`now()` })
    .where(eq(receivingSchedules.id, row.id))
    .returning();
  return updated!;
}

/** What 入荷予定キャンセル sends: the number and, for a per-line cancel, the line numbers. */
export async function scheduleCancellationOf(
  db: DbOrTx,
  scope: OrganisationScope,
  scheduleId: number,
  lineIds?: readonly number[],
) {
  const [row] = await db
    .select()
    .from(receivingSchedules)
    .where(
      inScope(receivingSchedules.organisationId, scope, eq(receivingSchedules.id, scheduleId)),
    );
  if (!row) return null;
  const lines = await linesOf(db, scheduleId);
  return {
    scheduleNumber: row.number,
    lineNumbers: lineIds
      ? lines.filter((line) => lineIds.includes(line.id)).map((line) => line.lineNumber)
      : undefined,
  };
}
