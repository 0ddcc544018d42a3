import {
  addDays,
  DELIVERY_CARRIER_RULES,
  DELIVERY_METHOD_RULES,
  DELIVERY_TIME_SLOTS,
  type DeliveryMethod,
  type OrderValues,
} from '@logi/shared';

// The delivery details of demo orders: what a Japanese web shop's day looks like.

/** One demo order's delivery: the method, and whether it asks for a day, 代引 or gift wrapping. */
export type DemoDeliveryChoice = {
  method: DeliveryMethod;
  wish?: boolean;
  cod?: boolean;
  gift?: boolean;
};

export type DemoDelivery = Required<
  Pick<
    OrderValues,
    | 'deliveryMethod'
    | 'deliveryCarrier'
    | 'deliveryDate'
    | 'deliveryTimeSlot'
    | 'coolType'
    | 'codAmount'
    | 'gift'
    | 'deliveryNote'
    | 'shippingFee'
    | 'codFee'
  >
>;

/** 送料 a shop charges per method (yen, tax included), near the carriers' list prices. */
const SHIPPING_FEES: Record<DeliveryMethod, number> = {
  takkyubin: 880,
  takkyubin_compact: 660,
  nekopos: 385,
  mail_bin: 165,
  hikyaku: 880,
  yu_pack: 870,
  yu_packet: 360,
};
/** 代引手数料 (yen, tax included). */
export const DEMO_COD_FEE = 330;

/** Mostly 宅急便, some ネコポス, ゆうパック and 飛脚宅配便 (cumulative shares). */
const METHOD_MIX: [DeliveryMethod, number][] = [
  ['takkyubin', 0.55],
  ['nekopos', 0.75],
  ['yu_pack', 0.88],
  ['hikyaku', 1],
];

/** A random order's delivery: a day wished on some, 代引 and gift wrapping on a few. */
export function randomDemoDelivery(random: () => number): DemoDeliveryChoice {
  const draw = random();
  const method = METHOD_MIX.find(([, share]) => draw < share)?.[0] ?? 'takkyubin';
  return { method, wish: random() < 0.3, cod: random() < 0.06, gift: random() < 0.05 };
}

/** The order's delivery details as intake takes them; `goods` is its lines' total (yen). */
export function demoDelivery(
  choice: DemoDeliveryChoice,
  { goods, today, random }: { goods: number; today: string; random: () => number },
): DemoDelivery {
  const rules = DELIVERY_METHOD_RULES[choice.method];
  const slots = DELIVERY_TIME_SLOTS.filter(
    (slot) => DELIVERY_CARRIER_RULES[rules.carrier].timeSlotCodes[slot] !== undefined,
  );
  // Post-box parcels (ネコポス, ゆうパケット) take no day and no slot.
  const wish = choice.wish === true && rules.timeSlot;
  const shippingFee = SHIPPING_FEES[choice.method];
  const codTotal = goods + shippingFee + DEMO_COD_FEE;
  const cod =
    choice.cod === true &&
    rules.cashOnDelivery &&
    codTotal <= DELIVERY_CARRIER_RULES[rules.carrier].cashOnDeliveryMax;
  return {
    deliveryMethod: choice.method,
    deliveryCarrier: rules.carrier,
    deliveryDate: wish ? addDays(today, 2 + Math.floor(random() * 5)) : null,
    deliveryTimeSlot: wish ? slots[Math.floor(random() * slots.length)]! : null,
    coolType: 'none',
    codAmount: cod ? codTotal : null,
    gift: choice.gift === true,
    deliveryNote: choice.gift === true ? 'ギフト包装・のし（御礼）' : null,
    shippingFee,
    codFee: cod ? DEMO_COD_FEE : 0,
  };
}
