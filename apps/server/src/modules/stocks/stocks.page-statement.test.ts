import { stockSearchSchema, type StockSearchInput } from '@logi/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import { ORG_A, twoOrganisationDatabase } from '../products/product-tables.test-support.ts';
import { searchStocks } from './stocks-lists.repository.ts';

// The stock list's first page and a deep one read their products' warehouse rows in their own
// statement, one plan kept (decision 074): a round trip less a page, which nothing but the prepared
// statements shows.
const database = twoOrganisationDatabase();
const oneConnection: { handle?: ReturnType<typeof createDatabase> } = {};
afterAll(() => oneConnection.handle?.pool.end());

async function arrange() {
  const { pool } = database;
  // 1,500 products (deep pages start from the kept code ranges) whose names run against their
  // codes; each with stock in one or two warehouses.
  await pool.query(
    `insert into products (organisation_id, product_code, name)
     select $1, 'PS-' || lpad(i::text, 4, '0'), '商品 ' || lpad((1501 - i)::text, 4, '0')
       from generate_series(1, 1500) as i`,
    [ORG_A],
  );
  await pool.query(
    `insert into warehouses (organisation_id, code, name, type)
     values ($1, 'WH-B', '倉庫B', 'own'), ($1, 'WH-A', '倉庫A', 'own')`,
    [ORG_A],
  );
  await pool.query(
    `insert into stocks (organisation_id, product_id, warehouse_id, on_hand)
     select p.organisation_id, p.id, w.id, 10
       from products p join warehouses w on w.organisation_id = p.organisation_id
      where p.organisation_id = $1 and (w.code = 'WH-A' or p.product_code like '%3_')`,
    [ORG_A],
  );
}

/** Each product's code and its warehouses' codes in their order, as PostgreSQL sorts them. */
async function expectedRows(order: string, offset = 0) {
  const { rows } = await database.pool.query<{ code: string; warehouses: string[] }>(
    `select p.product_code as code,
            array(select w.code from stocks s join warehouses w on w.id = s.warehouse_id
                   where s.product_id = p.id order by w.code) as warehouses
       from products p where p.organisation_id = $1 order by ${order} limit 20 offset $2`,
    [ORG_A, offset],
  );
  return rows;
}

const preparedStatements = async () =>
  (
    await oneConnection.handle!.pool.query<{ statement: string; generic: number }>(
      `select statement, generic_plans::int as generic from pg_prepared_statements`,
    )
  ).rows;

describe('the stock list by product', () => {
  it('reads a first or deep page with its warehouse rows in one statement, one plan', async () => {
    await arrange();
    oneConnection.handle = createDatabase(database.url, 1);
    const { db } = oneConnection.handle;
    const search = async (input: StockSearchInput) => {
      const page = await searchStocks(db, organisationScope(ORG_A), stockSearchSchema.parse(input));
      if (page.stockType !== 'stockByProduct') throw new Error('a page by product');
      expect(page.total).toBe(1500);
      return page.data.map((row) => ({
        code: row.productCode,
        warehouses: row.warehouses.map((warehouse) => warehouse.warehouseCode),
      }));
    };
    for (let run = 0; run < 8; run += 1) {
      expect(await search({})).toEqual(await expectedRows('p.product_code'));
    }
    expect(await search({ direction: 'desc' })).toEqual(await expectedRows('p.product_code desc'));
    expect(await search({ sort: 'name' })).toEqual(await expectedRows('p.name, p.id'));
    expect(await search({ sort: 'name', direction: 'desc' })).toEqual(
      await expectedRows('p.name desc, p.id'),
    );
    for (let run = 0; run < 8; run += 1) {
      expect(await search({ page: 61 })).toEqual(await expectedRows('p.product_code', 1200));
    }
    expect(await search({ page: 61, direction: 'desc' })).toEqual(
      await expectedRows('p.product_code desc', 1200),
    );
    const statements = await preparedStatements();
    const pages = statements.filter((row) => row.statement.includes('with page as materialized'));
    expect(pages).toHaveLength(6);
    const deep = pages.filter((row) => row.statement.includes('product_ids_in_code_order'));
    expect(deep).toHaveLength(2);
    // The two run eight times each (code order, ascending) keep a generic plan.
    const kept = pages.filter((row) => row.generic > 0);
    expect(kept.filter((row) => row.statement.includes('in_code_order'))).toHaveLength(1);
    expect(kept.filter((row) => !row.statement.includes('in_code_order'))).toHaveLength(1);
    // No statement of the stock rows alone: each of these pages is one round trip.
    expect(statements.filter((row) => row.statement.includes('json_agg'))).toHaveLength(6);
  });
});
