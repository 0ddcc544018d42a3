import pg from 'pg';
import type { Database } from '../../db/client.ts';

/**
 * The node-postgres pool behind a Drizzle database (Drizzle exposes it as $client at runtime but
 * not in NodePgDatabase's type): dedicated connections copy its settings, pg-boss shares it.
 */
export function poolOf(db: Database): pg.Pool {
  const client: unknown = (db as Database & { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('The database is not backed by a pg.Pool');
  return client;
}
