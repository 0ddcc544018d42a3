import { z } from 'zod';
import { searchBodyShape } from '../contracts/search-body.ts';
import { INBOUND_CARRIERS } from '../labels/inbound.ts';
import { PREFECTURES } from '../prefectures.ts';
import { ADDRESS_CITY_MAX, ADDRESS_LINE_MAX } from '../validation/address-fields.ts';
import {
  blankToNull,
  optionalDate,
  optionalString,
  requiredDate,
  requiredEnum,
  requiredInteger,
  requiredString,
} from '../validation/fields.ts';
import { PHONE_PATTERN, patternString, POSTAL_CODE_PATTERN } from '../validation/patterns.ts';
import { SHIPPING_MESSAGES } from './shipping-messages.ts';

/** The warehouse's 出荷不可理由 (packages/warehouse-api agrees). */
export const SHIPPING_NG_REASON_VALUES = ['在庫不足', '住所不備', '商品未登録'] as const;
export type ShippingNgReasonValue = (typeof SHIPPING_NG_REASON_VALUES)[number];

export const SHIPPING_ORDERS_MAX = 500;
export const SHIPPING_REASON_MAX = 500;
export const TRACKING_NUMBER_MAX = 50;
const id = () => requiredInteger({ min: 1 });
const version = () => requiredInteger({ min: 1 });

/** 出荷指示 / 出荷保留 on the checked orders. */
export const shippingOrdersSchema = z.object({
  orderIds: z.array(id()).min(1).max(SHIPPING_ORDERS_MAX),
});
export type ShippingOrdersValues = z.output<typeof shippingOrdersSchema>;

/** キャンセル of the checked orders, with a reason. */
export const shippingCancelSchema = shippingOrdersSchema.extend({
  reason: requiredString(SHIPPING_REASON_MAX),
});
export type ShippingCancelValues = z.output<typeof shippingCancelSchema>;

/** 出荷済にする (own warehouse): one order, its 配送業者, お荷物伝票番号 and 出荷日. */
export const markShippedSchema = z.object({
  orderId: id(),
  carrier: requiredEnum(INBOUND_CARRIERS),
  trackingNumber: requiredString(TRACKING_NUMBER_MAX),
  shippedOn: requiredDate(),
});
export type MarkShippedInput = z.input<typeof markShippedSchema>;
export type MarkShippedValues = z.output<typeof markShippedSchema>;

export const SHIPPING_NG_SORT_FIELDS = ['reported_at', 'number', 'ship_date'] as const;

/** 出荷不可リスト's filters. */
export const shippingNgSearchSchema = z.object({
  ...searchBodyShape(SHIPPING_NG_SORT_FIELDS, 'reported_at', { defaultDirection: 'desc' }),
  reason: blankToNull(requiredEnum(SHIPPING_NG_REASON_VALUES)).optional(),
  warehouseId: blankToNull(id()).optional(),
  reportedFrom: optionalDate().optional(),
  reportedTo: optionalDate().optional(),
});
export type ShippingNgSearch = z.output<typeof shippingNgSearchSchema>;
export type ShippingNgSearchInput = z.input<typeof shippingNgSearchSchema>;

/** An NG action at the version the page loaded (a stale one is a 409). */
export const shippingNgVersionSchema = z.object({ version: version() });
export type ShippingNgVersionValues = z.output<typeof shippingNgVersionSchema>;

/** What becomes of the pieces a 出荷可能数で再送 leaves out: 再引当待ち, or cancelled with a reason. */
export const SHIPPING_REST_DECISIONS = {
  backorder: '残数を再引当待ちにする（入荷後に引当して別便で出荷）',
  cancel: '残数をキャンセルする',
} as const;
export type ShippingRestDecision = keyof typeof SHIPPING_REST_DECISIONS;
export const SHIPPING_REST_DECISION_VALUES = Object.keys(SHIPPING_REST_DECISIONS) as [
  ShippingRestDecision,
  ...ShippingRestDecision[],
];

/** 出荷可能数で再送: the rest back-ordered (the default) or cancelled, then with a reason. */
export const shippingNgReduceSchema = z
  .object({
    version: version(),
    rest: requiredEnum(SHIPPING_REST_DECISION_VALUES).default('backorder'),
    restCancelReason: optionalString(SHIPPING_REASON_MAX),
  })
  .superRefine((values, context) => {
    if (values.rest === 'cancel' && !values.restCancelReason)
      context.addIssue({
        code: 'custom',
        path: ['restCancelReason'],
        message: SHIPPING_MESSAGES.restCancelReasonRequired,
      });
  });
export type ShippingNgReduceInput = z.input<typeof shippingNgReduceSchema>;
export type ShippingNgReduceValues = z.output<typeof shippingNgReduceSchema>;

/** 再送信 of one 連携エラー instruction, at the version the page loaded. */
export const shippingResendSchema = shippingNgVersionSchema;

/** 住所を修正して再送: the recipient as it should be. */
export const shippingNgAddressSchema = z.object({
  version: version(),
  recipientName: requiredString(ADDRESS_LINE_MAX),
  postalCode: patternString(POSTAL_CODE_PATTERN, 8),
  prefecture: requiredEnum(PREFECTURES),
  city: requiredString(ADDRESS_CITY_MAX),
  town: requiredString(ADDRESS_LINE_MAX),
  building: optionalString(ADDRESS_LINE_MAX),
  phone: patternString(PHONE_PATTERN, 13),
});
export type ShippingNgAddressInput = z.input<typeof shippingNgAddressSchema>;
export type ShippingNgAddressValues = z.output<typeof shippingNgAddressSchema>;

/** 明細キャンセル: the instruction's lines to drop (their allocation is released). */
export const shippingNgCancelLinesSchema = z.object({
  version: version(),
  lineIds: z.array(id()).min(1).max(1000),
});
export type ShippingNgCancelLinesValues = z.output<typeof shippingNgCancelLinesSchema>;
