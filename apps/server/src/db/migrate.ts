import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Advisory-lock key (class, id) of migrations, beside the job engine's and the session purge's.
export const MIGRATION_LOCK = [7_341_003, 1] as const;

/**
 * Applies the pending migrations under a session advisory lock on one connection: instances
 * starting together take turns, and the later ones find nothing left to apply.
 */
export async function runMigrations(db: Database): Promise<void> {
  // Drizzle keeps its pool as $client at runtime (not in NodePgDatabase's type).
  const client = await (db as Database & { $client: pg.Pool }).$client.connect();
  try {
    await client.query('select pg_advisory_lock($1::int, $2::int)', [...MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1::int, $2::int)', [...MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
