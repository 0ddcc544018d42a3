import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf, pageSchema, recordStamps } from '../contracts/page.ts';
import { processSchema } from '../processes/process-contract.ts';
import {
  INBOUND_CARRIERS,
  INBOUND_KIND_VALUES,
  INBOUND_STATUS_VALUES,
  RETURN_CONDITION_VALUES,
  RETURN_REASONS,
} from '../labels/inbound.ts';

/** The inbound API (入荷業務); request bodies are in the *-schema.ts files beside. */
export const receivingScheduleEndpoints = {
  search: endpoint('POST', '/api/receiving_schedules/search'),
  export: endpoint('POST', '/api/receiving_schedules/export'),
  show: endpoint('GET', '/api/receiving_schedules/show/:id'),
  store: endpoint('POST', '/api/receiving_schedules/store'),
  update: endpoint('PUT', '/api/receiving_schedules/update/:id'),
  cancel: endpoint('POST', '/api/receiving_schedules/cancel/:id'),
  receive: endpoint('POST', '/api/receiving_schedules/receive/:id'),
  send: endpoint('POST', '/api/receiving_schedules/send/:id'),
  fetchResults: endpoint('POST', '/api/receiving_schedules/fetch_results/:id'),
} as const;

export const customerReturnEndpoints = {
  search: endpoint('POST', '/api/customer_returns/search'),
  export: endpoint('POST', '/api/customer_returns/export'),
  show: endpoint('GET', '/api/customer_returns/show/:id'),
  store: endpoint('POST', '/api/customer_returns/store'),
  fetch: endpoint('POST', '/api/customer_returns/fetch'),
} as const;

const text = () => z.string().nullable();
const qty = () => z.number().int();

/** A schedule as the list shows it: header and totals over its live lines. */
export const receivingScheduleSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INBOUND_KIND_VALUES),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  warehouseIsOwn: z.boolean(),
  vendorId: z.number().int().nullable(),
  vendorName: text(),
  supplierId: z.number().int().nullable(),
  supplierName: text(),
  scheduledDate: z.string(),
  carrier: z.enum(INBOUND_CARRIERS).nullable(),
  parcelCount: z.number().int().nullable(),
  note: text(),
  status: z.enum(INBOUND_STATUS_VALUES),
  syncMessage: text(),
  cancelReason: text(),
  lineCount: qty(),
  scheduledTotal: qty(),
  receivedTotal: qty(),
  nonSellableTotal: qty(),
  ...recordStamps,
});
export type ReceivingScheduleDto = z.infer<typeof receivingScheduleSchema>;

export const receivingScheduleLineSchema = z.object({
  id: z.number().int(),
  lineNumber: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  janCode: text(),
  scheduledQty: qty(),
  receivedQty: qty(),
  nonSellableQty: qty(),
  cancelled: z.boolean(),
  cancelReason: text(),
  /** Where an own warehouse puts the product away: its default shelf there (標準棚番), if any. */
  defaultLocationCode: text(),
  /** ロット管理: the receipt form asks ロット番号 and 賞味期限 for this line (decision 065). */
  lotManaged: z.boolean(),
});
export type ReceivingScheduleLineDto = z.infer<typeof receivingScheduleLineSchema>;

export const receiptSchema = z.object({
  id: z.number().int(),
  lineId: z.number().int(),
  lineNumber: z.number().int(),
  productCode: z.string(),
  source: z.enum(['manual', 'warehouse']),
  sourceRef: z.string(),
  receivedQty: qty(),
  nonSellableQty: qty(),
  receivedAt: z.string(),
  userName: text(),
  lotNo: text(),
  expiresOn: text(),
});
export type ReceiptDto = z.infer<typeof receiptSchema>;

export const receivingScheduleDetailSchema = receivingScheduleSchema.extend({
  lines: z.array(receivingScheduleLineSchema),
  receipts: z.array(receiptSchema),
});
export type ReceivingScheduleDetailDto = z.infer<typeof receivingScheduleDetailSchema>;

export const customerReturnLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  /** The shipped order line it returns (decision 064); null on a free-text return. */
  orderLineId: z.number().int().nullable(),
  quantity: qty(),
  condition: z.enum(RETURN_CONDITION_VALUES),
});

export const customerReturnSchema = z.object({
  id: z.number().int(),
  returnNumber: z.string(),
  /** The order it was registered from (a link); null: 注文なし (free text, or the warehouse's). */
  orderId: z.number().int().nullable(),
  orderNumber: text(),
  shopId: z.number().int().nullable(),
  shopName: text(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  returnedAt: z.string(),
  reason: z.enum(RETURN_REASONS),
  source: z.enum(['manual', 'warehouse']),
  note: text(),
  goodTotal: qty(),
  defectiveTotal: qty(),
  lines: z.array(customerReturnLineSchema),
  createdAt: z.string(),
});
export type CustomerReturnDto = z.infer<typeof customerReturnSchema>;

export const receivingScheduleResponses = {
  search: dataOf(pageSchema(receivingScheduleSchema)),
  show: dataOf(receivingScheduleDetailSchema),
  store: dataOf(receivingScheduleDetailSchema),
  update: dataOf(receivingScheduleDetailSchema),
  cancel: dataOf(receivingScheduleDetailSchema),
  receive: dataOf(receivingScheduleDetailSchema),
  send: dataOf(processSchema),
  fetchResults: dataOf(processSchema),
};

export const customerReturnResponses = {
  search: dataOf(pageSchema(customerReturnSchema)),
  show: dataOf(customerReturnSchema),
  store: dataOf(customerReturnSchema),
  fetch: dataOf(processSchema),
};
