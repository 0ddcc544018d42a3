import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { processes, type ProcessRow } from './processes.table.ts';

const visibleTo = (organisationId: string) =>
  and(eq(processes.organisationId, organisationId), eq(processes.broadcasted, false));

export type ProcessPage = { rows: ProcessRow[]; total: number; activeCount: number };

/** One page of an organisation's processes still shown in the header (not broadcasted), newest first. */
export async function listVisibleProcesses(
  db: DbOrTx,
  organisationId: string,
  { page, perPage }: { page: number; perPage: number },
): Promise<ProcessPage> {
  const rows = await db
    .select()
    .from(processes)
    .where(visibleTo(organisationId))
    .orderBy(desc(processes.createdAt), desc(processes.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [totals] = await db
    .select({ total: count() })
    .from(processes)
    .where(visibleTo(organisationId));
  const [active] = await db
    .select({ activeCount: count() })
    .from(processes)
    .where(
      and(visibleTo(organisationId), inArray(processes.processStatus, ['pending', 'processing'])),
    );
  return { rows, total: totals?.total ?? 0, activeCount: active?.activeCount ?? 0 };
}

/** Locks a visible process of the organisation for an update; undefined when there is none. */
export async function lockVisibleProcess(
  db: DbOrTx,
  organisationId: string,
  id: string,
): Promise<ProcessRow | undefined> {
  const [row] = await db
    .select()
    .from(processes)
    .where(and(visibleTo(organisationId), eq(processes.id, id)))
    .for('update');
  return row;
}

export async function markBroadcasted(db: DbOrTx, id: string): Promise<void> {
  await db.update(processes).set({ broadcasted: true }).where(eq(processes.id, id));
}
