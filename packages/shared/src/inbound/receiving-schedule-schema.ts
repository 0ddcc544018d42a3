import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { isPastDay } from '../dates/business-dates.ts';
import { STOCK_MESSAGES } from '../stocks/stock-messages.ts';
import {
  INBOUND_CARRIERS,
  INBOUND_KIND_VALUES,
  INBOUND_MESSAGES as M,
  INBOUND_STATUS_VALUES,
} from '../labels/inbound.ts';
import {
  blankToNull,
  optionalDate,
  optionalRecordId,
  optionalString,
  requiredBoolean,
  requiredDate,
  requiredEnum,
  requiredInteger,
  requiredString,
  withLoadedVersion,
} from '../validation/fields.ts';
import { oneLinePerProduct } from '../validation/line-rules.ts';

/** Pieces of one line: whole, from 1 (scheduled) or 0 (received) to a bound int4 keeps. */
export const INBOUND_QTY_MAX = 99_999_999;
export const INBOUND_LINES_MAX = 1000;
export const INBOUND_NOTE_MAX = 1000;
export const CANCEL_REASON_MAX = 500;
export const LOT_NO_MAX = 50;
const id = () => requiredInteger({ min: 1 });
const optionalId = () => blankToNull(id()).optional();

export const receivingScheduleLineInputSchema = z.object({
  productId: id(),
  scheduledQty: requiredInteger({ min: 1, max: INBOUND_QTY_MAX }),
});
export type ReceivingScheduleLineInput = z.input<typeof receivingScheduleLineInputSchema>;

const lines = z
  .array(receivingScheduleLineInputSchema)
  .min(1, M.noLines)
  .max(INBOUND_LINES_MAX)
  .superRefine(oneLinePerProduct('productId', M.duplicateProduct));

/** /receiving_schedules/register and /{id}/edit: the header and its lines. */
export const receivingScheduleFormSchema = z.object({
  kind: requiredEnum(INBOUND_KIND_VALUES).default('normal'),
  warehouseId: id(),
  vendorId: optionalRecordId().optional(),
  supplierId: optionalRecordId().optional(),
  // Spec §9: a past-day check compares against tomorrow (today counts as past).
  scheduledDate: requiredDate().refine((day) => !isPastDay(day), { message: M.pastDay }),
  carrier: blankToNull(requiredEnum(INBOUND_CARRIERS)).optional(),
  parcelCount: blankToNull(requiredInteger({ min: 1, max: 9999 })).optional(),
  note: optionalString(INBOUND_NOTE_MAX, { multiline: true }),
  lines,
});
export type ReceivingScheduleFormInput = z.input<typeof receivingScheduleFormSchema>;
export type ReceivingScheduleFormValues = z.output<typeof receivingScheduleFormSchema>;

export const receivingScheduleUpdateSchema = withLoadedVersion(receivingScheduleFormSchema);
export type ReceivingScheduleUpdateValues = z.output<typeof receivingScheduleUpdateSchema>;

export const RECEIVING_SCHEDULE_SORT_FIELDS = [
  'scheduled_date',
  'number',
  'status',
  'updated_at',
] as const;

/** The list's filters; the date range defaults (on the page) to today … +30 days. */
export const receivingScheduleSearchSchema = z.object({
  ...searchBodyShape(RECEIVING_SCHEDULE_SORT_FIELDS, 'scheduled_date'),
  number: blankToNull(optionalString(50)).optional(),
  warehouseId: optionalId(),
  vendorId: optionalId(),
  supplierId: optionalId(),
  status: blankToNull(requiredEnum(INBOUND_STATUS_VALUES)).optional(),
  dateFrom: optionalDate().optional(),
  dateTo: optionalDate().optional(),
  productCode: blankToNull(optionalString(50)).optional(),
});
export type ReceivingScheduleSearchInput = z.input<typeof receivingScheduleSearchSchema>;
export type ReceivingScheduleSearch = z.output<typeof receivingScheduleSearchSchema>;
export const receivingScheduleExportSchema = csvExportSchema(receivingScheduleSearchSchema);

/** キャンセル: the whole schedule, or only `lineIds`; a reason is required. */
export const receivingScheduleCancelSchema = z.object({
  reason: requiredString(CANCEL_REASON_MAX, { multiline: true }),
  lineIds: z.array(id()).min(1).max(INBOUND_LINES_MAX).optional(),
  version: requiredInteger({ min: 1 }),
});
export type ReceivingScheduleCancelValues = z.output<typeof receivingScheduleCancelSchema>;

/** 入荷登録 (own warehouse): a receipt per line; over the plan only when confirmed. */
export const receivingScheduleReceiveSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: id(),
        receivedQty: requiredInteger({ min: 0, max: INBOUND_QTY_MAX }),
        nonSellableQty: requiredInteger({ min: 0, max: INBOUND_QTY_MAX }).default(0),
        // ロット番号 and 賞味期限: required for a ロット管理 product, refused for others (decision 065).
        lotNo: optionalString(LOT_NO_MAX).optional(),
        expiresOn: optionalDate().optional(),
        // 棚番 to put away to (own warehouses, decision 066); none: the product's 標準棚番.
        locationId: optionalId(),
      }),
    )
    .min(1)
    .max(INBOUND_LINES_MAX),
  confirmOverReceipt: requiredBoolean().default(false),
  version: requiredInteger({ min: 1 }),
});
export type ReceivingScheduleReceiveInput = z.input<typeof receivingScheduleReceiveSchema>;
export type ReceivingScheduleReceiveValues = z.output<typeof receivingScheduleReceiveSchema>;

/**
 * One lot of a ロット管理 line in the receipt form (a line may take several): the same rule and
 * messages the server's receipt applies to such a line (decision 065), checked on blur.
 */
export const receiptLotSchema = z.object({
  lotNo: optionalString(LOT_NO_MAX).refine((lotNo) => lotNo !== null, {
    message: STOCK_MESSAGES.lotRequired,
  }),
  expiresOn: optionalDate().refine((day) => day !== null, {
    message: STOCK_MESSAGES.expiryRequired,
  }),
  receivedQty: requiredInteger({ min: 0, max: INBOUND_QTY_MAX }),
});
export type ReceiptLotInput = z.input<typeof receiptLotSchema>;
