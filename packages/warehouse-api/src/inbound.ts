import { z } from 'zod';
import {
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

export const INBOUND_KINDS = ['通常', '返品', '在庫移動'] as const;
export const CARRIERS = [
  '佐川急便',
  'ヤマト運輸',
  '日本郵便',
  '西濃運輸',
  '福山通運',
  'その他',
] as const;

export const inboundLineSchema = z.object({
  lineNumber: z.number().int().min(1),
  productCode: codeSchema,
  quantity: positiveQuantitySchema,
});

/** 入荷予定: what a vendor will deliver, and when. */
export const inboundScheduleSchema = z.object({
  scheduleNumber: codeSchema,
  kind: z.enum(INBOUND_KINDS).default('通常'),
  vendorCode: codeSchema,
  scheduledDate: dateSchema,
  carrier: z.enum(CARRIERS).nullable().optional(),
  parcelCount: z.number().int().min(1).nullable().optional(),
  note: z.string().max(1000).nullable().optional(),
  lines: z.array(inboundLineSchema).min(1).max(1000),
});
export type InboundSchedule = z.input<typeof inboundScheduleSchema>;
export const inboundScheduleCreateRequestSchema = batchRequest(
  'schedules',
  inboundScheduleSchema,
  200,
);
export type InboundScheduleCreateRequest = z.input<typeof inboundScheduleCreateRequestSchema>;

/** Cancel a whole schedule, or only some of its lines; refused once receiving started. */
export const inboundCancelRequestSchema = z.object({
  cancellations: z
    .array(
      z.object({
        scheduleNumber: codeSchema,
        lineNumbers: z.array(z.number().int().min(1)).optional(),
        reason: z.string().max(500).nullable().optional(),
      }),
    )
    .min(1)
    .max(200),
});
export type InboundCancelRequest = z.infer<typeof inboundCancelRequestSchema>;

/** The warehouse's view of a schedule. */
export const INBOUND_STATUSES = ['入荷待ち', '一部入荷', '入荷完了', 'キャンセル'] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];
export const inboundStatusRowSchema = z.object({
  scheduleNumber: z.string(),
  /** The warehouse's own id of the schedule, as answered when it was accepted (`ref`). */
  scheduleRef: z.string(),
  status: z.enum(INBOUND_STATUSES),
  updatedAt: timestampSchema,
});
export type InboundStatusRow = z.infer<typeof inboundStatusRowSchema>;
export const inboundStatusQuerySchema = pagingQueryBy('scheduleNumber');
export type InboundStatusQuery = z.input<typeof inboundStatusQuerySchema>;
export const inboundStatusPageSchema = pageSchema(inboundStatusRowSchema);

/** The longest lot number (ロット番号) the contract carries. */
export const LOT_NUMBER_MAX = 50;

/**
 * One receipt (入荷実績): per line, what arrived sellable and what was damaged; for a lot-managed
 * product (`lotManaged` on its master) the lot number and 賞味期限 of what arrived, when known.
 */
export const inboundResultRowSchema = z.object({
  resultId: z.string(),
  scheduleNumber: z.string(),
  scheduleRef: z.string(),
  receivedAt: timestampSchema,
  lines: z.array(
    z.object({
      lineNumber: z.number().int().min(1),
      productCode: z.string(),
      receivedQuantity: quantitySchema,
      nonSellableQuantity: quantitySchema,
      lotNumber: z.string().min(1).max(LOT_NUMBER_MAX).nullable().optional(),
      expiryDate: dateSchema.nullable().optional(),
    }),
  ),
});
export type InboundResultRow = z.infer<typeof inboundResultRowSchema>;
export const inboundResultQuerySchema = sinceQuerySchema;
export type InboundResultQuery = z.input<typeof inboundResultQuerySchema>;
export const inboundResultPageSchema = pageSchema(inboundResultRowSchema);
