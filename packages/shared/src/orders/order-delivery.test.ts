import { describe, expect, it } from 'vitest';
import { orderInputSchema, type OrderInput } from './order-schema.ts';
import { orderDeliveryValues } from './order-delivery.ts';

const order: OrderInput = {
  shopCode: 'SHOP-1',
  orderNumber: 'A-1',
  orderedAt: '2026-04-01 10:30',
  recipientName: '山田 太郎',
  postalCode: '100-0005',
  prefecture: '東京都',
  city: '千代田区',
  phone: '03-1234-5678',
  lines: [{ productCode: 'PRD-1', quantity: 1 }],
};
const refusals = (delivery: Partial<OrderInput>) =>
  orderInputSchema
    .safeParse({ ...order, ...delivery })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe("an order's delivery details", () => {
  it('refuses what the carrier does not offer, each on its own field', () => {
    expect(refusals({ deliveryMethod: 'takkyubin', deliveryTimeSlot: '12-14時' })).toEqual([
      ['deliveryTimeSlot', 'ヤマト運輸は配達時間帯「12-14時」を指定できません。'],
    ]);
    expect(refusals({ deliveryMethod: 'yu_pack', deliveryCarrier: 'yamato' })).toEqual([
      ['deliveryMethod', 'ヤマト運輸ではゆうパックを選べません。'],
    ]);
    expect(refusals({ deliveryMethod: 'nekopos', coolType: 'frozen' })).toEqual([
      ['coolType', 'ネコポスはクール冷凍を指定できません。'],
    ]);
    expect(refusals({ deliveryCarrier: 'sagawa', codAmount: 1000 })).toEqual([
      [
        'deliveryMethod',
        '配送業者・クール区分・代引金額を指定するときは配送方法も指定してください。',
      ],
    ]);
    expect(refusals({ shippingFee: -1, codFee: 1.5 })).toEqual([
      ['shippingFee', '0以上で入力してください'],
      ['codFee', '形式が間違っています'],
    ]);
  });

  it('stores blanks as their defaults and the carrier as the method’s own', () => {
    const parsed = orderInputSchema.parse({ ...order, deliveryMethod: 'hikyaku', gift: null });
    expect(orderDeliveryValues(parsed)).toEqual({
      deliveryMethod: 'hikyaku',
      deliveryCarrier: 'sagawa',
      coolType: 'none',
      codAmount: null,
      gift: false,
      deliveryNote: null,
      shippingFee: 0,
      codFee: 0,
    });
  });
});
