import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '../../db/client.ts';
import { openDedicatedConnection } from '../events/index.ts';

// First key of the two-int advisory lock; the second is the engine instance's random key.
const LIVENESS_LOCK_CLASS = 7_341_001;

export type WorkerLiveness = { key: number; close: () => Promise<void> };

/**
 * Holds a session advisory lock for as long as this engine instance lives. PostgreSQL drops it
 * the moment the process dies (kill -9 included), so any instance can tell whose work is orphaned.
 */
export async function holdWorkerLiveness(
  connection: pg.ClientConfig,
  log: { warn: (object: object, message: string) => void },
): Promise<WorkerLiveness> {
  const key = randomInt(1, 2 ** 31 - 1);
  const dedicated = openDedicatedConnection({
    connection,
    label: 'logi-job-worker',
    log,
    onConnect: async (client) => {
      const result = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1::int, $2::int) as locked',
        [LIVENESS_LOCK_CLASS, key],
      );
      if (!result.rows[0]?.locked) throw new Error(`worker key ${key} is already held`);
    },
  });
  await dedicated.ready;
  return { key, close: () => dedicated.close() };
}

/** True while the engine instance that holds this key is alive. */
export async function isWorkerAlive(db: DbOrTx, key: number): Promise<boolean> {
  // A transaction-level try-lock succeeds only if nobody holds the session lock; it is released at once.
  const result = await db.execute<{ free: boolean }>(
    sql`select pg_try_advisory_xact_lock(${LIVENESS_LOCK_CLASS}::int, ${key}::int) as free`,
  );
  return result.rows[0]?.free === false;
}
