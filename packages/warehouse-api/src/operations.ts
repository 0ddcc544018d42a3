import type { z } from 'zod';
import { pingResponseSchema, requestResultSchema } from './common.ts';
import {
  inboundCancelRequestSchema,
  inboundResultPageSchema,
  inboundResultQuerySchema,
  inboundScheduleCreateRequestSchema,
  inboundStatusPageSchema,
  inboundStatusQuerySchema,
} from './inbound.ts';
import {
  customerReturnPageSchema,
  customerReturnQuerySchema,
  inventoryDiffPageSchema,
  inventoryDiffQuerySchema,
  inventoryPageSchema,
  inventoryQuerySchema,
} from './inventory.ts';
import {
  productPageSchema,
  productSearchQuerySchema,
  productUpsertRequestSchema,
  skuMappingCreateRequestSchema,
  skuMappingDeleteRequestSchema,
  vendorPageSchema,
  vendorSearchQuerySchema,
  vendorUpsertRequestSchema,
} from './masters.ts';
import {
  instructionNumbersRequestSchema,
  shipmentPageSchema,
  shipmentQuerySchema,
  shippingInstructionCreateRequestSchema,
  shippingNgPageSchema,
  shippingNgQuerySchema,
  shippingStatusPageSchema,
  shippingStatusQuerySchema,
} from './shipping.ts';

/** A write: POST with a JSON body and X-Request-Id; answered 202 with a RequestResult. */
export type WriteOperation = {
  kind: 'write';
  method: 'POST';
  path: string;
  summary: string;
  body: z.ZodType;
  response: typeof requestResultSchema;
};
/** A read: GET with query parameters; answered 200 with a page (or the ping). */
export type ReadOperation = {
  kind: 'read';
  method: 'GET';
  path: string;
  summary: string;
  query: z.ZodType | null;
  response: z.ZodType;
};

const write = (path: string, summary: string, body: z.ZodType): WriteOperation => ({
  kind: 'write',
  method: 'POST',
  path,
  summary,
  body,
  response: requestResultSchema,
});
const read = <R extends z.ZodType>(
  path: string,
  summary: string,
  query: z.ZodType | null,
  response: R,
): ReadOperation & { response: R } => ({
  kind: 'read',
  method: 'GET',
  path,
  summary,
  query,
  response,
});

/** Every operation of the contract, by name (the name is also the fault-injection key). */
export const OPERATIONS = {
  ping: read('/v1/ping', '接続確認', null, pingResponseSchema),
  vendor_upsert: write('/v1/vendors', 'ベンダー登録・更新', vendorUpsertRequestSchema),
  vendor_search: read('/v1/vendors', 'ベンダー検索', vendorSearchQuerySchema, vendorPageSchema),
  product_upsert: write('/v1/products', '商品登録・更新', productUpsertRequestSchema),
  product_search: read('/v1/products', '商品検索', productSearchQuerySchema, productPageSchema),
  sku_mapping_create: write('/v1/sku-mappings', 'SKUマッピング登録', skuMappingCreateRequestSchema),
  sku_mapping_delete: write(
    '/v1/sku-mappings/delete',
    'SKUマッピング削除',
    skuMappingDeleteRequestSchema,
  ),
  inbound_schedule_create: write(
    '/v1/inbound-schedules',
    '入荷予定登録',
    inboundScheduleCreateRequestSchema,
  ),
  inbound_cancel: write(
    '/v1/inbound-schedules/cancel',
    '入荷予定キャンセル',
    inboundCancelRequestSchema,
  ),
  inbound_status_search: read(
    '/v1/inbound-schedules/statuses',
    '入荷ステータス検索',
    inboundStatusQuerySchema,
    inboundStatusPageSchema,
  ),
  inbound_result_search: read(
    '/v1/inbound-results',
    '入荷実績検索',
    inboundResultQuerySchema,
    inboundResultPageSchema,
  ),
  shipping_instruction_create: write(
    '/v1/shipping-instructions',
    '出荷指示登録',
    shippingInstructionCreateRequestSchema,
  ),
  shipping_cancel: write(
    '/v1/shipping-instructions/cancel',
    '出荷キャンセル',
    instructionNumbersRequestSchema,
  ),
  shipping_suspend: write(
    '/v1/shipping-instructions/suspend',
    '出荷保留',
    instructionNumbersRequestSchema,
  ),
  shipping_status_search: read(
    '/v1/shipping-instructions/statuses',
    '出荷ステータス検索',
    shippingStatusQuerySchema,
    shippingStatusPageSchema,
  ),
  shipment_search: read('/v1/shipments', '出荷実績検索', shipmentQuerySchema, shipmentPageSchema),
  shipping_ng_search: read(
    '/v1/shipping-ng',
    '出荷不可検索',
    shippingNgQuerySchema,
    shippingNgPageSchema,
  ),
  inventory_search: read('/v1/inventory', '在庫検索', inventoryQuerySchema, inventoryPageSchema),
  inventory_diff_search: read(
    '/v1/inventory/diffs',
    '在庫差異検索',
    inventoryDiffQuerySchema,
    inventoryDiffPageSchema,
  ),
  customer_return_search: read(
    '/v1/customer-returns',
    '返品実績検索',
    customerReturnQuerySchema,
    customerReturnPageSchema,
  ),
  request_result: read('/v1/requests/{requestId}', '依頼結果の取得', null, requestResultSchema),
} as const;

export type OperationName = keyof typeof OPERATIONS;
export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];
export type WriteOperationName = {
  [K in OperationName]: (typeof OPERATIONS)[K] extends WriteOperation ? K : never;
}[OperationName];
