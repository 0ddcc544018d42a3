import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { processes, type ProcessRow } from './processes.table.ts';

// The header's processes: the caller's organisation's, until deleted (broadcasted).
const visibleIn = (scope: OrganisationScope, ...conditions: (SQL | undefined)[]) =>
  inScope(processes.organisationId, scope, eq(processes.broadcasted, false), ...conditions);

export type VisibleProcessRows = { rows: ProcessRow[]; total: number; activeCount: number };

/** One page of an organisation's processes still shown in the header (not broadcasted), newest first. */
export async function listVisibleProcesses(
  db: DbOrTx,
  scope: OrganisationScope,
  { page, perPage }: { page: number; perPage: number },
): Promise<VisibleProcessRows> {
  const rows = await db
    .select()
    .from(processes)
    .where(visibleIn(scope))
    .orderBy(desc(processes.createdAt), desc(processes.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [totals] = await db.select({ total: count() }).from(processes).where(visibleIn(scope));
  const [active] = await db
    .select({ activeCount: count() })
    .from(processes)
    .where(visibleIn(scope, inArray(processes.processStatus, ['pending', 'processing'])));
  return { rows, total: totals?.total ?? 0, activeCount: active?.activeCount ?? 0 };
}

/** Locks a visible process of the organisation for an update; undefined when there is none. */
export async function lockVisibleProcess(
  db: DbOrTx,
  scope: OrganisationScope,
  id: string,
): Promise<ProcessRow | undefined> {
  const [row] = await db
    .select()
    .from(processes)
    .where(visibleIn(scope, eq(processes.id, id)))
    .for('update');
  return row;
}

export async function markBroadcasted(
  db: DbOrTx,
  scope: OrganisationScope,
  id: string,
): Promise<void> {
  await db
    .update(processes)
    .set({ broadcasted: true })
    .where(inScope(processes.organisationId, scope, eq(processes.id, id)));
}
