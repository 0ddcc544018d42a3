import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const migrationFiles = readdirSync(new URL('../../drizzle', import.meta.url)).filter((name) =>
  name.endsWith('.sql'),
);
const baseUrl = inject('postgresBaseUrl');
const name = `logi_test_migrate_${randomBytes(4).toString('hex')}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  await client.query(statement);
  await client.end();
}

afterAll(() => admin(`drop database if exists ${name} with (force)`));

describe('runMigrations', () => {
  it('migrates a fresh database once when two instances start at the same moment', async () => {
    await admin(`create database ${name}`);
    const instances = [createDatabase(`${baseUrl}/${name}`), createDatabase(`${baseUrl}/${name}`)];
    try {
      // Without the lock both would create the same tables and one would fail.
      await Promise.all(instances.map(({ db }) => runMigrations(db)));
      const { rows } = await instances[0]!.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(rows[0].n).toBe(migrationFiles.length);
      // A later start finds nothing to do.
      await runMigrations(instances[1]!.db);
      const again = await instances[0]!.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(again.rows[0].n).toBe(migrationFiles.length);
    } finally {
      await Promise.all(instances.map(({ pool }) => pool.end()));
    }
  });
});
