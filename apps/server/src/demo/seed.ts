import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { upsertUserFromClaims } from '../modules/users/index.ts';
import type { DemoAccount } from '../modules/idp/demo-accounts.ts';
import { seedDemoNotifications } from './seed-notifications.ts';
import type { SecretBox } from '../modules/app-settings/index.ts';
import { seedDemoWarehouses } from './seed-warehouses.ts';
import { seedDemoMasters } from './seed-masters.ts';
import { seedDemoProducts } from './seed-products.ts';
import { seedDemoLocations } from './seed-locations.ts';
import { seedDemoStocks } from './seed-stocks.ts';
import { seedDemoInbound } from './seed-inbound.ts';
import { seedDemoOrders } from './seed-orders.ts';
import { seedDemoHistory } from './seed-history.ts';
import { seedDemoOutbound } from './seed-outbound.ts';

/**
 * Seeds the demo organisations and users once; a marker row keeps a later start from re-creating
 * what someone deleted on purpose.
 */
export async function seedDemoData(
  db: Database,
  input: { issuer: string; accounts: DemoAccount[]; secrets: SecretBox; warehouseSimUrl?: string },
) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`create table if not exists seed_marks (name text primary key, applied_at timestamptz not null default now())`,
    );
    const inserted = await tx.execute(
      sql`insert into seed_marks (name) values ('demo-v1') on conflict do nothing returning name`,
    );
    if (inserted.rows.length === 0) return false;
    for (const account of input.accounts) {
      await upsertUserFromClaims(tx, {
        subject: `${input.issuer}|${account.sub}`,
        name: account.name,
        email: account.email,
        organisations: account.organisations,
      });
    }
    await seedDemoNotifications(tx);
    await seedDemoWarehouses(tx, input.secrets, input.warehouseSimUrl);
    // After the warehouses: shops allocate through their demo group.
    await seedDemoMasters(tx);
    // After the masters: products name suppliers, SKU mappings name shops.
    await seedDemoProducts(tx);
    // After the products: the Tokyo warehouse's shelves name some of them (標準棚番).
    await seedDemoLocations(tx);
    // After the products: their stock in both demo warehouses, registered 30 days ago.
    await seedDemoStocks(tx);
    // After the stock: the month since, day by day, through the product's commands (decision 044).
    await seedDemoHistory(tx);
    // After the stock: schedules in every status and a few returns, receipts through the stock service.
    await seedDemoInbound(tx);
    // After the stock: a day's worth of 未引当 orders, some allocatable, some short.
    await seedDemoOrders(tx);
    // After them: today's orders 引当済, 出荷指示済, 出荷済 and 出荷不可 at RSL; a 在庫差異.
    await seedDemoOutbound(tx);
    return true;
  });
}
