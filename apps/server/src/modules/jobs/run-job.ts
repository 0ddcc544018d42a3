import { actionLabel } from '@logi/shared';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import {
  claimProcess,
  completeProcess,
  failProcess,
  reportProcessProgress,
  returnToPending,
  type ProcessRow,
} from '../processes/index.ts';
import { findJobHandler, JobError, type JobContext, type JobHandlers } from './job-handlers.ts';
import type { ProcessJobData } from './job-queue.ts';
import { isWorkerAlive } from './worker-liveness.ts';

export const GENERIC_FAILURE_MESSAGE = '処理中にエラーが発生しました。';
export const noHandlerMessage = (action: string) =>
  `「${actionLabel(action)}」を実行する処理が登録されていないため、実行できませんでした。`;

// Progress reports closer together than this are dropped (the last one always goes through).
const PROGRESS_INTERVAL_MS = 200;

type Logger = { warn: (object: object, message: string) => void };
export type RunnerDeps = {
  db: Database;
  workerKey: number;
  /** Process ids this instance is running now: the crash sweep leaves them alone. */
  running: Set<string>;
  signal: AbortSignal;
  log: Logger;
  /** The app's own handlers (registered ones take precedence). */
  handlers?: JobHandlers;
};

function failureOf(error: unknown): { message: string; retryable: boolean } {
  if (error instanceof JobError) return { message: error.message, retryable: error.retryable };
  return { message: GENERIC_FAILURE_MESSAGE, retryable: true };
}

function progressReporter(deps: RunnerDeps, processId: string): JobContext['reportProgress'] {
  let last = 0;
  return async (done, total) => {
    const safeTotal = Math.max(0, Math.floor(total));
    const safeDone = Math.min(Math.max(0, Math.floor(done)), safeTotal);
    if (safeDone < safeTotal && Date.now() - last < PROGRESS_INTERVAL_MS) return;
    last = Date.now();
    await reportProcessProgress(deps.db, processId, deps.workerKey, safeDone, safeTotal);
  };
}

async function runClaimed(deps: RunnerDeps, row: ProcessRow, lastAttempt: boolean): Promise<void> {
  const { db, workerKey } = deps;
  const handler = findJobHandler(row.action, deps.handlers);
  if (!handler) {
    // Retrying cannot help; end it now rather than leave it waiting.
    await failProcess(db, row.id, workerKey, noHandlerMessage(row.action));
    return;
  }
  try {
    const message = await handler({
      processId: row.id,
      action: row.action,
      organisationId: row.organisationId,
      userId: row.userId,
      requestId: row.requestId,
      payload: row.payload,
      attempt: row.attempts,
      reportProgress: progressReporter(deps, row.id),
      signal: deps.signal,
    });
    await completeProcess(db, row.id, workerKey, message ?? null);
  } catch (error) {
    const failure = failureOf(error);
    deps.log.warn({ err: error, processId: row.id, action: row.action }, 'job failed');
    if (!failure.retryable) {
      await failProcess(db, row.id, workerKey, failure.message);
      return;
    }
    if (lastAttempt) {
      await failProcess(db, row.id, workerKey, failure.message);
    } else {
      await returnToPending(db, row.id, workerKey, failure.message);
    }
    // pg-boss records the failure and, while retries remain, schedules the next with backoff.
    throw error;
  }
}

/** The pg-boss work handler: one job is one run of one process. */
export function createJobRunner(deps: RunnerDeps) {
  const canTakeOver = async (row: ProcessRow) =>
    row.workerKey === null ||
    (row.workerKey === deps.workerKey
      ? !deps.running.has(row.id)
      : !(await isWorkerAlive(deps.db, row.workerKey)));

  return async (job: PgBoss.JobWithMetadata<ProcessJobData>): Promise<void> => {
    const processId = job.data?.processId ?? job.id;
    if (deps.running.has(processId)) return;
    deps.running.add(processId);
    try {
      const row = await claimProcess(deps.db, processId, deps.workerKey, canTakeOver);
      // Finished, deleted or run by a live worker elsewhere: nothing to do for this job.
      if (!row) return;
      await runClaimed(deps, row, job.retryCount >= job.retryLimit);
    } finally {
      deps.running.delete(processId);
    }
  };
}
