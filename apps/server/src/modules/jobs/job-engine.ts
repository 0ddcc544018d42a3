import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { poolOf, type EventBus } from '../events/index.ts';
import type { JobsConfig } from './jobs.config.ts';
import { PGBOSS_SCHEMA, PROCESS_QUEUE, poolExecutor, type ProcessJobData } from './job-queue.ts';
import { recoverOrphanedProcesses } from './recover-orphans.ts';
import { findJobHandler, type JobHandlers } from './job-handlers.ts';
import { createJobRunner } from './run-job.ts';
import { scheduledWithHandlers } from './schedule.ts';
import { startScheduler } from './scheduler.ts';
import { holdWorkerLiveness } from './worker-liveness.ts';
import { tolerateLostJobWrites } from './lost-job-writes.ts';

type Logger = {
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};
export type JobEngineDeps = {
  db: Database;
  bus: EventBus;
  config: JobsConfig;
  log: Logger;
  handlers?: JobHandlers;
};
export type JobEngine = {
  workerKey: number;
  sweep: () => Promise<number>;
  stop: () => Promise<void>;
};

// Advisory-lock key (class, id) of the queue's set-up, beside liveness, session purge, migrations.
const QUEUE_SETUP_LOCK = [7_341_004, 1] as const;

/**
 * Engines starting together on a fresh database race inside pg-boss (seen on PostgreSQL 15 with
 * two instances: a deadlock in createQueue, a duplicate pgboss schema): one instance at a time.
 */
async function oneAtATime(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1::int, $2::int)', [...QUEUE_SETUP_LOCK]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::int, $2::int)', [...QUEUE_SETUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The queue's own retry and expiry policy applies to every process job (see job-queue.ts). */
async function ensureQueue(boss: PgBoss, config: JobsConfig): Promise<void> {
  const policy = {
    name: PROCESS_QUEUE,
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: config.expireInSeconds,
  };
  if (await boss.getQueue(PROCESS_QUEUE)) await boss.updateQueue(PROCESS_QUEUE, policy);
  else await boss.createQueue(PROCESS_QUEUE, policy);
}

/**
 * Starts pg-boss on the app's pool, recovers what a crashed server left, then works the process
 * queue, sweeps periodically and runs the scheduler. stop() undoes all of it.
 */
export async function startJobEngine({
  db,
  bus,
  config,
  log,
  handlers = {},
}: JobEngineDeps): Promise<JobEngine> {
  const pool = poolOf(db);
  const liveness = await holdWorkerLiveness(pool.options, log);
  const boss = new PgBoss({
    db: poolExecutor(pool),
    schema: PGBOSS_SCHEMA,
    // Our scheduler enqueues per organisation with its own slot keys; pg-boss cron is not used.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  const stopTolerating = tolerateLostJobWrites(log);
  await oneAtATime(pool, async () => {
    await boss.start();
    await ensureQueue(boss, config);
  });

  const running = new Set<string>();
  const abort = new AbortController();
  const sweep = () => recoverOrphanedProcesses({ db, boss, workerKey: liveness.key, running });
  await sweep();

  const runJob = createJobRunner({
    db,
    workerKey: liveness.key,
    running,
    signal: abort.signal,
    log,
    handlers,
  });
  const workerIds: string[] = [];
  for (let index = 0; index < config.concurrency; index += 1) {
    const options = {
      includeMetadata: true as const,
      batchSize: 1,
      pollingIntervalSeconds: config.pollingIntervalSeconds,
    };
    workerIds.push(
      await boss.work<ProcessJobData>(PROCESS_QUEUE, options, async ([job]) => {
        if (job) await runJob(job);
      }),
    );
  }
  // A new pending process (from any server process) wakes the workers instead of waiting a poll.
  const unsubscribe = bus.subscribe(({ event }) => {
    if (event.type !== 'process.updated' || event.process.processStatus !== 'pending') return;
    for (const id of workerIds) boss.notifyWorker(id);
  });
  const sweepTimer = setInterval(() => {
    sweep().catch((error: unknown) => log.warn({ err: error }, 'jobs: sweep failed'));
  }, config.sweepIntervalMs);
  // Only operations something can run are scheduled (the defaults name some still to come).
  const schedule = scheduledWithHandlers(config.schedule, (base) =>
    Boolean(findJobHandler(base, handlers)),
  );
  const stopScheduler = startScheduler(db, schedule, log);

  return {
    workerKey: liveness.key,
    sweep,
    async stop() {
      clearInterval(sweepTimer);
      unsubscribe();
      await stopScheduler();
      abort.abort();
      // Running handlers get a few seconds; whatever is left is failed over to a retry by pg-boss.
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
      await liveness.close();
      stopTolerating();
    },
  };
}
