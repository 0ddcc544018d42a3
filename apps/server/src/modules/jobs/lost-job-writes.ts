import { unavailableErrorOf } from '../../db/database-errors.ts';

type Logger = { warn: (object: object, message: string) => void };

/**
 * pg-boss 10 completes or fails a finished job without awaiting it (manager.js, watch): while the
 * database is away that write rejects with nobody listening, and Node ends the process. Such a
 * rejection is logged instead, and the crash sweep settles the job once the database is back
 * (docs/decisions/037). Any other unhandled rejection still ends the process, as by default.
 */
export function tolerateLostJobWrites(log: Logger): () => void {
  const listener = (reason: unknown) => {
    if (!unavailableErrorOf(reason)) throw reason;
    log.warn({ err: reason }, 'jobs: a job result was not recorded, the database is away');
  };
  process.on('unhandledRejection', listener);
  return () => void process.off('unhandledRejection', listener);
}
