import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import {
  failProcess,
  listPendingProcessesWithout,
  listProcessingProcesses,
  transitionProcess,
} from '../processes/index.ts';
import { PGBOSS_SCHEMA, PROCESS_QUEUE } from './job-queue.ts';
import { isWorkerAlive } from './worker-liveness.ts';

export const INTERRUPTED_RETRY_MESSAGE = 'サーバーが停止したため、処理を再実行します。';
export const INTERRUPTED_FAILED_MESSAGE = 'サーバーが停止したため、処理を完了できませんでした。';
export const JOB_LOST_MESSAGE = '処理の実行予約が見つからないため、実行できませんでした。';

const WAITING_JOB_STATES = new Set(['created', 'retry', 'active']);

type SweepDeps = {
  db: Database;
  boss: PgBoss;
  workerKey: number;
  running: ReadonlySet<string>;
};

/** Hands a processing row whose runner died back to pg-boss: retried if it may, failed if not. */
async function recoverInterrupted(deps: SweepDeps, id: string, deadKey: number | null) {
  const claimed = await transitionProcess(
    deps.db,
    id,
    { from: ['processing'], workerKey: deadKey },
    { processStatus: 'pending', workerKey: null, message: INTERRUPTED_RETRY_MESSAGE },
  );
  if (!claimed) return false; // another instance (or the runner itself) got there first
  // Counts as a failed attempt: pg-boss moves the job to retry (with backoff) or to failed.
  await deps.boss.fail(PROCESS_QUEUE, id, { message: 'worker lost' });
  const job = await deps.boss.getJobById(PROCESS_QUEUE, id);
  if (!job || !WAITING_JOB_STATES.has(job.state)) {
    await failProcess(deps.db, id, undefined, INTERRUPTED_FAILED_MESSAGE);
  }
  return true;
}

/**
 * The crash sweep, run at start-up and periodically: nothing may stay 処理中 without a live runner,
 * nor 未処理 without a job that will run it.
 */
export async function recoverOrphanedProcesses(deps: SweepDeps): Promise<number> {
  let recovered = 0;
  const processing = await listProcessingProcesses(deps.db);
  for (const row of processing) {
    if (deps.running.has(row.id)) continue;
    const mine = row.workerKey === deps.workerKey;
    if (!mine && row.workerKey !== null && (await isWorkerAlive(deps.db, row.workerKey))) continue;
    if (await recoverInterrupted(deps, row.id, row.workerKey)) recovered += 1;
  }

  const jobless = await listPendingProcessesWithout(
    deps.db,
    (processId) => sql`exists (select 1 from ${sql.raw(PGBOSS_SCHEMA)}.job j
      where j.name = ${PROCESS_QUEUE} and j.id = ${processId} and j.state < 'completed')`,
  );
  for (const row of jobless) {
    if (await failProcess(deps.db, row.id, undefined, JOB_LOST_MESSAGE)) recovered += 1;
  }
  return recovered;
}
