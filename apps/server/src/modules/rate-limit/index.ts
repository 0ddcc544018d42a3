// Rate limits counted in PostgreSQL, so several app instances share one budget per client.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { scheduleHousekeeping } from '../../http/housekeeping.ts';
import { deleteExpiredHits } from './postgres-store.ts';

export { clearHits, countHit, postgresRateLimitStore, releaseHit } from './postgres-store.ts';
export { rateLimitHits } from './rate-limit-hits.table.ts';

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** Deletes windows long closed, every ten minutes once the app is ready (idempotent on every instance). */
export function scheduleRateLimitPurge(app: FastifyInstance, db: Database): void {
  scheduleHousekeeping(
    app,
    { name: 'rate limit purge', intervalMs: PURGE_INTERVAL_MS, atStart: false },
    () => deleteExpiredHits(db),
  );
}
