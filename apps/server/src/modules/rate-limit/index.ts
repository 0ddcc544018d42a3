// Rate limits counted in PostgreSQL, so several app instances share one budget per client.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { deleteExpiredHits } from './postgres-store.ts';

export { clearHits, countHit, postgresRateLimitStore, releaseHit } from './postgres-store.ts';
export { rateLimitHits } from './rate-limit-hits.table.ts';

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** Deletes windows long closed, every ten minutes once the app is ready (idempotent on every instance). */
export function scheduleRateLimitPurge(app: FastifyInstance, db: Database): void {
  let timer: NodeJS.Timeout | undefined;
  const purge = () => {
    deleteExpiredHits(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'rate limit purge failed'),
    );
  };
  app.addHook('onReady', async () => {
    timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
