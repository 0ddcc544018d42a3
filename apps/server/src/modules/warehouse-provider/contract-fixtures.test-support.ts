import type { ShippingInstruction } from '@logi/warehouse-api';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { WarehouseProvider } from './warehouse-provider.types.ts';
import { newRequestId, startSimForTests, type SimForTests } from './warehouse-sim.test-support.ts';

export type SimTest = { sim: SimForTests; provider: WarehouseProvider; account: string };

/**
 * One simulator for the file, a fresh account (and provider) per test, the behaviour settings
 * back to their test values before each test.
 */
export function simTest(): SimTest {
  const test = {} as SimTest;
  beforeAll(async () => {
    test.sim = await startSimForTests();
  });
  afterAll(async () => {
    await test.sim?.close();
  });
  beforeEach(async () => {
    await test.sim.control.settings({
      resultDelayMs: 60_000,
      requestDelayMs: 0,
      returnEvery: 0,
      inboundShortfall: 0,
      inboundDamaged: 0,
    });
    const created = await test.sim.account();
    test.provider = created.provider;
    test.account = created.apiKey;
  });
  return test;
}

export const call = (label?: string) => ({ requestId: newRequestId(label) });

export const address = {
  postalCode: '135-0064',
  prefecture: '東京都',
  city: '江東区',
  town: '青海2-7-4',
  phone: '03-5500-1234',
};
export const instruction = (
  number: string,
  lines: [string, number][],
  recipient = {},
): ShippingInstruction => ({
  instructionNumber: number,
  orderNumber: `O-${number}`,
  recipient: { name: '山田太郎', ...address, ...recipient },
  lines: lines.map(([productCode, quantity], index) => ({
    lineNumber: index + 1,
    productCode,
    quantity,
  })),
});

/** A vendor V001 and two 販売中 products, P-001 and P-002. */
export async function registerMasters(provider: WarehouseProvider) {
  await provider.upsertVendors(call(), [{ vendorCode: 'V001', name: '山田商事' }]);
  await provider.upsertProducts(call(), [
    { productCode: 'P-001', name: 'タオル', salesStatus: '販売中' },
    { productCode: 'P-002', name: '石鹸', salesStatus: '販売中' },
  ]);
}
