import { z } from 'zod';
import { searchBodyShape } from '../contracts/search-body.ts';
import { ORDER_STATUS_VALUES } from '../labels/outbound.ts';
import { DELIVERY_TIME_SLOTS, ORDER_MESSAGES as M } from '../labels/orders.ts';
import { PREFECTURES } from '../prefectures.ts';
import {
  blankToNull,
  optionalDate,
  optionalString,
  requiredBoolean,
  requiredEnum,
  requiredInteger,
  requiredString,
} from '../validation/fields.ts';
import { alphanumericHyphenSchema, phoneSchema, postalCodeSchema } from '../validation/patterns.ts';
import { orderDeliveryBreaks, orderDeliveryShape } from './order-delivery.ts';
import { orderedAtField } from './ordered-at.ts';
import { oneLinePerProduct } from '../validation/line-rules.ts';

export const ORDER_NUMBER_MAX = 50;
export const ORDER_CODE_MAX = 50;
export const ORDER_QTY_MAX = 99_999_999;
export const ORDER_PRICE_MAX = 99_999_999;
export const ORDER_LINES_MAX = 500;
/** Orders in one POST /api/orders/store. */
export const ORDER_BATCH_MAX = 1000;
const id = () => requiredInteger({ min: 1 });

/** One line: a product by its code, pieces ≥ 1, unit price in whole yen ≥ 0. */
export const orderLineInputSchema = z.object({
  productCode: alphanumericHyphenSchema(ORDER_CODE_MAX),
  quantity: requiredInteger({ min: 1, max: ORDER_QTY_MAX }),
  unitPrice: requiredInteger({ min: 0, max: ORDER_PRICE_MAX }).default(0),
});

const lines = z
  .array(orderLineInputSchema)
  .min(1, M.noLines)
  .max(ORDER_LINES_MAX)
  .superRefine(oneLinePerProduct('productCode', M.duplicateProduct));

/** What every order carries, typed in or taken in: recipient, delivery details, note and lines. */
export const orderBodyShape = {
  recipientName: requiredString(100),
  recipientKana: optionalString(100),
  postalCode: postalCodeSchema(),
  prefecture: requiredEnum(PREFECTURES),
  city: requiredString(50),
  town: optionalString(100),
  building: optionalString(100),
  phone: phoneSchema(),
  deliveryDate: optionalDate().optional(),
  deliveryTimeSlot: blankToNull(requiredEnum(DELIVERY_TIME_SLOTS)).optional(),
  ...orderDeliveryShape,
  note: optionalString(1000, { multiline: true }),
  lines,
};

/** The delivery rules (ネコポスは代引きできません …) on an order's own fields. */
export const checkOrderDelivery = (
  order: Parameters<typeof orderDeliveryBreaks>[0],
  ctx: z.RefinementCtx,
) => {
  for (const { field, message } of orderDeliveryBreaks(order))
    ctx.addIssue({ code: 'custom', message, path: [field] });
};

/** One order as the API, the CSV and the demo generator hand it in: the shop by code or id. */
export const orderInputSchema = z
  .object({
    shopCode: blankToNull(alphanumericHyphenSchema(ORDER_CODE_MAX)).optional(),
    shopId: blankToNull(id()).optional(),
    orderNumber: requiredString(ORDER_NUMBER_MAX),
    orderedAt: orderedAtField(),
    ...orderBodyShape,
  })
  .superRefine((order, ctx) => {
    if (!order.shopCode && !order.shopId)
      ctx.addIssue({ code: 'custom', message: M.shopRequired, path: ['shopCode'] });
    checkOrderDelivery(order, ctx);
  });
export type OrderInput = z.input<typeof orderInputSchema>;
export type OrderValues = z.output<typeof orderInputSchema>;

/** POST /api/orders/store: one order or many, each stored once per shop and order number. */
export const orderStoreSchema = z.object({
  orders: z.array(orderInputSchema).min(1, M.noOrders).max(ORDER_BATCH_MAX),
});
export type OrderStoreInput = z.input<typeof orderStoreSchema>;
export type OrderStoreValues = z.output<typeof orderStoreSchema>;

/** デモ受注作成: how many orders to make, across every shop or for one. */
export const orderDemoSchema = z.object({
  count: requiredInteger({ min: 1, max: 200 }).default(20),
  shopId: blankToNull(id()).optional(),
});
export type OrderDemoValues = z.output<typeof orderDemoSchema>;

export const ORDER_SORT_FIELDS = ['ordered_at', 'order_number', 'status', 'updated_at'] as const;

/** 引当管理's filters; the order date range defaults (on the page) to today … +30 days. */
export const orderSearchSchema = z.object({
  ...searchBodyShape(ORDER_SORT_FIELDS, 'ordered_at', { defaultDirection: 'desc' }),
  shopId: blankToNull(id()).optional(),
  status: blankToNull(requiredEnum(ORDER_STATUS_VALUES)).optional(),
  dateFrom: optionalDate().optional(),
  dateTo: optionalDate().optional(),
  warehouseId: blankToNull(id()).optional(),
  productCode: blankToNull(optionalString(ORDER_CODE_MAX)).optional(),
  /** Only orders with a 連携エラー instruction (the home page's card leads here). */
  syncError: blankToNull(requiredBoolean()).optional(),
});
export type OrderSearchInput = z.input<typeof orderSearchSchema>;
export type OrderSearch = z.output<typeof orderSearchSchema>;
