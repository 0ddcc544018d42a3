import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../db/client.ts';
import { TEMPLATE_DATABASE } from './global-setup.ts';

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase() {
  const baseUrl = inject('postgresBaseUrl');
  const name = `logi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = `${baseUrl}/${name}`;
  const { db, pool } = createDatabase(url);
  return {
    db,
    pool,
    url,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
