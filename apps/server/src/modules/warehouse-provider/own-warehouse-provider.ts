import type { Page } from '@logi/warehouse-api';
import { PROVIDER_MESSAGES } from './warehouse-api-error.ts';
import type { WarehouseProvider, WriteOutcome } from './warehouse-provider.types.ts';

/** Our own warehouse has no external system: every write is taken at once, as it is, by our code. */
const acceptedAll = (requestId: string, codes: string[]): Promise<WriteOutcome> =>
  Promise.resolve({
    requestId,
    status: 'completed',
    accepted: codes,
    refusals: [],
    refs: Object.fromEntries(codes.map((code) => [code, code])),
  });

/**
 * Nothing is known there that our own tables do not already hold (receipts and shipments are
 * recorded by the app itself), so every search answers an empty page.
 */
const nothing = <T>(): Promise<Page<T>> =>
  Promise.resolve({ items: [], page: 1, perPage: 100, total: 0 });

/**
 * 自社倉庫: no external call. Writes are accepted whole and at once (the app applies them itself:
 * a vendor/product/SKU is simply ours, an inbound schedule waits for receipts entered on its
 * detail page, a shipping instruction is worked by our own staff); searches answer empty pages;
 * getRequestResult answers null because no request ever leaves the app.
 */
export function ownWarehouseProvider(): WarehouseProvider {
  return {
    kind: 'own',
    checkConnection: () =>
      Promise.resolve({ succeeded: true, message: PROVIDER_MESSAGES.ownWarehouse }),
    upsertVendors: (call, vendors) =>
      acceptedAll(
        call.requestId,
        vendors.map((v) => v.vendorCode),
      ),
    searchVendors: () => nothing(),
    upsertProducts: (call, products) =>
      acceptedAll(
        call.requestId,
        products.map((p) => p.productCode),
      ),
    searchProducts: () => nothing(),
    createSkuMappings: (call, mappings) =>
      acceptedAll(
        call.requestId,
        mappings.map((m) => m.shopSkuCode),
      ),
    deleteSkuMappings: (call, mappings) =>
      acceptedAll(
        call.requestId,
        mappings.map((m) => m.shopSkuCode),
      ),
    createInboundSchedules: (call, schedules) =>
      acceptedAll(
        call.requestId,
        schedules.map((s) => s.scheduleNumber),
      ),
    cancelInbound: (call, cancellations) =>
      acceptedAll(
        call.requestId,
        cancellations.map((c) => c.scheduleNumber),
      ),
    searchInboundStatuses: () => nothing(),
    searchInboundResults: () => nothing(),
    createShippingInstructions: (call, instructions) =>
      acceptedAll(
        call.requestId,
        instructions.map((i) => i.instructionNumber),
      ),
    cancelShipping: (call, numbers) => acceptedAll(call.requestId, numbers),
    suspendShipping: (call, numbers) => acceptedAll(call.requestId, numbers),
    searchShippingStatuses: () => nothing(),
    searchShipments: () => nothing(),
    searchShippingNg: () => nothing(),
    searchInventory: () => nothing(),
    searchInventoryDiffs: () => nothing(),
    searchCustomerReturns: () => nothing(),
    getRequestResult: () => Promise.resolve(null),
  };
}
