import type { ProcessStatus } from '@logi/shared';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { publishEvent } from '../events/index.ts';
import { toProcessDto } from './processes.dto.ts';
import {
  findProcess,
  findProcessByRequestId,
  insertProcess,
  type NewProcess,
} from './process-records.repository.ts';
import { processes, type ProcessRow } from './processes.table.ts';

// Keeps NOTIFY payloads (8 kB) and the header readable whatever a handler throws.
const MAX_MESSAGE_LENGTH = 500;

export const clampMessage = (message: string | null): string | null =>
  message === null ? null : message.slice(0, MAX_MESSAGE_LENGTH);

type Guard = { from: ProcessStatus[]; workerKey?: number | null };
type Changes = Partial<
  Pick<ProcessRow, 'processStatus' | 'message' | 'progressDone' | 'progressTotal' | 'workerKey'>
> & {
  attempts?: SQL;
  startedAt?: SQL;
  finishedAt?: SQL | null;
};

// The job engine drives a process through these (jobs/ never writes the table itself): each
// change is one guarded UPDATE by id, published to the process's organisation on commit.

/**
 * Moves one process if it is still in an expected state (and, when given, still owned by the
 * expected engine instance) and tells its organisation's open pages, atomically.
 */
export async function transitionProcess(
  db: DbOrTx,
  id: string,
  guard: Guard,
  changes: Changes,
): Promise<ProcessRow | undefined> {
  const conditions = [eq(processes.id, id), inArray(processes.processStatus, guard.from)];
  if (guard.workerKey === null) conditions.push(isNull(processes.workerKey));
  else if (guard.workerKey !== undefined) conditions.push(eq(processes.workerKey, guard.workerKey));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(processes)
      .set({
        ...changes,
        ...(changes.message !== undefined && { message: clampMessage(changes.message) }),
        updatedAt: sql`clock_timestamp()`,
      })
      .where(and(...conditions))
      .returning();
    if (row) {
      await publishEvent(
        tx,
        { organisationId: row.organisationId },
        { type: 'process.updated', process: toProcessDto(row) },
      );
    }
    return row;
  });
}

const finished = { workerKey: null, finishedAt: sql`clock_timestamp()` } as const;

export const completeProcess = (
  db: DbOrTx,
  id: string,
  workerKey: number,
  message: string | null,
) =>
  transitionProcess(
    db,
    id,
    { from: ['processing'], workerKey },
    {
      ...finished,
      processStatus: 'completed',
      message,
    },
  );

/** Ends a process failed; workerKey undefined lets the crash sweep end one nobody runs. */
export const failProcess = (
  db: DbOrTx,
  id: string,
  workerKey: number | undefined,
  message: string,
) =>
  transitionProcess(
    db,
    id,
    { from: workerKey === undefined ? ['pending', 'processing'] : ['processing'], workerKey },
    { ...finished, processStatus: 'failed', message },
  );

/** Back to 未処理 while pg-boss waits to retry it; the last error is kept for the record. */
export const returnToPending = (db: DbOrTx, id: string, workerKey: number, message: string) =>
  transitionProcess(
    db,
    id,
    { from: ['processing'], workerKey },
    {
      processStatus: 'pending',
      workerKey: null,
      message,
    },
  );

export const reportProcessProgress = (
  db: DbOrTx,
  id: string,
  workerKey: number,
  done: number,
  total: number,
) =>
  transitionProcess(
    db,
    id,
    { from: ['processing'], workerKey },
    {
      progressDone: done,
      progressTotal: total,
    },
  );

/**
 * Takes a process for this engine instance: a pending one, or a processing one whose runner is
 * gone (canTakeOver). Undefined when it is finished, missing or run by a live worker.
 */
export async function claimProcess(
  db: DbOrTx,
  id: string,
  workerKey: number,
  canTakeOver: (row: ProcessRow) => Promise<boolean>,
): Promise<ProcessRow | undefined> {
  const current = await findProcess(db, id);
  if (!current) return undefined;
  const claimable =
    current.processStatus === 'pending' ||
    (current.processStatus === 'processing' && (await canTakeOver(current)));
  if (!claimable) return undefined;
  return transitionProcess(
    db,
    id,
    { from: [current.processStatus], workerKey: current.workerKey },
    {
      processStatus: 'processing',
      workerKey,
      message: null,
      progressDone: null,
      progressTotal: null,
      attempts: sql`${processes.attempts} + 1`,
      startedAt: sql`coalesce(${processes.startedAt}, clock_timestamp())`,
      finishedAt: null,
    },
  );
}

/**
 * Creates a process (未処理) and tells its organisation, or returns the one its request id already
 * made (created: false). Refuses a request id another organisation used.
 */
export async function createProcess(
  db: DbOrTx,
  values: NewProcess,
): Promise<{ row: ProcessRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const row = await insertProcess(tx, values);
    if (!row) {
      const existing = await findProcessByRequestId(tx, values.requestId);
      if (!existing || existing.organisationId !== values.organisationId) {
        throw new AppError('conflict', 'このリクエストIDは既に使われています');
      }
      return { row: existing, created: false };
    }
    await publishEvent(
      tx,
      { organisationId: row.organisationId },
      { type: 'process.updated', process: toProcessDto(row) },
    );
    return { row, created: true };
  });
}
