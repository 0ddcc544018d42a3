import { z } from 'zod';
import {
  COOL_TYPE_VALUES,
  COOL_TYPES,
  type CoolType,
  DELIVERY_CARRIER_VALUES,
  DELIVERY_CARRIERS,
  type DeliveryCarrier,
  DELIVERY_METHOD_VALUES,
  DELIVERY_METHODS,
  type DeliveryMethod,
} from '../labels/fulfilment.ts';
import { DELIVERY_TIME_SLOTS, type DeliveryTimeSlot } from '../labels/orders.ts';
import {
  blankToNull,
  optionalDate,
  optionalString,
  requiredBoolean,
  requiredEnum,
  requiredInteger,
} from '../validation/fields.ts';
import { DELIVERY_MESSAGES } from './delivery-messages.ts';

/*
 * What each carrier and each 配送方法 allows, from the carriers' published services
 * (docs/decisions/053-carrier-files.md cites them). One table, read by the order's delivery
 * details here and by the label-file writers on the server.
 */

/** What a 配送方法 allows: 代引, a 配達時間帯, and which クール区分 besides 常温. */
export type DeliveryMethodRules = {
  carrier: DeliveryCarrier;
  cashOnDelivery: boolean;
  timeSlot: boolean;
  cool: readonly CoolType[];
};

export const DELIVERY_METHOD_RULES: Record<DeliveryMethod, DeliveryMethodRules> = {
  takkyubin: {
    carrier: 'yamato',
    cashOnDelivery: true,
    timeSlot: true,
    cool: ['chilled', 'frozen'],
  },
  takkyubin_compact: { carrier: 'yamato', cashOnDelivery: true, timeSlot: true, cool: [] },
  nekopos: { carrier: 'yamato', cashOnDelivery: false, timeSlot: false, cool: [] },
  mail_bin: { carrier: 'yamato', cashOnDelivery: false, timeSlot: false, cool: [] },
  hikyaku: { carrier: 'sagawa', cashOnDelivery: true, timeSlot: true, cool: ['chilled', 'frozen'] },
  // チルドゆうパック only: Japan Post has no frozen ゆうパック.
  yu_pack: { carrier: 'japanpost', cashOnDelivery: true, timeSlot: true, cool: ['chilled'] },
  yu_packet: { carrier: 'japanpost', cashOnDelivery: false, timeSlot: false, cool: [] },
};

/** What a carrier offers: its 配送方法, its own code per 配達時間帯, its 代引 ceiling (yen). */
export type DeliveryCarrierRules = {
  methods: readonly DeliveryMethod[];
  timeSlotCodes: Partial<Record<DeliveryTimeSlot, string>>;
  cashOnDeliveryMax: number;
};

export const DELIVERY_CARRIER_RULES: Record<DeliveryCarrier, DeliveryCarrierRules> = {
  // B2クラウド 配達時間帯: 12–14 was withdrawn (2017); 19–21 replaced 20–21.
  yamato: {
    methods: ['takkyubin', 'takkyubin_compact', 'nekopos', 'mail_bin'],
    timeSlotCodes: {
      午前中: '0812',
      '14-16時': '1416',
      '16-18時': '1618',
      '18-20時': '1820',
      '19-21時': '1921',
    },
    cashOnDeliveryMax: 300_000,
  },
  // e飛伝 配達指定時間帯.
  sagawa: {
    methods: ['hikyaku'],
    timeSlotCodes: {
      午前中: '01',
      '12-14時': '12',
      '14-16時': '14',
      '16-18時': '16',
      '18-20時': '18',
      '19-21時': '19',
    },
    cashOnDeliveryMax: 300_000,
  },
  // ゆうプリR 配達希望時間帯.
  japanpost: {
    methods: ['yu_pack', 'yu_packet'],
    timeSlotCodes: {
      午前中: '51',
      '12-14時': '52',
      '14-16時': '53',
      '16-18時': '54',
      '18-20時': '55',
      '19-21時': '57',
    },
    cashOnDeliveryMax: 300_000,
  },
};

/** The carrier's own code for a 配達時間帯, or null when it offers no such slot. */
export function carrierTimeSlotCode(carrier: DeliveryCarrier, slot: DeliveryTimeSlot) {
  return DELIVERY_CARRIER_RULES[carrier].timeSlotCodes[slot] ?? null;
}

export const DELIVERY_NOTE_MAX = 200;

/** The choices the rules look at (a label file's shipment carries them too). */
export type DeliveryChoice = {
  method: DeliveryMethod;
  carrier: DeliveryCarrier;
  timeSlot: DeliveryTimeSlot | null;
  cool: CoolType;
  codAmount: number | null;
};

export type DeliveryRuleBreak = { field: keyof DeliveryChoice; message: string };

/** The rules a delivery choice breaks, each with its field and its Japanese message. */
export function deliveryRuleBreaks(details: DeliveryChoice): DeliveryRuleBreak[] {
  const breaks: DeliveryRuleBreak[] = [];
  const method = DELIVERY_METHOD_RULES[details.method];
  const methodLabel = DELIVERY_METHODS[details.method];
  const carrier = DELIVERY_CARRIER_RULES[details.carrier];
  const carrierLabel = DELIVERY_CARRIERS[details.carrier];
  if (!carrier.methods.includes(details.method))
    breaks.push({
      field: 'method',
      message: DELIVERY_MESSAGES.methodNotOffered(carrierLabel, methodLabel),
    });
  if (details.codAmount !== null) {
    if (!method.cashOnDelivery)
      breaks.push({ field: 'codAmount', message: DELIVERY_MESSAGES.codNotAllowed(methodLabel) });
    else if (details.codAmount > carrier.cashOnDeliveryMax)
      breaks.push({
        field: 'codAmount',
        message: DELIVERY_MESSAGES.codOverLimit(carrierLabel, carrier.cashOnDeliveryMax),
      });
  }
  if (details.timeSlot !== null) {
    if (!method.timeSlot)
      breaks.push({
        field: 'timeSlot',
        message: DELIVERY_MESSAGES.timeSlotNotAllowed(methodLabel),
      });
    else if (carrierTimeSlotCode(details.carrier, details.timeSlot) === null)
      breaks.push({
        field: 'timeSlot',
        message: DELIVERY_MESSAGES.timeSlotNotOffered(carrierLabel, details.timeSlot),
      });
  }
  if (details.cool !== 'none' && !method.cool.includes(details.cool))
    breaks.push({
      field: 'cool',
      message: DELIVERY_MESSAGES.coolNotAllowed(methodLabel, COOL_TYPES[details.cool]),
    });
  return breaks;
}

/** An order's delivery details: 配送方法, 配送業者, お届け希望日, 配達時間帯, クール, 代引金額, ギフト, 備考. */
export const deliveryDetailsSchema = z
  .object({
    method: requiredEnum(DELIVERY_METHOD_VALUES),
    carrier: requiredEnum(DELIVERY_CARRIER_VALUES),
    deliveryDate: optionalDate().default(null),
    timeSlot: blankToNull(requiredEnum(DELIVERY_TIME_SLOTS)).default(null),
    cool: requiredEnum(COOL_TYPE_VALUES).default('none'),
    // Integer yen, tax included; none means the parcel is prepaid.
    codAmount: blankToNull(requiredInteger({ min: 1 })).default(null),
    gift: requiredBoolean().default(false),
    note: optionalString(DELIVERY_NOTE_MAX),
  })
  .superRefine((details, context) => {
    for (const { field, message } of deliveryRuleBreaks(details))
      context.addIssue({ code: 'custom', path: [field], message });
  });
export type DeliveryDetailsInput = z.input<typeof deliveryDetailsSchema>;
export type DeliveryDetailsValues = z.output<typeof deliveryDetailsSchema>;
