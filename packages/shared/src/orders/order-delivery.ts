import {
  COOL_TYPE_VALUES,
  type CoolType,
  DELIVERY_CARRIER_VALUES,
  type DeliveryCarrier,
  DELIVERY_METHOD_VALUES,
  type DeliveryMethod,
} from '../labels/fulfilment.ts';
import type { DeliveryTimeSlot } from '../labels/orders.ts';
import { DELIVERY_MESSAGES } from '../fulfilment/delivery-messages.ts';
import {
  DELIVERY_METHOD_RULES,
  DELIVERY_NOTE_MAX,
  deliveryRuleBreaks,
  type DeliveryChoice,
} from '../fulfilment/delivery.ts';
import {
  blankToNull,
  optionalString,
  requiredBoolean,
  requiredEnum,
  requiredInteger,
} from '../validation/fields.ts';

/** 送料 and 代引手数料 at most (yen): what an order's amounts may hold. */
export const ORDER_FEE_MAX = 99_999_999;

/*
 * An order's delivery details as intake takes them (API, CSV, demo): every one optional, a blank
 * one is its default (no 配送方法, 常温, prepaid, no gift, no fees).
 */
export const orderDeliveryShape = {
  deliveryMethod: blankToNull(requiredEnum(DELIVERY_METHOD_VALUES)).optional(),
  // Blank: the method's one carrier (DELIVERY_METHOD_RULES).
  deliveryCarrier: blankToNull(requiredEnum(DELIVERY_CARRIER_VALUES)).optional(),
  coolType: blankToNull(requiredEnum(COOL_TYPE_VALUES)).optional(),
  codAmount: blankToNull(requiredInteger({ min: 1 })).optional(),
  gift: blankToNull(requiredBoolean()).optional(),
  deliveryNote: optionalString(DELIVERY_NOTE_MAX).optional(),
  shippingFee: blankToNull(requiredInteger({ min: 0, max: ORDER_FEE_MAX })).optional(),
  codFee: blankToNull(requiredInteger({ min: 0, max: ORDER_FEE_MAX })).optional(),
};

type OrderDelivery = {
  deliveryMethod?: DeliveryMethod | null;
  deliveryCarrier?: DeliveryCarrier | null;
  deliveryTimeSlot?: DeliveryTimeSlot | null;
  coolType?: CoolType | null;
  codAmount?: number | null;
  gift?: boolean | null;
  deliveryNote?: string | null;
  shippingFee?: number | null;
  codFee?: number | null;
};

/** The order's carrier: the one named, else the method's own; none without a method. */
export function orderDeliveryCarrier(order: OrderDelivery): DeliveryCarrier | null {
  if (!order.deliveryMethod) return null;
  return order.deliveryCarrier ?? DELIVERY_METHOD_RULES[order.deliveryMethod].carrier;
}

/** The delivery details as an order stores them, blanks made their defaults. */
export function orderDeliveryValues(order: OrderDelivery) {
  return {
    deliveryMethod: order.deliveryMethod ?? null,
    deliveryCarrier: orderDeliveryCarrier(order),
    coolType: order.coolType ?? ('none' as const),
    codAmount: order.codAmount ?? null,
    gift: order.gift ?? false,
    deliveryNote: order.deliveryNote ?? null,
    shippingFee: order.shippingFee ?? 0,
    codFee: order.codFee ?? 0,
  };
}

const ORDER_FIELD_OF: Record<keyof DeliveryChoice, keyof OrderDelivery> = {
  method: 'deliveryMethod',
  carrier: 'deliveryCarrier',
  timeSlot: 'deliveryTimeSlot',
  cool: 'coolType',
  codAmount: 'codAmount',
};

/** The delivery rules an order breaks (ネコポスは代引きできません …), on the order's own fields. */
export function orderDeliveryBreaks(order: OrderDelivery) {
  const values = orderDeliveryValues(order);
  if (values.deliveryMethod === null) {
    const needsMethod =
      order.deliveryCarrier || values.coolType !== 'none' || values.codAmount !== null;
    return needsMethod
      ? [{ field: 'deliveryMethod' as const, message: DELIVERY_MESSAGES.methodRequired }]
      : [];
  }
  return deliveryRuleBreaks({
    method: values.deliveryMethod,
    carrier: values.deliveryCarrier!,
    timeSlot: order.deliveryTimeSlot ?? null,
    cool: values.coolType,
    codAmount: values.codAmount,
  }).map((ruleBreak) => ({ field: ORDER_FIELD_OF[ruleBreak.field], message: ruleBreak.message }));
}
