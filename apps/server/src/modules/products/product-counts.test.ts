import { describe, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import {
  ORG_A,
  ORG_B,
  twoOrganisationDatabase,
  upsertProductCodes,
  type Queryable,
} from './product-tables.test-support.ts';
import { productSearchSchema } from '@logi/shared';
import { keepMatchCountsFor } from './kept-match-counts.ts';
import { countAllProducts } from './products.repository.ts';
import { searchProductPage } from './products.service.ts';

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

  it('keeps each 販売状態 count exact through inserts, status changes, deletes and rollbacks', async () => {
    const expectStatusesKept = async () => {
      const { rows: kept } = await database.pool.query(
        `select organisation_id, sales_status, products from product_status_counts
          where products > 0 order by 1, 2`,
      );
      const { rows: counted } = await database.pool.query(
        `select organisation_id, sales_status, count(*)::int as products from products
          group by 1, 2 order by 1, 2`,
      );
      expect(kept).toEqual(counted);
    };
    const setStatus = (status: string, codes: string[], on: Queryable = database.pool) =>
      on.query('update products set sales_status = $1 where product_code = any($2::text[])', [
        status,
        codes,
      ]);
    await insert(ORG_A, ['S-1', 'S-2', 'S-3', 'S-4']);
    await insert(ORG_B, ['S-1', 'S-5']);
    await expectStatusesKept();
    // One statement over both organisations, some rows already in the status they are set to.
    await setStatus('suspended', ['S-1', 'S-2']);
    await setStatus('suspended', ['S-1', 'S-3']);
    await setStatus('discontinued', ['S-5']);
    await expectStatusesKept();
    await database.pool.query(`update products set name = 'renamed' where product_code = 'S-3'`);
    await database.pool.query(`delete from products where product_code in ('S-1', 'S-4')`);
    await expectStatusesKept();
    const client = await database.pool.connect();
    await client.query('begin');
    await setStatus('on_sale', ['S-2', 'S-3'], client);
    await client.query('rollback');
    client.release();
    await expectStatusesKept();
  });

  it("gives a 販売状態 filter's total from its kept row, on every page", async () => {
    keepMatchCountsFor(database.db, 0); // every search counts, as a new filter's first page
    const scope = organisationScope(ORG_A);
    const total = async (body: Record<string, unknown>) =>
      (await searchProductPage(database.db, scope, productSearchSchema.parse(body))).total;
    const real = (
      await database.pool.query<{ n: number }>(
        `select count(*)::int as n from products where organisation_id = $1 and sales_status = 'suspended'`,
        [ORG_A],
      )
    ).rows[0]!.n;
    expect(real).toBeGreaterThan(0);
    expect(await total({ salesStatus: 'suspended' })).toBe(real);
    await database.pool.query(
      `update product_status_counts set products = 999 where organisation_id = $1 and sales_status = 'suspended'`,
      [ORG_A],
    );
    expect(await total({ salesStatus: 'suspended', sort: 'price', direction: 'desc' })).toBe(999);
    expect(await total({ salesStatus: 'suspended', page: 50 })).toBe(999);
    // With another field the matches are counted, not read.
    expect(await total({ salesStatus: 'suspended', keyword: 'S-' })).toBe(real);
    await database.pool.query(
      `update product_status_counts set products = $2 where organisation_id = $1 and sales_status = 'suspended'`,
      [ORG_A, real],
    );
  });

  it('is cleared by a truncate and gone with its organisation', async () => {
    await database.pool.query('truncate products cascade');
    await expectKept();
    await insert(ORG_B, ['B-2', 'B-3']);
    await database.pool.query('delete from organisations where id = $1', [ORG_B]);
    const { rows } = await database.pool.query('select * from product_counts');
    expect(rows).toEqual([]);
    const statuses = await database.pool.query('select * from product_status_counts');
    expect(statuses.rows).toEqual([]);
  });
});
