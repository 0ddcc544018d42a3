import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { freePort } from './free-port.ts';

export const TEMPLATE_DATABASE = 'logi_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresBaseUrl: string;
  }
}

/**
 * One real PostgreSQL for the run; each test file clones a migrated template database.
 * TEST_DATABASE_URL (postgres://user:password@host:port, a role that may create databases) runs
 * the suite against a server the app did not start instead of the embedded one.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL?.replace(/\/+$/, '');
  const server = external
    ? { url: `${external}/postgres`, stop: async () => {} }
    : await startEmbeddedPostgres({
        dataDir: process.env.TEST_DATA_DIR ?? '.data/test',
        // A fixed port may be another program's, or another clone's test server.
        port: Number(process.env.TEST_PG_PORT ?? (await freePort())),
        database: 'postgres',
      });
  const baseUrl = server.url.replace(/\/postgres$/, '');
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  const { db, pool } = createDatabase(`${baseUrl}/${TEMPLATE_DATABASE}`, 1);
  await runMigrations(db);
  await pool.end();
  // Clones left by an earlier, interrupted run.
  const stale = await admin.query(
    "select datname from pg_database where datname like 'logi_test_%' and datname <> $1",
    [TEMPLATE_DATABASE],
  );
  for (const row of stale.rows)
    await admin.query(`drop database if exists "${row.datname}" with (force)`);
  await admin.end();
  project.provide('postgresBaseUrl', baseUrl);
  return async () => {
    await server.stop();
  };
}
