import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { gramFrequencies, NO_GRAM_FREQUENCIES, type GramFrequencies } from './gram-frequencies.ts';
import { askedGrams, productKeywordMatch, type KeywordUse } from './product-keyword.ts';

// The frequencies come from ANALYZE's statistics on the search index's expression; they steer
// which grams a keyword asks of the index and must never change which products match.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const ORG = '00000000-0000-4000-8000-0000000000c1';
/** A new handle: the frequencies are cached per database handle. */
const freshHandle = () => drizzle(database.pool, { casing: 'snake_case' });

beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query(`insert into organisations (id, name) values ($1, 'C')`, [ORG]);
  // Only the test's own ANALYZE may gather statistics: autovacuum could come first.
  await database.pool.query('alter table products set (autovacuum_enabled = false)');
  await database.pool.query(
    `insert into products (organisation_id, product_code, name)
     select $1, 'GRM-' || lpad(i::text, 4, '0'), case when i % 10 = 0 then '静岡 緑茶' else '番茶 ' || i end
       from generate_series(1, 300) as i
     union all values ($1::uuid, 'Ab-1', '100%_割引 aB'), ($1::uuid, 'x y', 'z')`,
    [ORG],
  );
});
afterAll(() => database.drop());

/** The contains-match by definition: ILIKE on code or name (C locale: ASCII letters fold). */
async function codesContaining(keyword: string) {
  const pattern = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
  const { rows } = await database.pool.query<{ product_code: string }>(
    `select product_code from products where organisation_id = $1
       and (product_code ilike $2 or name ilike $2) order by 1`,
    [ORG, pattern],
  );
  return rows.map((row) => row.product_code);
}

async function codesMatching(
  keyword: string,
  frequencies: GramFrequencies,
  use: KeywordUse = 'page',
) {
  const match = productKeywordMatch(sql`product_code`, sql`name`, keyword, frequencies, use);
  const { rows } = await database.db.execute<{ product_code: string }>(
    sql`select product_code from products where organisation_id = ${ORG} and ${match} order by 1`,
  );
  return rows.map((row) => row.product_code);
}

describe('gram frequencies', () => {
  it('are empty before ANALYZE, then give each common gram its share of products', async () => {
    expect((await gramFrequencies(freshHandle())).size).toBe(0);
    await database.pool.query('analyze products');
    const frequencies = await gramFrequencies(freshHandle());
    expect(frequencies.get('gr')).toBeCloseTo(300 / 302, 3);
    expect(frequencies.get('緑茶')).toBeCloseTo(30 / 302, 3);
    expect(askedGrams('GRM-0010', frequencies)).not.toContain('gr');
    expect(askedGrams('GRM-0010', frequencies)).toContain('10');
  });

  it('are read once per handle while fresh', async () => {
    const handle = freshHandle();
    const first = gramFrequencies(handle);
    expect(gramFrequencies(handle)).toBe(first);
  });

  it('never change the matches, which are those of ILIKE on code or name', async () => {
    await database.pool.query('analyze products');
    const frequencies = await gramFrequencies(freshHandle());
    // Two characters or fewer are matched on the grams alone; a space could span code and name.
    const keywords = ['GRM-001', 'grm', 'M-0', 'RM-0300', '番茶 29', 'none', '緑茶', '茶', 'ab'];
    keywords.push('AB', 'b-', '%_', '%', '_', 'x y', 'x ', ' z', 'x', ' ');
    for (const keyword of keywords) {
      const expected = await codesContaining(keyword);
      expect(await codesMatching(keyword, frequencies), keyword).toEqual(expected);
      expect(await codesMatching(keyword, NO_GRAM_FREQUENCIES), keyword).toEqual(expected);
      // A count leaves out the recheck where the grams decide: the same matches.
      expect(await codesMatching(keyword, frequencies, 'count'), keyword).toEqual(expected);
    }
    expect(await codesMatching('grm', frequencies)).toHaveLength(300);
    expect(await codesMatching('緑茶', frequencies)).toHaveLength(30);
    expect(await codesMatching('ab', frequencies)).toEqual(['Ab-1']);
  });
});
