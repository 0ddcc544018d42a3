import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecretBox } from '../modules/app-settings/index.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { expectLedgerConsistent } from '../modules/stocks/stocks.ledger.test-support.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { seedDemoData } from './seed.ts';
import { seedLargeProducts } from './seed-large.ts';
import { seedLargeStocks } from './seed-stocks.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  const secrets = createSecretBox(randomBytes(32));
  await seedDemoData(database.db, {
    issuer: 'http://localhost:3000/oidc',
    accounts: DEMO_ACCOUNTS,
    secrets,
  });
});
afterAll(() => database.drop());

const sample = DEMO_ORGANISATIONS[0]!.uuid;

it('stocks every demo product in both demo warehouses, some short, one out, with a month of history', async () => {
  const { db } = database;
  const { rows } = await db.execute<{
    stocks: number;
    short: number;
    out_products: number;
    days: number;
  }>(sql`
    select (select count(*)::int from stocks where organisation_id = ${sample}) as stocks,
           (select count(*)::int from stocks s join products p on p.id = s.product_id
             where s.organisation_id = ${sample} and s.on_hand - s.allocated < greatest(p.stock_threshold, 1)) as short,
           (select count(*)::int from (select product_id from stocks where organisation_id = ${sample}
             group by product_id having sum(on_hand) = 0) as out) as out_products,
           (select extract(day from max(created_at) - min(created_at))::int from stock_movements
             where organisation_id = ${sample}) as days`);
  expect(rows[0]).toMatchObject({ stocks: 60, out_products: 1 });
  expect(rows[0]!.short).toBeGreaterThanOrEqual(8);
  expect(rows[0]!.days).toBeGreaterThanOrEqual(29);
  for (const { uuid } of DEMO_ORGANISATIONS) await expectLedgerConsistent(db, uuid);
});

it('gives the large data set five warehouses of stock through the bulk registration, once', async () => {
  const { db } = database;
  const other = DEMO_ORGANISATIONS[1]!.uuid;
  await seedLargeProducts(db, other, 40);
  const first = await seedLargeStocks(db, other);
  expect(first).toMatch(/^stocks: \d+ added \(products × 5 warehouses\)$/);
  const { rows } = await db.execute<{ products: number; rows: number; warehouses: number }>(sql`
    select (select count(*)::int from products where organisation_id = ${other}) as products,
           (select count(*)::int from stocks where organisation_id = ${other}) as rows,
           (select count(distinct warehouse_id)::int from stocks where organisation_id = ${other}) as warehouses`);
  expect(rows[0]!.rows).toBe(rows[0]!.products * 5);
  expect(rows[0]!.warehouses).toBe(5);
  expect(await seedLargeStocks(db, other)).toBe('stocks: 0 added (products × 5 warehouses)');
  await expectLedgerConsistent(db, other);
});
