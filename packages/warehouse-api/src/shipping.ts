import { z } from 'zod';
import {
  addressSchema,
  batchRequest,
  codeSchema,
  dateSchema,
  pageSchema,
  pagingQueryBy,
  positiveQuantitySchema,
  quantitySchema,
  sinceQuerySchema,
  timestampSchema,
} from './common.ts';
import { CARRIERS } from './inbound.ts';

export const shippingLineSchema = z.object({
  lineNumber: z.number().int().min(1),
  productCode: codeSchema,
  quantity: positiveQuantitySchema,
});

/** 出荷指示: one parcel for one order. */
export const shippingInstructionSchema = z.object({
  instructionNumber: codeSchema,
  orderNumber: codeSchema,
  shopCode: z.string().nullable().optional(),
  recipient: addressSchema.extend({ name: z.string(), nameKana: z.string().nullable().optional() }),
  deliveryDate: dateSchema.nullable().optional(),
  deliveryTimeSlot: z.string().nullable().optional(),
  lines: z.array(shippingLineSchema).min(1).max(1000),
});
export type ShippingInstruction = z.infer<typeof shippingInstructionSchema>;
export const shippingInstructionCreateRequestSchema = batchRequest(
  'instructions',
  shippingInstructionSchema,
  500,
);
export type ShippingInstructionCreateRequest = z.infer<
  typeof shippingInstructionCreateRequestSchema
>;

/** Cancel (refused once 出荷作業中) or suspend (出荷保留) instructions by number. */
export const instructionNumbersRequestSchema = batchRequest('instructionNumbers', codeSchema, 500);
export type InstructionNumbersRequest = z.infer<typeof instructionNumbersRequestSchema>;

export const SHIPPING_STATUSES = [
  '受付済',
  '出荷作業中',
  '出荷済',
  '出荷保留',
  '出荷不可',
  'キャンセル',
] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];
export const shippingStatusRowSchema = z.object({
  instructionNumber: z.string(),
  /** The warehouse's own id of the instruction, as answered when it was accepted (`ref`). */
  instructionRef: z.string(),
  orderNumber: z.string(),
  status: z.enum(SHIPPING_STATUSES),
  updatedAt: timestampSchema,
});
export type ShippingStatusRow = z.infer<typeof shippingStatusRowSchema>;
export const shippingStatusQuerySchema = pagingQueryBy('instructionNumber');
export type ShippingStatusQuery = z.input<typeof shippingStatusQuerySchema>;
export const shippingStatusPageSchema = pageSchema(shippingStatusRowSchema);

/** 出荷実績: a shipped parcel with its carrier and tracking number (お荷物伝票番号). */
export const shipmentRowSchema = z.object({
  instructionNumber: z.string(),
  instructionRef: z.string(),
  orderNumber: z.string(),
  shippedOn: dateSchema,
  carrier: z.enum(CARRIERS),
  trackingNumber: z.string(),
  shippedAt: timestampSchema,
  lines: z.array(
    z.object({
      lineNumber: z.number().int().min(1),
      productCode: z.string(),
      quantity: quantitySchema,
    }),
  ),
});
export type ShipmentRow = z.infer<typeof shipmentRowSchema>;
export const shipmentQuerySchema = sinceQuerySchema;
export type ShipmentQuery = z.input<typeof shipmentQuerySchema>;
export const shipmentPageSchema = pageSchema(shipmentRowSchema);

/** 出荷不可理由. */
export const SHIPPING_NG_REASONS = ['在庫不足', '住所不備', '商品未登録'] as const;
export type ShippingNgReason = (typeof SHIPPING_NG_REASONS)[number];
export const shippingNgRowSchema = z.object({
  instructionNumber: z.string(),
  instructionRef: z.string(),
  orderNumber: z.string(),
  reason: z.enum(SHIPPING_NG_REASONS),
  detail: z.string(),
  reportedAt: timestampSchema,
  lines: z.array(
    z.object({
      lineNumber: z.number().int().min(1),
      productCode: z.string(),
      quantity: quantitySchema,
      /** What the warehouse could ship of the line (its stock), for 在庫不足. */
      shippableQuantity: quantitySchema,
    }),
  ),
});
export type ShippingNgRow = z.infer<typeof shippingNgRowSchema>;
export const shippingNgQuerySchema = sinceQuerySchema;
export type ShippingNgQuery = z.input<typeof shippingNgQuerySchema>;
export const shippingNgPageSchema = pageSchema(shippingNgRowSchema);
