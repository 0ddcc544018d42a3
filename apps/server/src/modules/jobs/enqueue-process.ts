import { randomUUID } from 'node:crypto';
import { isActionCode, type ActionCode } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { createProcess, toProcessDto, type ProcessDto } from '../processes/index.ts';
import { sendProcessJob } from './job-queue.ts';

export type EnqueueProcessInput = {
  organisationId: string;
  /** Null for scheduler runs. */
  userId: string | null;
  action: ActionCode;
  payload?: unknown;
  /** The idempotency key; a second enqueue with it returns the first process. Default: random. */
  requestId?: string;
  /** Not before this time (default: now). */
  startAfter?: Date;
};

export type EnqueuedProcess = { process: ProcessDto; created: boolean };

/**
 * Creates the process row (未処理) and its pg-boss job in one transaction — the caller's, when it
 * passes one: both commit together or neither exists. The header hears of it on commit.
 */
export async function enqueueProcess(
  db: DbOrTx,
  input: EnqueueProcessInput,
): Promise<EnqueuedProcess> {
  if (!isActionCode(input.action)) throw new Error(`Unknown action code: ${String(input.action)}`);
  const requestId = input.requestId ?? randomUUID();
  // A savepoint inside the caller's transaction, or a transaction of its own.
  return db.transaction(async (tx) => {
    const { row, created } = await createProcess(tx, {
      organisationId: input.organisationId,
      userId: input.userId,
      action: input.action,
      requestId,
      payload: input.payload ?? {},
    });
    if (created) await sendProcessJob(tx, row.id, { startAfter: input.startAfter });
    return { process: toProcessDto(row), created };
  });
}
