import { productSearchSchema } from '@logi/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import { ORG_A, twoOrganisationDatabase } from './product-tables.test-support.ts';
import { searchProductPage } from './products.service.ts';

// Which keyword pages PostgreSQL plans once per connection: planning on every execution cost a
// page 0.2–0.3 ms of PostgreSQL (decisions 077, 078), and nothing else shows it.
const database = twoOrganisationDatabase();
const oneConnection: { handle?: ReturnType<typeof createDatabase> } = {};
afterAll(() => oneConnection.handle?.pool.end());

/** Each prepared statement on the one connection whose text holds `pattern`, with its plan counts. */
async function plansOf(pattern: string) {
  const { pool } = oneConnection.handle!;
  const { rows } = await pool.query<{ statement: string; generic: number; custom: number }>(
    `select statement, generic_plans::int as generic, custom_plans::int as custom
       from pg_prepared_statements where statement like $1`,
    [`%${pattern}%`],
  );
  return rows;
}

describe('a keyword page', () => {
  it('known to walk keeps one plan; one with the grams is planned for its limit each time', async () => {
    await database.pool.query(
      `insert into products (organisation_id, product_code, name)
       select $1, 'P-' || i, case when i % 2 = 0 then '緑茶 ' || i else 'ほうじ茶 ' || i end
         from generate_series(1, 40) as i`,
      [ORG_A],
    );
    // The bigrams' frequencies, which tell a two-character keyword's share before it is counted.
    await database.pool.query('analyze products');
    oneConnection.handle = createDatabase(database.url, 1);
    const { db } = oneConnection.handle;
    const search = (keyword: string) =>
      searchProductPage(db, organisationScope(ORG_A), productSearchSchema.parse({ keyword }));
    // Its first page counts (from the kept gram count), the next ones use the kept total: both
    // walk, as its bigram is in half the products, and keep one plan.
    for (let run = 0; run < 10; run += 1) expect((await search('緑茶')).total).toBe(20);
    const walked = await plansOf('緑茶');
    expect(walked).toHaveLength(2);
    expect(walked.every((row) => row.statement.includes('limit (select'))).toBe(true);
    expect(walked.some((row) => row.generic > 0)).toBe(true);
    // A longer keyword's first page asks the grams: walking or reading the index hangs on its limit.
    expect((await search('ほうじ茶 1')).total).toBe(6);
    const [counted, ...others] = await plansOf('ほうじ茶 1');
    expect(others).toEqual([]);
    expect(counted!.statement).toContain('search_bigrams');
    expect(counted!.statement).not.toContain('limit (select');
  });
});
