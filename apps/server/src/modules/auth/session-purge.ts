import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { scheduleHousekeeping } from '../../http/housekeeping.ts';
import { deleteExpiredSessions } from './sessions.repository.ts';

// Advisory-lock key (class, id) of the purge, apart from the job engine's liveness class.
export const SESSION_PURGE_LOCK = [7_341_002, 1] as const;
const [PURGE_LOCK_CLASS, PURGE_LOCK_ID] = SESSION_PURGE_LOCK;
export const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions unless another server instance is purging right now (transaction
 * advisory lock: released on commit, never held by a crashed process). Null when skipped.
 */
export async function purgeExpiredSessions(db: Database): Promise<number | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_CLASS}::int, ${PURGE_LOCK_ID}::int) as locked`,
    );
    if (!result.rows[0]?.locked) return null;
    return deleteExpiredSessions(tx);
  });
}

/** Purges once the app is ready, then every interval, on every instance; stops on app.close(). */
export function scheduleSessionPurge(
  app: FastifyInstance,
  db: Database,
  intervalMs = SESSION_PURGE_INTERVAL_MS,
): void {
  scheduleHousekeeping(app, { name: 'session purge', intervalMs }, () => purgeExpiredSessions(db));
}
