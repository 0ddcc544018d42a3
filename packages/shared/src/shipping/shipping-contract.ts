import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf, pageSchema, recordStamps } from '../contracts/page.ts';
import { SHIPPING_INSTRUCTION_STATUS_VALUES } from '../labels/outbound.ts';
import { SHIPPING_NG_REASON_VALUES } from './shipping-schema.ts';

/** The shipping API (出荷指示 on 引当管理, and the 出荷不可リスト). */
export const shippingEndpoints = {
  send: endpoint('POST', '/api/shipping_instructions/send'),
  suspend: endpoint('POST', '/api/shipping_instructions/suspend'),
  cancel: endpoint('POST', '/api/shipping_instructions/cancel'),
  markShipped: endpoint('POST', '/api/shipping_instructions/mark_shipped'),
  fetch: endpoint('POST', '/api/shipping_instructions/fetch'),
  resend: endpoint('POST', '/api/shipping_instructions/resend'),
  resendOne: endpoint('POST', '/api/shipping_instructions/resend/:id'),
  ofOrder: endpoint('GET', '/api/shipping_instructions/order/:id'),
} as const;

export const shippingNgEndpoints = {
  search: endpoint('POST', '/api/shipping_instructions/ng/search'),
  show: endpoint('GET', '/api/shipping_instructions/ng/show/:id'),
  reduce: endpoint('POST', '/api/shipping_instructions/ng/reduce/:id'),
  fixAddress: endpoint('POST', '/api/shipping_instructions/ng/fix_address/:id'),
  cancelLines: endpoint('POST', '/api/shipping_instructions/ng/cancel_lines/:id'),
  cancel: endpoint('POST', '/api/shipping_instructions/ng/cancel/:id'),
} as const;

const text = () => z.string().nullable();
const qty = () => z.number().int();

export const shippingInstructionLineSchema = z.object({
  id: z.number().int(),
  lineNumber: z.number().int(),
  orderLineId: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  quantity: qty(),
  shippableQuantity: qty().nullable(),
});
export type ShippingInstructionLineDto = z.infer<typeof shippingInstructionLineSchema>;

/** One instruction: the warehouse, its status, 出荷予定日 and, once shipped, the parcel. */
export const shippingInstructionSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  warehouseIsOwn: z.boolean(),
  status: z.enum(SHIPPING_INSTRUCTION_STATUS_VALUES),
  shipDate: z.string(),
  shippedOn: text(),
  carrier: text(),
  trackingNumber: text(),
  ngReason: z.enum(SHIPPING_NG_REASON_VALUES).nullable(),
  ngDetail: text(),
  ngReportedAt: text(),
  syncMessage: text(),
  cancelReason: text(),
  ...recordStamps,
  lines: z.array(shippingInstructionLineSchema),
});
export type ShippingInstructionDto = z.infer<typeof shippingInstructionSchema>;

/** An NG instruction as the list and its detail show it: with the recipient to fix. */
export const shippingNgSchema = shippingInstructionSchema.extend({
  shopName: text(),
  recipientName: z.string(),
  postalCode: z.string(),
  prefecture: z.string(),
  city: z.string(),
  town: text(),
  building: text(),
  phone: z.string(),
  postalMismatch: z.boolean(),
});
export type ShippingNgDto = z.infer<typeof shippingNgSchema>;

/** What a bulk action did, in words for the notice. */
export const shippingActionResultSchema = z.object({
  message: z.string(),
  changed: z.number().int(),
  skipped: z.array(z.object({ orderNumber: z.string(), reason: z.string() })),
});
export type ShippingActionResult = z.infer<typeof shippingActionResultSchema>;

export const shippingResponses = {
  action: dataOf(shippingActionResultSchema),
  ofOrder: dataOf(z.array(shippingInstructionSchema)),
} as const;

export const shippingNgResponses = {
  search: dataOf(pageSchema(shippingNgSchema)),
  show: dataOf(shippingNgSchema),
  action: dataOf(shippingActionResultSchema),
} as const;
