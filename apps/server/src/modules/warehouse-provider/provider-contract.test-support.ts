import { OPERATIONS } from '@logi/warehouse-api';
import { describe, expect, it } from 'vitest';
import type { WarehouseProvider } from './warehouse-provider.types.ts';
import { newRequestId } from './warehouse-sim.test-support.ts';

const call = () => ({ requestId: newRequestId('suite') });
const recipient = {
  name: '山田太郎',
  postalCode: '135-0064',
  prefecture: '東京都',
  city: '江東区',
  town: '青海2-7-4',
};

/**
 * What every adapter promises, whatever its warehouse: valid writes are accepted whole under the
 * request id, every search answers a page the contract's schema accepts, the connection check
 * succeeds. Run for the HTTP adapter (against the simulator) and the own-warehouse adapter.
 */
export function describeProviderContract(
  name: string,
  makeProvider: () => Promise<WarehouseProvider>,
) {
  describe(`the provider contract: ${name}`, () => {
    it('checks its connection', async () => {
      const provider = await makeProvider();
      expect((await provider.checkConnection()).succeeded).toBe(true);
    });

    it('accepts valid writes whole, in order, under the request id', async () => {
      const provider = await makeProvider();
      const accepted = async (outcome: Promise<unknown>, codes: string[]) => {
        const settled = (await outcome) as {
          status: string;
          accepted: string[];
          refusals: unknown[];
        };
        expect(settled).toMatchObject({ status: 'completed', accepted: codes, refusals: [] });
      };
      await accepted(provider.upsertVendors(call(), [{ vendorCode: 'V1', name: '山田商事' }]), [
        'V1',
      ]);
      await accepted(
        provider.upsertProducts(call(), [{ productCode: 'P1', name: 'A', salesStatus: '販売中' }]),
        ['P1'],
      );
      const mapping = { shopCode: 'SHOP', shopSkuCode: 'SKU1', productCode: 'P1' };
      await accepted(provider.createSkuMappings(call(), [mapping]), ['SKU1']);
      await accepted(
        provider.deleteSkuMappings(call(), [{ shopCode: 'SHOP', shopSkuCode: 'SKU1' }]),
        ['SKU1'],
      );
      const lines = [{ lineNumber: 1, productCode: 'P1', quantity: 3 }];
      const schedule = {
        scheduleNumber: 'IN1',
        vendorCode: 'V1',
        scheduledDate: '2026-12-01',
        lines,
      };
      await accepted(provider.createInboundSchedules(call(), [schedule]), ['IN1']);
      await accepted(provider.cancelInbound(call(), [{ scheduleNumber: 'IN1' }]), ['IN1']);
      const instruction = { instructionNumber: 'S1', orderNumber: 'O1', recipient, lines };
      await accepted(provider.createShippingInstructions(call(), [instruction]), ['S1']);
      await accepted(provider.suspendShipping(call(), ['S1']), ['S1']);
      await accepted(provider.cancelShipping(call(), ['S1']), ['S1']);
    });

    it('answers every search with a page the contract accepts', async () => {
      const provider = await makeProvider();
      const searches = [
        ['vendor_search', provider.searchVendors(call())],
        ['product_search', provider.searchProducts(call())],
        ['inbound_status_search', provider.searchInboundStatuses(call())],
        ['inbound_result_search', provider.searchInboundResults(call())],
        ['shipping_status_search', provider.searchShippingStatuses(call())],
        ['shipment_search', provider.searchShipments(call())],
        ['shipping_ng_search', provider.searchShippingNg(call())],
        ['inventory_search', provider.searchInventory(call())],
        ['inventory_diff_search', provider.searchInventoryDiffs(call())],
        ['customer_return_search', provider.searchCustomerReturns(call())],
      ] as const;
      for (const [operation, page] of searches) {
        expect(OPERATIONS[operation].response.safeParse(await page).success).toBe(true);
      }
    });
  });
}
