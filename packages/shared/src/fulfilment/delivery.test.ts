import { describe, expect, it } from 'vitest';
import { DELIVERY_CARRIER_VALUES, DELIVERY_METHOD_VALUES } from '../labels/fulfilment.ts';
import {
  carrierTimeSlotCode,
  DELIVERY_CARRIER_RULES,
  DELIVERY_METHOD_RULES,
  type DeliveryDetailsInput,
  deliveryDetailsSchema,
} from './delivery.ts';
import { sagawaAccountSchema, yamatoAccountSchema } from './carrier-accounts.ts';
import { trackingUrl } from './tracking-links.ts';

const errorsOf = (input: DeliveryDetailsInput) => {
  const result = deliveryDetailsSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('delivery details', () => {
  it('accepts a 宅急便 with a date, a slot, クール冷凍, 代引 and a gift note, and defaults the rest', () => {
    expect(
      deliveryDetailsSchema.parse({
        method: 'takkyubin',
        carrier: 'yamato',
        deliveryDate: '2026-12-01',
        timeSlot: '午前中',
        cool: 'frozen',
        codAmount: 12_800,
        gift: true,
        note: 'のし：御歳暮',
      }),
    ).toEqual({
      method: 'takkyubin',
      carrier: 'yamato',
      deliveryDate: '2026-12-01',
      timeSlot: '午前中',
      cool: 'frozen',
      codAmount: 12_800,
      gift: true,
      note: 'のし：御歳暮',
    });
    expect(deliveryDetailsSchema.parse({ method: 'yu_packet', carrier: 'japanpost' })).toEqual({
      method: 'yu_packet',
      carrier: 'japanpost',
      deliveryDate: null,
      timeSlot: null,
      cool: 'none',
      codAmount: null,
      gift: false,
      note: null,
    });
  });

  it.each<[string, DeliveryDetailsInput, [string, string][]]>([
    [
      'ネコポス with 代引',
      { method: 'nekopos', carrier: 'yamato', codAmount: 1000 },
      [['codAmount', 'ネコポスは代引きできません。']],
    ],
    [
      'a method the carrier does not carry',
      { method: 'yu_pack', carrier: 'sagawa' },
      [['method', '佐川急便ではゆうパックを選べません。']],
    ],
    [
      'a slot Yamato withdrew',
      { method: 'takkyubin', carrier: 'yamato', timeSlot: '12-14時' },
      [['timeSlot', 'ヤマト運輸は配達時間帯「12-14時」を指定できません。']],
    ],
    [
      'a slot on a post-box parcel',
      { method: 'yu_packet', carrier: 'japanpost', timeSlot: '午前中' },
      [['timeSlot', 'ゆうパケットは配達時間帯を指定できません。']],
    ],
    [
      '代引 over the carrier ceiling',
      { method: 'hikyaku', carrier: 'sagawa', codAmount: 300_001 },
      [['codAmount', '佐川急便の代引金額は300,000円以下で入力してください。']],
    ],
    [
      'frozen ゆうパック',
      { method: 'yu_pack', carrier: 'japanpost', cool: 'frozen' },
      [['cool', 'ゆうパックはクール冷凍を指定できません。']],
    ],
    [
      'a fractional or zero 代引',
      { method: 'yu_pack', carrier: 'japanpost', codAmount: 0 },
      [['codAmount', '1以上で入力してください']],
    ],
  ])('refuses %s with a Japanese message on its field', (_, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('keeps its tables whole: every method belongs to the one carrier that lists it', () => {
    for (const method of DELIVERY_METHOD_VALUES) {
      const listing = DELIVERY_CARRIER_VALUES.filter((carrier) =>
        DELIVERY_CARRIER_RULES[carrier].methods.includes(method),
      );
      expect(listing).toEqual([DELIVERY_METHOD_RULES[method].carrier]);
    }
    expect(carrierTimeSlotCode('yamato', '19-21時')).toBe('1921');
    expect(carrierTimeSlotCode('sagawa', '午前中')).toBe('01');
    expect(carrierTimeSlotCode('japanpost', '12-14時')).toBe('52');
  });

  it('takes the carriers’ contract codes only in their published shapes', () => {
    expect(
      yamatoAccountSchema.parse({ billingCustomerCode: '012345678901', freightNumber: '01' }),
    ).toEqual({ billingCustomerCode: '012345678901', billingClassCode: null, freightNumber: '01' });
    const refused = yamatoAccountSchema.safeParse({
      billingCustomerCode: '0123-4567',
      freightNumber: '1',
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['billingCustomerCode', '形式が間違っています'],
      ['freightNumber', '形式が間違っています'],
    ]);
    expect(sagawaAccountSchema.parse({ customerCode: '' })).toEqual({ customerCode: null });
  });

  it('links a tracking number to its carrier’s tracking page, by the carrier’s name', () => {
    expect(trackingUrl('ヤマト運輸', '4156-2475-1765')).toBe(
      'https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id=415624751765',
    );
    expect(trackingUrl('佐川急便', '123456789012')).toBe(
      'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=123456789012',
    );
    expect(trackingUrl('日本郵便', '1234 5678 9012')).toBe(
      'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=123456789012&searchKind=S002&locale=ja',
    );
    expect(trackingUrl('西濃運輸', '123456789012')).toBeNull();
    expect(trackingUrl('constructor', '123456789012')).toBeNull();
    expect(trackingUrl('ヤマト運輸', null)).toBeNull();
    expect(trackingUrl('ヤマト運輸', 'a&b')).toBe(
      'https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id=a%26b',
    );
  });
});
