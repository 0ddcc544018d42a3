import fc from 'fast-check';
import { productSearchSchema } from '@logi/shared';
import { describe, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { keepMatchCountsFor } from './kept-match-counts.ts';
import { keepGramCounts, keepUnkeptGramCounts } from './product-gram-counts.ts';
import {
  ORG_A,
  ORG_B,
  twoOrganisationDatabase,
  type Queryable,
} from './product-tables.test-support.ts';
import { searchProductPage } from './products.service.ts';

// The kept gram counts (migration 0055, decision 078) must equal what the search's own grams
// count after every kind of write, be left unkept by a large statement and counted again by the
// keeper, and give a two-character keyword's total, which stays exact while they are unkept.
const database = twoOrganisationDatabase();

/** Adds products with these codes and names, or renames those that exist. */
const upsert = (on: Queryable, organisationId: string, products: [string, string][]) =>
  on.query(
    `insert into products (organisation_id, product_code, name)
     select $1, p.code, p.name from unnest($2::text[], $3::text[]) as p(code, name)
     on conflict (organisation_id, product_code) do update set name = excluded.name`,
    [organisationId, products.map(([code]) => code), products.map(([, name]) => name)],
  );

/** The organisation's kept counts, and the same counted from its products, gram by gram. */
async function keptAndCounted(organisationId: string) {
  const { rows: kept } = await database.pool.query<{ gram: string; products: number }>(
    `select gram, products from product_gram_counts where organisation_id = $1 order by gram`,
    [organisationId],
  );
  const { rows: counted } = await database.pool.query<{ gram: string; products: number }>(
    `select gram, count(distinct p.id)::int as products
       from products p, unnest(search_bigrams(p.product_code || ' ' || p.name)) as gram
      where p.organisation_id = $1 group by gram order by gram`,
    [organisationId],
  );
  return { kept, counted };
}

async function expectExact() {
  for (const organisationId of [ORG_A, ORG_B]) {
    const { kept, counted } = await keptAndCounted(organisationId);
    expect(kept).toEqual(counted);
  }
}

const gramsKept = async (organisationId: string) => {
  const { rows } = await database.pool.query<{ grams_kept: boolean }>(
    'select grams_kept from product_counts where organisation_id = $1',
    [organisationId],
  );
  return rows[0]?.grams_kept;
};

/** A name from few characters, so products share grams; a space and ASCII case among them. */
const nameArbitrary = fc
  .array(fc.constantFrom('緑', '茶', 'A', 'a', '1', ' '), { minLength: 1, maxLength: 6 })
  .map((chars) => chars.join(''));
const codeArbitrary = fc.integer({ min: 1, max: 30 }).map((n) => `G-${n}`);

type Write =
  | { op: 'upsert'; organisationId: string; products: [string, string][] }
  | { op: 'delete'; organisationId: string; codes: string[] }
  | { op: 'recode'; from: string; to: string }
  | { op: 'rolledBack'; products: [string, string][] };

const organisationArbitrary = fc.constantFrom(ORG_A, ORG_B);
const writeArbitrary: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    op: fc.constant('upsert' as const),
    organisationId: organisationArbitrary,
    products: fc.array(fc.tuple(codeArbitrary, nameArbitrary), { minLength: 1, maxLength: 5 }),
  }),
  fc.record({
    op: fc.constant('delete' as const),
    organisationId: organisationArbitrary,
    codes: fc.array(codeArbitrary, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ op: fc.constant('recode' as const), from: codeArbitrary, to: codeArbitrary }),
  fc.record({
    op: fc.constant('rolledBack' as const),
    products: fc.array(fc.tuple(codeArbitrary, nameArbitrary), { minLength: 1, maxLength: 3 }),
  }),
);

async function apply(write: Write) {
  const { pool } = database;
  if (write.op === 'upsert') {
    // Codes repeated in one statement would make ON CONFLICT refuse it: the last name wins.
    await upsert(pool, write.organisationId, [...new Map(write.products)]);
  } else if (write.op === 'delete') {
    await pool.query(
      'delete from products where organisation_id = $1 and product_code = any($2::text[])',
      [write.organisationId, write.codes],
    );
  } else if (write.op === 'recode') {
    // A code edit moves the grams of the code; one that would collide is refused as a whole.
    await pool
      .query(`update products set product_code = $2 || '-x' where product_code = $1`, [
        write.from,
        write.to,
      ])
      .catch(() => undefined);
  } else {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await upsert(client, ORG_A, [...new Map(write.products)]);
      await client.query('rollback');
    } finally {
      client.release();
    }
  }
}

describe('the kept gram counts', () => {
  it('equal the grams of every product after inserts, renames, code edits, deletes and rollbacks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(writeArbitrary, { minLength: 1, maxLength: 8 }), async (writes) => {
        for (const write of writes) await apply(write);
        await expectExact();
      }),
      { numRuns: 25 },
    );
    expect(await gramsKept(ORG_A)).toBe(true);
    await database.pool.query('truncate products cascade');
    expect((await keptAndCounted(ORG_A)).kept).toEqual([]);
    await upsert(database.pool, ORG_A, [['T-1', '緑茶']]);
    await expectExact();
  });

  it('are left unkept by a statement of more than a thousand products and counted again by the keeper', async () => {
    const many = Array.from({ length: 1_200 }, (_, i): [string, string] => [`L-${i}`, `緑茶 ${i}`]);
    await upsert(database.pool, ORG_B, many);
    expect(await gramsKept(ORG_B)).toBe(false);
    // While unkept, small writes leave the counts alone; the rebuild counts every product again.
    await upsert(database.pool, ORG_B, [['L-small', '抹茶']]);
    expect(await keepUnkeptGramCounts(database.db)).toBe(1);
    expect(await gramsKept(ORG_B)).toBe(true);
    await expectExact();
    expect(await keepUnkeptGramCounts(database.db)).toBe(0);
    // Deleting as many leaves them unkept too, until counted again.
    await database.pool.query(`delete from products where product_code like 'L-%'`);
    expect(await gramsKept(ORG_B)).toBe(false);
    expect(await keepUnkeptGramCounts(database.db)).toBe(1);
    await expectExact();
  });

  it('are not kept by a rebuild whose snapshot a write has passed, nor outside REPEATABLE READ', async () => {
    await upsert(
      database.pool,
      ORG_A,
      Array.from({ length: 1_001 }, (_, i): [string, string] => [`R-${i}`, 'ほうじ茶']),
    );
    expect(await gramsKept(ORG_A)).toBe(false);
    const client = await database.pool.connect();
    try {
      await client.query('begin isolation level repeatable read');
      await client.query('select 1'); // the snapshot
      await upsert(database.pool, ORG_A, [['R-late', '紅茶']]);
      const { rows } = await client.query<{ kept: boolean }>(
        'select product_gram_counts_rebuild($1) as kept',
        [ORG_A],
      );
      expect(rows[0]!.kept).toBe(false);
      await client.query('commit');
      await expect(client.query('select product_gram_counts_rebuild($1)', [ORG_A])).rejects.toThrow(
        /REPEATABLE READ/,
      );
    } finally {
      client.release();
    }
    expect(await gramsKept(ORG_A)).toBe(false);
    expect(await keepGramCounts(database.db, organisationScope(ORG_A))).toBe(true);
    await expectExact();
    await database.pool.query(`delete from products where product_code like 'R-%'`);
    expect(await keepGramCounts(database.db, organisationScope(ORG_A))).toBe(true);
  });

  it("give a two-character keyword's total while kept, and the index counts it while unkept", async () => {
    keepMatchCountsFor(database.db, 0); // every search counts, as a new keyword's first page
    const scope = organisationScope(ORG_A);
    await upsert(database.pool, ORG_A, [
      ['K-1', '宇治 緑茶'],
      ['K-2', '緑茶 緑茶'],
      ['K-3', '抹茶'],
    ]);
    const total = async (keyword: string) =>
      (await searchProductPage(database.db, scope, productSearchSchema.parse({ keyword }))).total;
    const real = (
      await database.pool.query<{ n: number }>(
        `select count(*)::int as n from products where organisation_id = $1 and name like '%緑茶%'`,
        [ORG_A],
      )
    ).rows[0]!.n;
    expect(await total('緑茶')).toBe(real);
    // The total is the kept row: a count made wrong on purpose shows through while kept...
    await database.pool.query(
      `update product_gram_counts set products = 999 where organisation_id = $1 and gram = '緑茶'`,
      [ORG_A],
    );
    expect(await total('緑茶')).toBe(999);
    // ...and not once unkept, nor for a keyword of more than one bigram.
    expect(await total('宇治 緑茶')).toBe(1);
    await database.pool.query(
      'update product_counts set grams_kept = false where organisation_id = $1',
      [ORG_A],
    );
    expect(await total('緑茶')).toBe(real);
    expect(await keepGramCounts(database.db, scope)).toBe(true);
    expect(await total('緑茶')).toBe(real);
    // A bigram no product holds has no row: none match.
    expect(await total('茶緑')).toBe(0);
  });
});
