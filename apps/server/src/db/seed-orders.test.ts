import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecretBox } from '../modules/app-settings/index.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { SEED_ORDER_COUNT } from './seed-orders.ts';
import { seedDemoData } from './seed.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, {
    issuer: 'http://localhost:3000/oidc',
    accounts: DEMO_ACCOUNTS,
    secrets: createSecretBox(randomBytes(32)),
  });
});
afterAll(() => database.drop());

it("seeds a day's worth of 未引当 orders per organisation: most allocatable, some short, one postal warning", async () => {
  for (const { uuid } of DEMO_ORGANISATIONS) {
    const { rows } = await database.db.execute<{
      orders: number;
      unallocated: number;
      flagged: number;
      short: number;
      coverable: number;
    }>(sql`
      with available as (
        select product_id, sum(on_hand - allocated - non_sellable)::int as free
          from stocks where organisation_id = ${uuid} group by product_id
      ), per_order as (
        select o.id, o.status, o.postal_mismatch,
               bool_or(l.quantity > coalesce(a.free, 0)) as short
          from orders o
          join order_lines l on l.order_id = o.id
          left join available a on a.product_id = l.product_id
         where o.organisation_id = ${uuid}
         group by o.id
      )
      select count(*)::int as orders,
             count(*) filter (where status = 'unallocated')::int as unallocated,
             count(*) filter (where postal_mismatch)::int as flagged,
             count(*) filter (where short)::int as short,
             count(*) filter (where not short)::int as coverable
        from per_order`);
    const counts = rows[0]!;
    expect(counts).toMatchObject({
      orders: SEED_ORDER_COUNT,
      unallocated: SEED_ORDER_COUNT,
      flagged: 1,
    });
    expect(counts.short).toBeGreaterThanOrEqual(4);
    expect(counts.coverable).toBeGreaterThanOrEqual(SEED_ORDER_COUNT / 2);
  }
});
