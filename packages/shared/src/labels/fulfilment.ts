/** Own-warehouse shipping (出荷作業, issue 26): codes stored, Japanese labels shown. */

/** 配送業者 whose label software we write files for (decision 053). */
export const DELIVERY_CARRIERS = {
  yamato: 'ヤマト運輸',
  sagawa: '佐川急便',
  japanpost: '日本郵便',
} as const;
export type DeliveryCarrier = keyof typeof DELIVERY_CARRIERS;
export const DELIVERY_CARRIER_VALUES = Object.keys(DELIVERY_CARRIERS) as [
  DeliveryCarrier,
  ...DeliveryCarrier[],
];

/** 配送方法. */
export const DELIVERY_METHODS = {
  takkyubin: '宅急便',
  takkyubin_compact: '宅急便コンパクト',
  nekopos: 'ネコポス',
  yu_packet: 'ゆうパケット',
  yu_pack: 'ゆうパック',
  hikyaku: '飛脚宅配便',
  mail_bin: 'メール便',
} as const;
export type DeliveryMethod = keyof typeof DELIVERY_METHODS;
export const DELIVERY_METHOD_VALUES = Object.keys(DELIVERY_METHODS) as [
  DeliveryMethod,
  ...DeliveryMethod[],
];

/** クール区分. */
export const COOL_TYPES = {
  none: '常温',
  chilled: 'クール冷蔵',
  frozen: 'クール冷凍',
} as const;
export type CoolType = keyof typeof COOL_TYPES;
export const COOL_TYPE_VALUES = Object.keys(COOL_TYPES) as [CoolType, ...CoolType[]];
