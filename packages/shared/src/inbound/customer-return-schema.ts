import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { RETURN_CONDITION_VALUES, RETURN_REASONS } from '../labels/inbound.ts';
import {
  blankToNull,
  optionalDate,
  optionalRecordId,
  optionalString,
  requiredDate,
  requiredEnum,
  requiredInteger,
} from '../validation/fields.ts';
import {
  INBOUND_LINES_MAX,
  INBOUND_NOTE_MAX,
  INBOUND_QTY_MAX,
} from './receiving-schedule-schema.ts';

const id = () => requiredInteger({ min: 1 });
const optionalId = () => blankToNull(id()).optional();

/**
 * 返品実績の手入力 (own warehouse): the parcel and what came back in which condition. From an
 * order (orderId), every line names the shipped order line it returns (decision 064); without
 * one it is a free-text return (受取拒否 of an unknown parcel).
 */
export const customerReturnFormSchema = z.object({
  orderId: optionalRecordId().optional(),
  orderNumber: optionalString(50),
  shopId: optionalRecordId().optional(),
  warehouseId: id(),
  returnedOn: requiredDate(),
  reason: requiredEnum(RETURN_REASONS),
  note: optionalString(INBOUND_NOTE_MAX, { multiline: true }),
  lines: z
    .array(
      z.object({
        productId: id(),
        orderLineId: optionalRecordId().optional(),
        quantity: requiredInteger({ min: 1, max: INBOUND_QTY_MAX }),
        condition: requiredEnum(RETURN_CONDITION_VALUES),
      }),
    )
    .min(1, '商品を1件以上追加してください')
    .max(INBOUND_LINES_MAX),
});
export type CustomerReturnFormInput = z.input<typeof customerReturnFormSchema>;
export type CustomerReturnFormValues = z.output<typeof customerReturnFormSchema>;

export const CUSTOMER_RETURN_SORT_FIELDS = ['returned_at', 'return_number'] as const;

export const customerReturnSearchSchema = z.object({
  ...searchBodyShape(CUSTOMER_RETURN_SORT_FIELDS, 'returned_at', { defaultDirection: 'desc' }),
  dateFrom: optionalDate().optional(),
  dateTo: optionalDate().optional(),
  shopId: optionalId(),
  warehouseId: optionalId(),
  reason: blankToNull(requiredEnum(RETURN_REASONS)).optional(),
  condition: blankToNull(requiredEnum(RETURN_CONDITION_VALUES)).optional(),
});
export type CustomerReturnSearchInput = z.input<typeof customerReturnSearchSchema>;
export type CustomerReturnSearch = z.output<typeof customerReturnSearchSchema>;
export const customerReturnExportSchema = csvExportSchema(customerReturnSearchSchema);

/** 返品実績検索 from the page: one external warehouse. */
export const customerReturnFetchSchema = z.object({ warehouseId: id() });
