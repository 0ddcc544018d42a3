import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownWarehouseProvider } from './own-warehouse-provider.ts';
import { describeProviderContract } from './provider-contract.test-support.ts';
import { PROVIDER_MESSAGES } from './warehouse-api-error.ts';
import { newRequestId, startSimForTests, type SimForTests } from './warehouse-sim.test-support.ts';

// The same contract suite for both adapters: the HTTP one against a real simulator (a fresh
// account per test) and the own-warehouse one, which makes no external call.
let sim: SimForTests;
beforeAll(async () => {
  sim = await startSimForTests();
});
afterAll(async () => {
  await sim?.close();
});

describeProviderContract(
  'HTTP adapter against the simulator',
  async () => (await sim.account()).provider,
);
describeProviderContract('own warehouse', async () => ownWarehouseProvider());

describe('own warehouse specifics', () => {
  it('needs no connection, finds nothing outside our own tables and never sent a request', async () => {
    const provider = ownWarehouseProvider();
    expect(await provider.checkConnection()).toEqual({
      succeeded: true,
      message: PROVIDER_MESSAGES.ownWarehouse,
    });
    expect((await provider.searchInventory({ requestId: newRequestId() })).total).toBe(0);
    expect(await provider.getRequestResult({ requestId: newRequestId() })).toBeNull();
    const before = await sim.control.requests();
    await provider.upsertVendors({ requestId: newRequestId() }, [{ vendorCode: 'V1', name: 'A' }]);
    expect((await sim.control.requests()).arrivals).toBe(before.arrivals);
  });
});
