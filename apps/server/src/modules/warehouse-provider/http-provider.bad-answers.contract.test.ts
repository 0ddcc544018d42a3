import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROVIDER_MESSAGES, WarehouseApiError } from './warehouse-api-error.ts';
import type { WarehouseProvider } from './warehouse-provider.types.ts';
import { newRequestId, startSimForTests, type SimForTests } from './warehouse-sim.test-support.ts';

// Bad answers forced on the simulator (malformed JSON, missing field, unknown status, 20 MB):
// each a clear Japanese invalid_response from the adapter, never retried, never a crash.
let sim: SimForTests;
let provider: WarehouseProvider;
const vendors = [{ vendorCode: 'V001', name: '山田商事' }];

beforeAll(async () => {
  sim = await startSimForTests();
});
afterAll(async () => {
  await sim?.close();
});
beforeEach(async () => {
  await sim.control.clearFaults();
  provider = (await sim.account()).provider;
});

async function failure(promise: Promise<unknown>): Promise<WarehouseApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WarehouseApiError);
  return error as WarehouseApiError;
}

const countOf = async (requestId: string) => {
  const log = await sim.control.requests({ requestId });
  return { arrivals: log.arrivals, executions: log.executions };
};

describe('bad answers from the warehouse', () => {
  const cases = [
    { kind: 'malformedJson', message: PROVIDER_MESSAGES.malformedJson },
    { kind: 'missingField', message: PROVIDER_MESSAGES.invalidShape('項目 status がありません') },
    {
      kind: 'unknownStatus',
      message: PROVIDER_MESSAGES.invalidShape('項目 status に不明な値「確認中」があります'),
    },
    { kind: 'oversize', message: PROVIDER_MESSAGES.tooLarge(5) },
  ] as const;

  for (const { kind, message } of cases) {
    it(`${kind}: a clear Japanese error, not retried (the work itself was done once)`, async () => {
      await sim.control.fault({ operation: 'vendor_upsert', kind });
      const requestId = newRequestId();
      const error = await failure(provider.upsertVendors({ requestId }, vendors));
      expect(error).toMatchObject({ kind: 'invalid_response', retryable: false, message });
      expect(await countOf(requestId)).toEqual({ arrivals: 1, executions: 1 });
      // Asking for the outcome by request id later reads the stored, valid answer.
      expect(await provider.getRequestResult({ requestId })).toMatchObject({ accepted: ['V001'] });
    });
  }

  it('a 20 MB search answer is cut off at the cap, and the adapter keeps working', async () => {
    await sim.control.fault({
      operation: 'shipment_search',
      kind: 'oversize',
      bytes: 20 * 1024 * 1024,
    });
    const error = await failure(provider.searchShipments({ requestId: newRequestId() }));
    expect(error.message).toBe('倉庫システムの応答が大きすぎます（上限 5MB）。');
    expect((await provider.searchShipments({ requestId: newRequestId() })).total).toBe(0);
  });

  it('an unknown status in a status search names the field and the value', async () => {
    await provider.upsertVendors({ requestId: newRequestId() }, vendors);
    await provider.upsertProducts({ requestId: newRequestId() }, [
      { productCode: 'P1', name: 'A', salesStatus: '販売中' },
    ]);
    await provider.createInboundSchedules({ requestId: newRequestId() }, [
      {
        scheduleNumber: 'IN-1',
        vendorCode: 'V001',
        scheduledDate: '2026-12-01',
        lines: [{ lineNumber: 1, productCode: 'P1', quantity: 1 }],
      },
    ]);
    await sim.control.fault({ operation: 'inbound_status_search', kind: 'unknownStatus' });
    const error = await failure(provider.searchInboundStatuses({ requestId: newRequestId() }));
    expect(error.message).toBe(
      PROVIDER_MESSAGES.invalidShape('項目 items.0.status に不明な値「確認中」があります'),
    );
  });
});
