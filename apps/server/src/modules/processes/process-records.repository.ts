import { and, asc, eq, inArray, not, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ActionCode } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { processes, type ProcessRow } from './processes.table.ts';

/*
 * The job engine's reads and the one insert: by process id (ids the engine itself created) or
 * across all organisations for the crash sweep; the per-organisation rule takes a scope.
 */

export type NewProcess = {
  organisationId: string;
  userId: string | null;
  action: ActionCode;
  requestId: string;
  payload: unknown;
};

/** Inserts the process; undefined when its request id is taken (the idempotency key). */
export async function insertProcess(
  db: DbOrTx,
  values: NewProcess,
): Promise<ProcessRow | undefined> {
  const [row] = await db
    .insert(processes)
    .values(values)
    .onConflictDoNothing({ target: processes.requestId })
    .returning();
  return row;
}

export async function findProcessByRequestId(db: DbOrTx, requestId: string) {
  const [row] = await db.select().from(processes).where(eq(processes.requestId, requestId));
  return row;
}

export async function findProcess(db: DbOrTx, id: string) {
  const [row] = await db.select().from(processes).where(eq(processes.id, id));
  return row;
}

/** Every 処理中 process of every organisation, for the crash sweep. */
export function listProcessingProcesses(db: DbOrTx) {
  return db
    .select({ id: processes.id, workerKey: processes.workerKey })
    .from(processes)
    .where(eq(processes.processStatus, 'processing'));
}

/** Every 未処理 process for which `hasJob(id column)` (the job queue's test) is false. */
export function listPendingProcessesWithout(db: DbOrTx, hasJob: (processId: AnyColumn) => SQL) {
  return db
    .select({ id: processes.id })
    .from(processes)
    .where(and(eq(processes.processStatus, 'pending'), not(hasJob(processes.id))));
}

/** The organisation's oldest run among `actions` still 未処理 or 処理中, if any. */
export async function findUnfinishedProcess(
  db: DbOrTx,
  scope: OrganisationScope,
  actions: readonly ActionCode[],
): Promise<ProcessRow | undefined> {
  const [row] = await db
    .select()
    .from(processes)
    .where(
      inScope(
        processes.organisationId,
        scope,
        inArray(processes.action, [...actions]),
        inArray(processes.processStatus, ['pending', 'processing']),
      ),
    )
    .orderBy(asc(processes.createdAt))
    .limit(1);
  return row;
}

/** True when the organisation has a run of `action` still 未処理 or 処理中. */
export async function hasUnfinishedProcess(
  db: DbOrTx,
  scope: OrganisationScope,
  action: ActionCode,
): Promise<boolean> {
  return Boolean(await findUnfinishedProcess(db, scope, [action]));
}
