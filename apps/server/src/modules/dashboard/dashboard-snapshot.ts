import { eq, sql } from 'drizzle-orm';
import { addDays } from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { readDashboardFigures, type DashboardFigures } from '../../read-models/dashboard/index.ts';
import { dashboardSnapshots } from './dashboard.table.ts';

/** The charts cover today and the 29 days before it. */
export const CHART_DAYS = 30;

/** An organisation's figures as computed at `takenAt` for the JST day `day`. */
export type DashboardSnapshot = { day: string; figures: DashboardFigures; takenAt: Date };

export async function readSnapshot(
  db: DbOrTx,
  scope: OrganisationScope,
): Promise<DashboardSnapshot | undefined> {
  const [row] = await db
    .select()
    .from(dashboardSnapshots)
    .where(eq(dashboardSnapshots.organisationId, scope.organisationId));
  return row && { day: row.day, figures: row.figures as DashboardFigures, takenAt: row.takenAt };
}

/**
 * Recomputes the organisation's figures for `today` and stores them, unless a snapshot of today
 * taken at or after `notBefore` is already there (another request or server process computed it
 * while this one waited). One refresh at a time per organisation across every server process: the
 * statement takes seconds at scale, and twenty viewers must not run it twenty times.
 */
export async function refreshSnapshot(
  db: Database,
  scope: OrganisationScope,
  { today, notBefore }: { today: string; notBefore: Date },
): Promise<{ snapshot: DashboardSnapshot; computed: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`dashboard:${scope.organisationId}`}))`,
    );
    const current = await readSnapshot(tx, scope);
    if (current && current.day === today && current.takenAt >= notBefore) {
      return { snapshot: current, computed: false };
    }
    // Taken when the computation starts: a change committed after this instant may be missing.
    const takenAt = new Date();
    const figures = await readDashboardFigures(tx, scope, {
      today,
      from: addDays(today, -(CHART_DAYS - 1)),
    });
    const row = { day: today, figures, takenAt };
    await tx
      .insert(dashboardSnapshots)
      .values({ organisationId: scope.organisationId, ...row })
      .onConflictDoUpdate({ target: dashboardSnapshots.organisationId, set: row });
    return { snapshot: row, computed: true };
  });
}
