import { randomBytes } from 'node:crypto';
import { isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecretBox } from '../modules/app-settings/index.ts';
import { DEMO_ACCOUNTS } from '../modules/idp/demo-accounts.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { suppliers } from '../modules/suppliers/suppliers.table.ts';
import { vendors } from '../modules/vendors/vendors.table.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { seedDemoData } from './seed.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('gives each demo organisation 4 suppliers, 2 vendors and 3 shops on the demo group', async () => {
  const secrets = createSecretBox(randomBytes(32));
  const input = { issuer: 'http://localhost:3000/oidc', accounts: DEMO_ACCOUNTS, secrets };
  expect(await seedDemoData(database.db, input)).toBe(true);
  const { db } = database;
  expect(await db.$count(suppliers)).toBe(8);
  expect(await db.$count(vendors)).toBe(4);
  expect(await db.$count(vendors, isNull(vendors.supplierId))).toBe(0);
  expect(await db.$count(shops)).toBe(6);
  expect(await db.$count(shops, isNotNull(shops.warehouseGroupId))).toBe(6);
});
