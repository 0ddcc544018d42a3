import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecretBox } from '../modules/app-settings/index.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { seedDemoData } from './seed.ts';
import { seedLargeInbound } from './seed-large-inbound.ts';
import { seedLargeOrders } from './seed-large-orders.ts';
import { seedLargeProducts } from './seed-large.ts';
import { seedDisagreements } from './seed-invariants.test-support.ts';
import { seedLargeStocks } from './seed-stocks.ts';

// The seeds write only what the product would (issue 24 § 2.4): the reconciliation's checks find
// nothing on a fresh start, nor after the large data set.

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

it('leaves every figure of the demo organisations in agreement on a fresh start', async () => {
  for (const { uuid } of DEMO_ORGANISATIONS) {
    expect(await seedDisagreements(database.db, uuid)).toEqual([]);
  }
});

it('leaves every figure in agreement after the large data set (at a small scale)', async () => {
  const organisationId = DEMO_ORGANISATIONS[1]!.uuid;
  await seedLargeProducts(database.db, organisationId, 60);
  await seedLargeStocks(database.db, organisationId);
  await seedLargeInbound(database.db, organisationId, 120);
  await seedLargeOrders(database.db, organisationId, 20);
  expect(await seedDisagreements(database.db, organisationId)).toEqual([]);
});
