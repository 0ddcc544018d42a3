import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';

// For tests of what triggers keep beside the products table (migrations 0015, 0023, 0024): a
// database of the test file's own with two organisations, written to in plain SQL.

export const ORG_A = '00000000-0000-4000-8000-00000000000a';
export const ORG_B = '00000000-0000-4000-8000-00000000000b';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
export type Queryable = Pick<pg.PoolClient, 'query'>;

/** The file's database, made before its tests with organisations A and B, dropped after them. */
export function twoOrganisationDatabase() {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pool.query(`insert into organisations (id, name) values ($1, 'A'), ($2, 'B')`, [
      ORG_A,
      ORG_B,
    ]);
  });
  afterAll(() => database?.drop());
  return {
    get pool() {
      return database!.pool;
    },
    get db() {
      return database!.db;
    },
    get url() {
      return database!.url;
    },
  };
}

/** Adds products with these codes, or renames those that exist (an upsert, as the import writes). */
export const upsertProductCodes = (on: Queryable, organisationId: string, codes: string[]) =>
  on.query(
    `insert into products (organisation_id, product_code, name)
     select $1, code, 'name' from unnest($2::text[]) as code
     on conflict (organisation_id, product_code) do update set name = excluded.name`,
    [organisationId, codes],
  );
