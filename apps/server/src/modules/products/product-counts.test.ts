import { describe, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import {
  ORG_A,
  ORG_B,
  twoOrganisationDatabase,
  upsertProductCodes,
  type Queryable,
} from './product-tables.test-support.ts';
import { countAllProducts } from './products.repository.ts';

// The kept count must equal count(*) after every kind of write to products (migration 0015).
const database = twoOrganisationDatabase();
const insert = (organisationId: string, codes: string[], on: Queryable = database.pool) =>
  upsertProductCodes(on, organisationId, codes);

async function expectKept() {
  for (const organisationId of [ORG_A, ORG_B]) {
    const { rows } = await database.pool.query<{ n: number }>(
      'select count(*)::int as n from products where organisation_id = $1',
      [organisationId],
    );
    expect(await countAllProducts(database.db, organisationScope(organisationId))).toBe(rows[0]!.n);
  }
}

describe('the kept product count', () => {
  it('follows inserts, upserts, deletes and rolled-back writes, per organisation', async () => {
    await expectKept();
    await insert(ORG_A, ['A-1', 'A-2', 'A-3']);
    await insert(ORG_B, ['B-1']);
    await expectKept();
    // An upsert counts only the rows it adds, not the ones it updates.
    await insert(ORG_A, ['A-2', 'A-3', 'A-4']);
    await expectKept();
    await database.pool.query(`delete from products where product_code in ('A-1', 'B-1')`);
    await expectKept();
    const client = await database.pool.connect();
    await client.query('begin');
    await insert(ORG_A, ['A-9'], client);
    await client.query('rollback');
    client.release();
    await expectKept();
    expect(await countAllProducts(database.db, organisationScope(ORG_A))).toBe(3);
  });

  it('moves its generation with every statement that writes products, never back to a value it had', async () => {
    const generationOf = async (organisationId: string) => {
      const { rows } = await database.pool.query<{ generation: string }>(
        'select generation from product_counts where organisation_id = $1',
        [organisationId],
      );
      return BigInt(rows[0]!.generation);
    };
    const seen = new Set<bigint>();
    const expectMoved = async (write: () => Promise<unknown>) => {
      const before = await generationOf(ORG_A);
      await write();
      const after = await generationOf(ORG_A);
      expect(after).toBeGreaterThan(before);
      expect(seen.has(after)).toBe(false);
      seen.add(after);
    };
    await expectMoved(() => insert(ORG_A, ['G-1', 'G-2']));
    await expectMoved(() => insert(ORG_A, ['G-2'])); // an upsert that only updates
    await expectMoved(() =>
      database.pool.query(`update products set name = 'renamed' where product_code = 'G-1'`),
    );
    await expectMoved(() => database.pool.query(`delete from products where product_code = 'G-2'`));
    // Another organisation's writes and a write that touches nothing leave it as it was.
    const before = await generationOf(ORG_A);
    await insert(ORG_B, ['B-9']);
    await database.pool.query(`update products set name = 'x' where product_code = 'NONE'`);
    expect(await generationOf(ORG_A)).toBe(before);
    // After a truncate the organisation's new count starts past every generation it had.
    await database.pool.query('truncate products cascade');
    await insert(ORG_A, ['G-3']);
    expect(await generationOf(ORG_A)).toBeGreaterThan(before);
  });

  it('is cleared by a truncate and gone with its organisation', async () => {
    await database.pool.query('truncate products cascade');
    await expectKept();
    await insert(ORG_B, ['B-2', 'B-3']);
    await database.pool.query('delete from organisations where id = $1', [ORG_B]);
    const { rows } = await database.pool.query('select * from product_counts');
    expect(rows).toEqual([]);
  });
});
