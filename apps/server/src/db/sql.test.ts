import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { organisationScope, inScope } from './organisation-scope.ts';
import { allOf, intArray, iso, textArray } from './sql.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

it('sends integer and text arrays as one parameter each and reads them back in order', async () => {
  const texts = ['a', '', 'NULL', '"q"', 'x,y', '{b}', '日本語'];
  const { rows } = await database.db.execute<{ ints: number[]; texts: string[] }>(
    sql`select ${intArray([3, 1, 2_147_483_647])} as ints, ${textArray(texts)} as texts`,
  );
  expect(rows[0]).toEqual({ ints: [3, 1, 2_147_483_647], texts });
  expect(() => intArray([1.5])).toThrow(TypeError);
});

it('scopes raw SQL by alias, joins conditions and renders timestamps as ISO', async () => {
  const scope = organisationScope('00000000-0000-0000-0000-000000000001');
  const { rows } = await database.db.execute<{ hit: boolean; none: boolean }>(sql`
    select ${inScope('t', scope, allOf([sql`t.n > 1`, undefined]))} as hit, ${allOf([])} as none
      from (values ('00000000-0000-0000-0000-000000000001'::uuid, 2)) as t(organisation_id, n)`);
  expect(rows[0]).toEqual({ hit: true, none: true });
  expect(() => inScope('t; drop', scope)).toThrow(TypeError);
  expect(iso('2026-11-26 10:00:00+09')).toBe('2026-11-26T01:00:00.000Z');
});
