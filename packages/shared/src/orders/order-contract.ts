import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { CSV_ENCODINGS } from '../contracts/csv-export.ts';
import { dataOf, pageSchema, recordStamps } from '../contracts/page.ts';
import {
  COOL_TYPE_VALUES,
  DELIVERY_CARRIER_VALUES,
  DELIVERY_METHOD_VALUES,
} from '../labels/fulfilment.ts';
import {
  ALLOCATION_METHOD_VALUES,
  ALLOCATION_PRIORITY_VALUES,
  ORDER_SOURCE_VALUES,
  ORDER_STATUS_VALUES,
} from '../labels/outbound.ts';
import { RETURN_CONDITION_VALUES, RETURN_REASONS } from '../labels/inbound.ts';
import { PRODUCT_IMPORT_ENCODINGS } from '../products/product-import-contract.ts';
import { queryInteger, requiredEnum } from '../validation/fields.ts';
import {
  MALL_CANCEL_OUTCOME_VALUES,
  MALL_SKIP_REASON_VALUES,
  ORDER_FILE_FORMAT_VALUES,
} from './order-file-formats.ts';

/** The orders API (受注): intake (API, CSV, demo) and the reads of 引当管理. */
export const orderEndpoints = {
  search: endpoint('POST', '/api/orders/search'),
  counts: endpoint('POST', '/api/orders/counts'),
  show: endpoint('GET', '/api/orders/show/:id'),
  // The spec's path for integrators (spec §2, issue 13).
  store: endpoint('POST', '/api/orders/store'),
  csvImport: endpoint('POST', '/api/orders/csv_import'),
  csvTemplate: endpoint('GET', '/api/orders/csv_import/template'),
  demo: endpoint('POST', '/api/orders/demo'),
  // 受注登録 and 受注編集 (引当管理's form).
  entry: endpoint('POST', '/api/orders/entry'),
  update: endpoint('PUT', '/api/orders/:id'),
} as const;

const text = () => z.string().nullable();
const qty = () => z.number().int();

/** An order as 引当管理 lists it: header and totals over its lines. */
export const orderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  shopId: z.number().int(),
  shopCode: z.string(),
  shopName: z.string(),
  orderedAt: z.string(),
  source: z.enum(ORDER_SOURCE_VALUES),
  recipientName: z.string(),
  prefecture: z.string(),
  postalMismatch: z.boolean(),
  deliveryDate: text(),
  deliveryTimeSlot: text(),
  deliveryMethod: z.enum(DELIVERY_METHOD_VALUES).nullable(),
  deliveryCarrier: z.enum(DELIVERY_CARRIER_VALUES).nullable(),
  status: z.enum(ORDER_STATUS_VALUES),
  allocationNote: text(),
  lineCount: qty(),
  quantityTotal: qty(),
  allocatedTotal: qty(),
  shippedTotal: qty(),
  amountTotal: z.number().int(),
  shippedOn: text(),
  carrier: text(),
  trackingNumber: text(),
  /** The warehouses its live allocation sits in: where a 出荷指示 would go (named in its confirmation). */
  warehouseNames: z.array(z.string()),
  /** 同梱候補: another order of the shop to the same recipient, neither instructed yet. */
  mergeCandidate: z.boolean(),
  /** 同梱: the order numbers it ships with in one parcel (empty when it ships alone). */
  mergedWith: z.array(z.string()),
  ...recordStamps,
});
export type OrderDto = z.infer<typeof orderSchema>;

export const orderLineSchema = z.object({
  id: z.number().int(),
  lineNumber: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  quantity: qty(),
  unitPrice: z.number().int(),
  allocatedQty: qty(),
  shippedQty: qty(),
  /** Pieces cancelled as the line's rest (残数キャンセル), with the reason given. */
  cancelledQty: qty(),
  cancelReason: text(),
  /** Pieces still owed and not allocated: 再引当待ち. */
  backorderedQty: qty(),
  /** Pieces returned through returns bound to the line (decision 064). */
  returnedQty: qty(),
  cancelled: z.boolean(),
});
export type OrderLineDto = z.infer<typeof orderLineSchema>;

/** One allocation decision: where, how many, by which rule, and why in words. */
export const orderAllocationSchema = z.object({
  id: z.number().int(),
  orderLineId: z.number().int(),
  lineNumber: z.number().int(),
  productCode: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  quantity: qty(),
  method: z.enum(ALLOCATION_METHOD_VALUES),
  priority: z.enum(ALLOCATION_PRIORITY_VALUES),
  rank: z.number().int(),
  reason: z.string(),
  state: z.enum(['active', 'released', 'shipped']),
  createdAt: z.string(),
  endedAt: text(),
});
export type OrderAllocationDto = z.infer<typeof orderAllocationSchema>;

/** A return registered from the order, with its lines (decision 064). */
export const orderReturnSchema = z.object({
  id: z.number().int(),
  returnNumber: z.string(),
  returnedAt: z.string(),
  reason: z.enum(RETURN_REASONS),
  warehouseName: z.string(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      lineNumber: z.number().int().nullable(),
      productCode: z.string(),
      productName: z.string(),
      quantity: qty(),
      condition: z.enum(RETURN_CONDITION_VALUES),
    }),
  ),
});
export type OrderReturnDto = z.infer<typeof orderReturnSchema>;

/** The other shipment of a split order (分割, decision 072). */
export const splitShipmentSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
});
export type SplitShipmentDto = z.infer<typeof splitShipmentSchema>;

export const orderDetailSchema = orderSchema.extend({
  recipientKana: text(),
  postalCode: z.string(),
  city: z.string(),
  town: text(),
  building: text(),
  phone: z.string(),
  coolType: z.enum(COOL_TYPE_VALUES),
  codAmount: z.number().int().nullable(),
  gift: z.boolean(),
  deliveryNote: text(),
  shippingFee: z.number().int(),
  codFee: z.number().int(),
  note: text(),
  lines: z.array(orderLineSchema),
  allocations: z.array(orderAllocationSchema),
  returns: z.array(orderReturnSchema),
  /** 分割: the order this second shipment was split from, or null. */
  splitFrom: splitShipmentSchema.nullable(),
  /** 分割: the second shipment split from this order, or null. */
  splitInto: splitShipmentSchema.nullable(),
});
export type OrderDetailDto = z.infer<typeof orderDetailSchema>;

/** Orders per status under the list's filters (the status filter itself aside): the tabs' counts. */
// Each status is a value, not a key: keys are case-converted on the way (on_hold → onHold).
export const orderCountsSchema = z.object({
  counts: z.array(z.object({ status: z.enum(ORDER_STATUS_VALUES), count: z.number().int() })),
  total: z.number().int(),
});
export type OrderCountsDto = z.infer<typeof orderCountsSchema>;

/** An intake's answer: each order stored now (created) or found stored with the same content. */
export const orderIntakeSchema = z.object({
  created: z.number().int(),
  existing: z.number().int(),
  orders: z.array(
    z.object({
      id: z.number().int(),
      shopId: z.number().int(),
      orderNumber: z.string(),
      status: z.enum(ORDER_STATUS_VALUES),
      created: z.boolean(),
    }),
  ),
});
export type OrderIntakeDto = z.infer<typeof orderIntakeSchema>;

/** 受注CSV取込's answer: the intake, and a mall file's orders its own status kept out (decision 061). */
export const orderFileImportSchema = orderIntakeSchema.extend({
  skipped: z.array(
    z.object({
      line: z.number().int(),
      orderNumber: z.string(),
      reason: z.enum(MALL_SKIP_REASON_VALUES),
      /** Set when the order was imported earlier: what the later cancellation did to it. */
      earlier: z.enum(MALL_CANCEL_OUTCOME_VALUES).optional(),
    }),
  ),
});
export type OrderFileImportDto = z.infer<typeof orderFileImportSchema>;
export type MallSkippedOrder = OrderFileImportDto['skipped'][number];

export const orderCsvQuerySchema = z.object({
  encoding: requiredEnum(PRODUCT_IMPORT_ENCODINGS).default('auto'),
  /** Our layout, or a mall's own download read into the same intake (decision 061). */
  format: requiredEnum(ORDER_FILE_FORMAT_VALUES).default('own'),
  /** The shop a mall's file is imported for (a mall file names no shop of ours). */
  shopId: queryInteger({ min: 1 }).optional(),
});
export const orderTemplateQuerySchema = z.object({
  encoding: requiredEnum(CSV_ENCODINGS).default('utf8'),
});

/** One CSV line's errors, keyed by the column's header (spec §8, the 行目 shape). */
export type OrderCsvLineError = { 行目: number; エラー: Record<string, string[]> };

export const orderResponses = {
  search: dataOf(pageSchema(orderSchema)),
  counts: dataOf(orderCountsSchema),
  show: dataOf(orderDetailSchema),
  store: dataOf(orderIntakeSchema),
  csvImport: dataOf(orderFileImportSchema),
  demo: dataOf(orderIntakeSchema),
};
