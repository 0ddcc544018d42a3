import {
  OPERATIONS,
  type OperationName,
  type Page,
  type RequestResult,
  type WriteOperationName,
} from '@logi/warehouse-api';
import type { z } from 'zod';
import { createHttpTransport, type HttpTransportOptions } from './http-transport.ts';
import { failureDetail, PROVIDER_MESSAGES, WarehouseApiError } from './warehouse-api-error.ts';
import type { ProviderCall, WarehouseProvider, WriteOutcome } from './warehouse-provider.types.ts';

/** A settled (or still processing) request, in the provider's terms. */
export function toWriteOutcome(result: RequestResult): WriteOutcome {
  return {
    requestId: result.requestId,
    status: result.status === '完了' ? 'completed' : 'processing',
    accepted: result.items.filter((item) => item.result === '成功').map((item) => item.code),
    refusals: result.items
      .filter((item) => item.result === 'エラー')
      .map((item) => ({ 商品コード: item.code, エラー: item.errors })),
    refs: Object.fromEntries(
      result.items.flatMap((item) =>
        item.result === '成功' && item.ref ? [[item.code, item.ref]] : [],
      ),
    ),
  };
}

type ReadName = Exclude<OperationName, WriteOperationName | 'ping' | 'request_result'>;
type RowOf<N extends ReadName> =
  z.infer<(typeof OPERATIONS)[N]['response']> extends Page<infer R> ? R : never;

/** The adapter speaking docs/warehouse-api.md over HTTP (the simulator, later RSL/STOCKCREW). */
export function httpWarehouseProvider(options: HttpTransportOptions): WarehouseProvider {
  const transport = createHttpTransport(options);

  const write = async (name: WriteOperationName, call: ProviderCall, body: unknown) =>
    toWriteOutcome(
      await transport.send({
        method: 'POST',
        path: OPERATIONS[name].path,
        body,
        requestId: call.requestId,
        signal: call.signal,
        response: OPERATIONS[name].response,
      }),
    );

  const search = <N extends ReadName>(name: N, call: ProviderCall, query: object = {}) =>
    transport.send({
      method: 'GET',
      path: OPERATIONS[name].path,
      query: query as Record<string, unknown>,
      requestId: call.requestId,
      signal: call.signal,
      response: OPERATIONS[name].response as unknown as z.ZodType<Page<RowOf<N>>>,
    });

  return {
    kind: 'http',
    async checkConnection(signal) {
      try {
        const ping = await transport.send({
          method: 'GET',
          path: OPERATIONS.ping.path,
          requestId: `ping-${Date.now()}`,
          signal,
          response: OPERATIONS.ping.response,
        });
        return { succeeded: true, message: PROVIDER_MESSAGES.connected(ping.account) };
      } catch (error) {
        if (!(error instanceof WarehouseApiError)) throw error;
        return { succeeded: false, message: error.message, detail: failureDetail(error) };
      }
    },
    upsertVendors: (call, vendors) => write('vendor_upsert', call, { vendors }),
    searchVendors: (call, query) => search('vendor_search', call, query),
    upsertProducts: (call, products) => write('product_upsert', call, { products }),
    searchProducts: (call, query) => search('product_search', call, query),
    createSkuMappings: (call, mappings) => write('sku_mapping_create', call, { mappings }),
    deleteSkuMappings: (call, mappings) => write('sku_mapping_delete', call, { mappings }),
    createInboundSchedules: (call, schedules) =>
      write('inbound_schedule_create', call, { schedules }),
    cancelInbound: (call, cancellations) => write('inbound_cancel', call, { cancellations }),
    searchInboundStatuses: (call, query) => search('inbound_status_search', call, query),
    searchInboundResults: (call, query) => search('inbound_result_search', call, query),
    createShippingInstructions: (call, instructions) =>
      write('shipping_instruction_create', call, { instructions }),
    cancelShipping: (call, instructionNumbers) =>
      write('shipping_cancel', call, { instructionNumbers }),
    suspendShipping: (call, instructionNumbers) =>
      write('shipping_suspend', call, { instructionNumbers }),
    searchShippingStatuses: (call, query) => search('shipping_status_search', call, query),
    searchShipments: (call, query) => search('shipment_search', call, query),
    searchShippingNg: (call, query) => search('shipping_ng_search', call, query),
    searchInventory: (call, query) => search('inventory_search', call, query),
    searchInventoryDiffs: (call, query) => search('inventory_diff_search', call, query),
    searchCustomerReturns: (call, query) => search('customer_return_search', call, query),
    async getRequestResult(call) {
      const result = await transport.send<RequestResult | null>({
        method: 'GET',
        path: OPERATIONS.request_result.path.replace(
          '{requestId}',
          encodeURIComponent(call.requestId),
        ),
        requestId: call.requestId,
        signal: call.signal,
        response: OPERATIONS.request_result.response,
        nullOn: [404],
      });
      return result && toWriteOutcome(result);
    },
  };
}
