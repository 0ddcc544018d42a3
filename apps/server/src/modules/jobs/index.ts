// The job engine's public surface: feature modules enqueue processes and register their handlers.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../events/index.ts';
import type { JobHandlers } from './job-handlers.ts';
import { startJobEngine, type JobEngine } from './job-engine.ts';
import { readJobsConfig } from './jobs.config.ts';

export {
  enqueueProcess,
  type EnqueueProcessInput,
  type EnqueuedProcess,
} from './enqueue-process.ts';
export {
  registerJobHandler,
  JobError,
  type JobContext,
  type JobHandler,
  type JobHandlers,
} from './job-handlers.ts';
export type { JobEngine } from './job-engine.ts';

/**
 * Starts the job engine with the app (after its routes are ready) and stops it on app.close().
 * Settings: JOB_* environment variables, see jobs.config.ts.
 */
export async function registerJobs(
  app: FastifyInstance,
  {
    db,
    bus,
    handlers,
    env = process.env,
  }: { db: Database; bus: EventBus; handlers?: JobHandlers; env?: NodeJS.ProcessEnv },
): Promise<void> {
  const config = readJobsConfig(env);
  let engine: JobEngine | undefined;
  app.addHook('onReady', async () => {
    engine = await startJobEngine({ db, bus, config, log: app.log, handlers });
  });
  app.addHook('onClose', async () => {
    await engine?.stop();
  });
}
