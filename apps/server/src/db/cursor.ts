import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client.ts';

/**
 * The rows of one query, `batch` at a time, through a server-side cursor on a connection of its
 * own: a long export reads from one snapshot and runs the query once, never holding every row.
 * The connection goes back to the pool when the rows end or the reader stops early.
 */
export async function* cursorRows<T>(
  db: Database,
  query: SQL,
  { batch, workMemMb }: { batch: number; workMemMb?: number },
): AsyncGenerator<T[]> {
  // drizzle(pool) keeps the pool as $client; the Database type does not name it.
  const pool = (db as Database & { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('cursorRows needs a pooled database');
  const client = await pool.connect();
  const session = drizzle(client, { casing: 'snake_case' });
  let done = false;
  try {
    await session.execute(sql`begin isolation level repeatable read read only`);
    // A whole-table sort or hash spills to disk at the default 4 MB; this transaction only.
    if (workMemMb)
      await session.execute(sql.raw(`set local work_mem = '${Math.trunc(workMemMb)}MB'`));
    await session.execute(sql`declare export_rows no scroll cursor for ${query}`);
    for (;;) {
      const { rows } = await session.execute(
        sql.raw(`fetch ${Math.trunc(batch)} from export_rows`),
      );
      if (rows.length > 0) yield rows as T[];
      if (rows.length < batch) break;
    }
    await session.execute(sql`commit`);
    done = true;
  } finally {
    if (!done) await session.execute(sql`rollback`).catch(() => undefined);
    client.release();
  }
}
