import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// No schema is handed to Drizzle, so `db.query.<table>` does not exist: a table is reachable only
// by importing it, which the import boundaries limit to its own module (docs/decisions/013).
export type Database = NodePgDatabase;
/** A transaction handle; repositories accept one so callers can compose writes atomically. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export function createDatabase(url: string, max = 10): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its server (restart, shutdown) must not crash the process; pg reconnects.
  pool.on('error', (error) => console.error('database connection error:', error.message));
  return { db: drizzle(pool, { casing: 'snake_case' }), pool };
}
