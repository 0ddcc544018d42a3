import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_RANGE_LIMIT } from './product-code-order.ts';
import {
  ORG_A,
  ORG_B,
  twoOrganisationDatabase,
  upsertProductCodes,
} from './product-tables.test-support.ts';

// The kept code ranges (migration 0023) must hold exactly the codes between their bounds after
// every kind of write, and a page placed by them must be the page a plain walk gives.
const database = twoOrganisationDatabase();

const codesOf = (numbers: number[]) => numbers.map((n) => `C-${String(n).padStart(5, '0')}`);

const insert = (organisationId: string, codes: string[]) =>
  upsertProductCodes(database.pool, organisationId, codes);

/** Each range's count is the number of codes from its lower code to the next range's. */
async function expectRangesExact(organisationId: string) {
  const { rows } = await database.pool.query<{ lower_code: string; kept: number; real: number }>(
    `select r.lower_code, r.products as kept,
            (select count(*)::int from products p
              where p.organisation_id = r.organisation_id and p.product_code >= r.lower_code
                and (r.next_code is null or p.product_code < r.next_code)) as real
       from (select *, lead(lower_code) over (order by lower_code) as next_code
               from product_code_ranges where organisation_id = $1) r
      order by r.lower_code`,
    [organisationId],
  );
  const { rows: counted } = await database.pool.query<{ n: number }>(
    'select count(*)::int as n from products where organisation_id = $1',
    [organisationId],
  );
  expect(rows.map((row) => row.kept)).toEqual(rows.map((row) => row.real));
  if (counted[0]!.n > 0) expect(rows[0]?.lower_code).toBe('');
  for (const row of rows) {
    expect(row.kept).toBeLessThanOrEqual(CODE_RANGE_LIMIT);
    if (row.lower_code !== '') expect(row.kept).toBeGreaterThan(0);
  }
}

/** The ranges' page equals the plain walk's, ascending and descending. */
async function expectPage(organisationId: string, skip: number, take: number, descending: boolean) {
  const placed = await database.pool.query<{ product_id: number }>(
    'select product_id from product_ids_in_code_order($1, $2, $3, $4)',
    [organisationId, skip, take, descending],
  );
  const walked = await database.pool.query<{ id: number }>(
    `select id from (select id, product_code from products where organisation_id = $1
       order by product_code ${descending ? 'desc' : 'asc'} offset $2 limit $3) page
      order by product_code`,
    [organisationId, skip, take],
  );
  expect(placed.rows.map((row) => row.product_id)).toEqual(walked.rows.map((row) => row.id));
}

type Write =
  | { op: 'insert'; numbers: number[] }
  | { op: 'delete'; from: number; to: number }
  | { op: 'recode'; from: number; to: number }
  | { op: 'rolledBack'; numbers: number[] };

const codeNumber = fc.integer({ min: 0, max: 6000 });
const write: fc.Arbitrary<Write> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('insert' as const),
      numbers: fc.uniqueArray(codeNumber, { minLength: 100, maxLength: 1500, size: 'max' }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('delete' as const), from: codeNumber, to: codeNumber }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('recode' as const), from: codeNumber, to: codeNumber }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('rolledBack' as const),
      numbers: fc.uniqueArray(codeNumber, { maxLength: 300, size: 'max' }),
    }),
  },
);

async function apply(organisationId: string, change: Write) {
  if (change.op === 'insert') await insert(organisationId, codesOf(change.numbers));
  if (change.op === 'delete') {
    const [from, to] = codesOf([
      Math.min(change.from, change.to),
      Math.max(change.from, change.to),
    ]);
    await database.pool.query(
      'delete from products where organisation_id = $1 and product_code between $2 and $3',
      [organisationId, from, to],
    );
  }
  if (change.op === 'recode') {
    // The edit form's write: an existing product (the from-th, wrapping) takes a new code if free.
    const [to] = codesOf([change.to]);
    await database.pool.query(
      `update products set product_code = $3
        where id = (select id from products where organisation_id = $1 order by product_code
                     offset $2 % greatest((select count(*) from products where organisation_id = $1), 1)
                     limit 1)
          and not exists (select 1 from products where organisation_id = $1 and product_code = $3)`,
      [organisationId, change.from, to],
    );
  }
  if (change.op === 'rolledBack') {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await upsertProductCodes(client, organisationId, codesOf(change.numbers));
      await client.query('rollback');
    } finally {
      client.release();
    }
  }
}

describe('the kept product code ranges', () => {
  it('stay exact through random inserts, deletes, code edits and rolled-back writes, and place every page as the walk does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        await database.pool.query('delete from products where organisation_id = $1', [ORG_A]);
        for (const change of writes) {
          await apply(ORG_A, change);
          await expectRangesExact(ORG_A);
        }
        const { rows } = await database.pool.query<{ n: number }>(
          'select count(*)::int as n from products where organisation_id = $1',
          [ORG_A],
        );
        const total = rows[0]!.n;
        for (const skip of [
          0,
          499,
          500,
          999,
          1000,
          1001,
          total - 20,
          total - 3,
          total,
          total + 5,
        ]) {
          if (skip < 0) continue;
          await expectPage(ORG_A, skip, 20, false);
          await expectPage(ORG_A, skip, 20, true);
        }
      }),
      { numRuns: 8 },
    );
  });

  it('keep each organisation apart, and cut a large import into ranges no longer than the limit', async () => {
    await insert(ORG_B, codesOf(Array.from({ length: 5000 }, (_, n) => n)));
    await expectRangesExact(ORG_B);
    const { rows } = await database.pool.query<{ ranges: number; products: number }>(
      `select count(*)::int as ranges, sum(products)::int as products
         from product_code_ranges where organisation_id = $1`,
      [ORG_B],
    );
    expect(rows[0]).toEqual({ ranges: 10, products: 5000 });
    // An edit moves a code from the first range to the last.
    await database.pool.query(
      `update products set product_code = 'C-99999' where organisation_id = $1 and product_code = 'C-00000'`,
      [ORG_B],
    );
    await expectRangesExact(ORG_B);
    // A range's lower code, deleted and added again, goes back to that range, not the one before.
    await database.pool.query(
      `delete from products where organisation_id = $1 and product_code = 'C-00500'`,
      [ORG_B],
    );
    await insert(ORG_B, ['C-00500']);
    await expectRangesExact(ORG_B);
    // A range emptied by a delete goes: its codes now fall in the range before it.
    await database.pool.query(
      `delete from products where organisation_id = $1 and product_code between 'C-01000' and 'C-01499'`,
      [ORG_B],
    );
    await expectRangesExact(ORG_B);
    await expectPage(ORG_B, 2345, 20, false);
    await expectPage(ORG_B, 2345, 20, true);
  });

  it('stay exact when two transactions add codes to one organisation at once', async () => {
    await database.pool.query('delete from products where organisation_id = $1', [ORG_A]);
    const writers = [0, 1].map(async (writer) => {
      const client = await database.pool.connect();
      try {
        await client.query('begin');
        await upsertProductCodes(
          client,
          ORG_A,
          codesOf(Array.from({ length: 1200 }, (_, n) => n * 2 + writer)),
        );
        await client.query('commit');
      } finally {
        client.release();
      }
    });
    await Promise.all(writers);
    await expectRangesExact(ORG_A);
    await expectPage(ORG_A, 1500, 20, false);
  });

  it('are cleared by a truncate and gone with their organisation', async () => {
    await database.pool.query('truncate products cascade');
    expect((await database.pool.query('select * from product_code_ranges')).rows).toEqual([]);
    await insert(ORG_B, ['B-1']);
    await database.pool.query('delete from organisations where id = $1', [ORG_B]);
    expect((await database.pool.query('select * from product_code_ranges')).rows).toEqual([]);
  });
});
