import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// No schema is handed to Drizzle, so `db.query.<table>` does not exist: a table is reachable only
// by importing it, which the import boundaries limit to its own module (docs/decisions/013).
export type Database = NodePgDatabase;
/** A transaction handle; repositories accept one so callers can compose writes atomically. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

/**
 * Every client of the pool keeps an 'error' listener for life: pg-pool listens only while a client
 * is idle, and a checked-out one (a transaction) losing its server would otherwise crash the
 * process (docs/decisions/037). The query in flight fails on its own; the pool drops the client.
 */
export function listenForConnectionLoss(pool: pg.Pool, label: string): pg.Pool {
  pool.on('connect', (client) => {
    // A loss says FATAL, then "Connection terminated": one line per client is enough.
    let reported = false;
    client.on('error', (error) => {
      if (!reported) console.error(`${label} connection lost: ${error.message}`);
      reported = true;
    });
  });
  // An idle client's loss was reported by its own listener above.
  pool.on('error', () => {});
  return pool;
}

export function createDatabase(url: string, max = 10): { db: Database; pool: pg.Pool } {
  const pool = listenForConnectionLoss(new pg.Pool({ connectionString: url, max }), 'database');
  return { db: drizzle(pool, { casing: 'snake_case' }), pool };
}
