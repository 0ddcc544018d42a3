import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { DbOrTx } from '../../db/client.ts';

/** pg-boss keeps its tables in this schema of the app's database. */
export const PGBOSS_SCHEMA = 'pgboss';
/** One queue for every process; the action is read from the process row. */
export const PROCESS_QUEUE = 'processes';

export type ProcessJobData = { processId: string };

/** pg-boss's `$1, $2…` SQL as a Drizzle query, so it runs on whatever DbOrTx the caller holds. */
function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) =>
    // sql.param keeps arrays and objects as one parameter (pg serialises them).
    index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
  );
  return sql.join(chunks);
}

/** A pg-boss `db` adapter running on a Drizzle database or transaction. */
export function drizzleExecutor(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await db.execute(toDrizzleSql(text, values));
      return { rows: result.rows };
    },
  };
}

/** A pg-boss `db` adapter on the app's pool, so pg-boss opens no pool of its own. */
export function poolExecutor(pool: pg.Pool): PgBoss.Db {
  return {
    executeSql(text, values) {
      // A job outliving shutdown's grace period has nothing left to write to and no one to answer:
      // the write never settles (pg-boss reads rows it would not get), and the crash sweep
      // (recover-orphans.ts) settles its process at the next start.
      if (pool.ending || pool.ended) return new Promise<never>(() => {});
      return runOnPool(pool, text, values);
    },
  };
}

async function runOnPool(pool: pg.Pool, text: string, values?: unknown[]) {
  const result = await pool.query(text, values);
  return { rows: result.rows };
}

let sender: PgBoss | undefined;

/**
 * pg-boss builds its insert SQL in a Manager; this never-started instance is used only for that,
 * every call passing the caller's connection as `db`. Retry and expiry come from the queue.
 */
function jobSender(): PgBoss {
  sender ??= new PgBoss({
    schema: PGBOSS_SCHEMA,
    db: {
      executeSql: () => Promise.reject(new Error('the job sender runs only on a given connection')),
    },
  });
  return sender;
}

/** Inserts the process's job on the caller's connection: it commits or rolls back with it. */
export async function sendProcessJob(
  db: DbOrTx,
  processId: string,
  options: { startAfter?: Date } = {},
): Promise<void> {
  const data: ProcessJobData = { processId };
  const jobId = await jobSender().send(PROCESS_QUEUE, data, {
    id: processId,
    ...(options.startAfter && { startAfter: options.startAfter }),
    db: drizzleExecutor(db),
  });
  // pg-boss inserts nothing (and returns null) when the queue does not exist yet.
  if (jobId !== processId) throw new Error('The job queue is not installed: start the job engine');
}
