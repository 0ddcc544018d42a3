import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { SIM_DEMO_ACCOUNTS } from '@logi/warehouse-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appSettings } from '../modules/app-settings/app-settings.table.ts';
import { DEMO_ACCOUNTS } from '../modules/idp/demo-accounts.ts';
import { createSecretBox } from '../modules/app-settings/index.ts';
import { adminUserNotifications } from '../modules/notifications/notifications.table.ts';
import { organisations } from '../modules/organisations/organisations.table.ts';
import { users } from '../modules/users/users.table.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_WAREHOUSE_GROUP_NAME } from './seed-warehouses.ts';
import {
  warehouseGroupMembers,
  warehouseGroups,
} from '../modules/warehouse-groups/warehouse-groups.table.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const total = async (table: typeof users | typeof organisations | typeof adminUserNotifications) =>
  (await database.db.select({ value: count() }).from(table))[0]!.value;

it(
  'seeds the demo organisations, users and notifications exactly once',
  { timeout: 60_000 },
  async () => {
    const input = {
      issuer: 'http://localhost:3000/oidc',
      accounts: DEMO_ACCOUNTS,
      secrets: createSecretBox(randomBytes(32)),
    };
    expect(await seedDemoData(database.db, input)).toBe(true);
    expect(await total(organisations)).toBe(2);
    expect(await total(users)).toBe(DEMO_ACCOUNTS.length);
    expect(await total(adminUserNotifications)).toBe(3);
    // Per organisation: an own and an RSL warehouse, ordered in one group.
    expect(await database.db.$count(warehouses)).toBe(4);
    expect(
      await database.db.$count(
        warehouseGroups,
        eq(warehouseGroups.name, DEMO_WAREHOUSE_GROUP_NAME),
      ),
    ).toBe(2);
    expect(await database.db.$count(warehouseGroupMembers)).toBe(4);
    // Each organisation's RSL setting signs in as its own simulator account (decision 036).
    const settings = await database.db.select().from(appSettings);
    const accounts = settings.map((setting) => input.secrets.open(setting.credentials.licenseKey!));
    expect(new Set(accounts).size).toBe(2);
    expect(SIM_DEMO_ACCOUNTS.map((account) => account.apiKey)).toEqual(
      expect.arrayContaining(accounts),
    );

    // Something deleted on purpose stays deleted on the next start.
    await database.db.delete(adminUserNotifications);
    expect(await seedDemoData(database.db, input)).toBe(false);
    expect(await total(adminUserNotifications)).toBe(0);
  },
);
