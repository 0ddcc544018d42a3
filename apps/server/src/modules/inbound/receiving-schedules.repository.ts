import type { ReceivingScheduleFormValues } from '@logi/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { dailyNumbers } from '../../db/daily-numbers.ts';
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

/** 入荷予定番号: IN-YYYYMMDD-#### of the organisation for today (JST). */
export const nextScheduleNumber = dailyNumbers({
  lock: 'inbound-number',
  prefix: 'IN',
  table: 'receiving_schedules',
});

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
