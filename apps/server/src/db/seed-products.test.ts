import { randomBytes } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { hasValidJanCheckDigit } from '@logi/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecretBox } from '../modules/app-settings/index.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { products, skuMappings } from '../modules/products/products.table.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { seedDemoData } from './seed.ts';
import { janOf } from './seed-products.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('makes a JAN whose check digit is right', () => {
  expect(janOf('490123456789')).toBe('4901234567894');
});

it('gives サンプル物流 30 products with valid JANs and suppliers, テスト商事 four, and SKU mappings', async () => {
  const secrets = createSecretBox(randomBytes(32));
  const input = { issuer: 'http://localhost:3000/oidc', accounts: DEMO_ACCOUNTS, secrets };
  expect(await seedDemoData(database.db, input)).toBe(true);
  const { db } = database;
  const sample = DEMO_ORGANISATIONS[0]!.uuid;
  const rows = await db.select().from(products).where(eq(products.organisationId, sample));
  expect(rows).toHaveLength(30);
  expect(rows.every((row) => row.janCode !== null && hasValidJanCheckDigit(row.janCode))).toBe(
    true,
  );
  expect(new Set(rows.map((row) => row.salesStatus))).toEqual(
    new Set(['on_sale', 'suspended', 'discontinued']),
  );
  expect(await db.$count(products, isNull(products.supplierId))).toBe(0);
  expect(await db.$count(products)).toBe(34);
  expect(await db.$count(skuMappings)).toBe(26);
});
