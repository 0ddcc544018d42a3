// `npm run db:migrate`: migrations as a release step, before instances start with MIGRATE_ON_START=false.
import { createDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
const { db, pool } = createDatabase(url, 1);
try {
  await runMigrations(db);
  console.log('migrations applied');
} finally {
  await pool.end();
}
