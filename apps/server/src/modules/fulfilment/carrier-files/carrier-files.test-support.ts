import { readFileSync } from 'node:fs';
import type { DeliveryCarrier, DeliveryMethod } from '@logi/shared';
import type { LabelParty, LabelShipment } from './label-shipment.ts';

/** The shop (送り主) of every test shipment. */
export const SHOP: LabelParty = {
  name: '株式会社ロジ管理ショップ',
  postalCode: '1000005',
  prefecture: '東京都',
  city: '千代田区',
  town: '丸の内1-1-1',
  building: null,
  phone: '0120-123-456',
};

/**
 * The two parcels the fixtures hold (fixtures/build-fixtures.py writes them from the layouts):
 * a gift with a date, a slot, クール冷蔵, 代引 and three lines; a plain one-line parcel.
 */
export function fixtureShipments(
  carrier: DeliveryCarrier,
  methods: [DeliveryMethod, DeliveryMethod],
): LabelShipment[] {
  return [
    {
      orderNumber: 'R-20261126-0001',
      shipDate: '2026-11-27',
      recipient: {
        name: '山田 花子',
        postalCode: '150-0001',
        prefecture: '東京都',
        city: '渋谷区',
        town: '神宮前1-2-3',
        building: 'グリーンハイツ201',
        phone: '03-1234-5678',
      },
      sender: SHOP,
      itemNames: ['オーガニック緑茶 100g', 'ほうじ茶ティーバッグ', '抹茶ラテ'],
      method: methods[0],
      carrier,
      deliveryDate: '2026-11-29',
      timeSlot: '19-21時',
      cool: 'chilled',
      codAmount: 5400,
      gift: true,
      note: 'のし：御歳暮',
    },
    {
      orderNumber: 'R-20261126-0002',
      shipDate: '2026-11-27',
      recipient: {
        name: '佐藤 一郎',
        postalCode: '5300001',
        prefecture: '大阪府',
        city: '大阪市北区',
        town: '梅田3-1-1',
        building: null,
        phone: '06-6345-0000',
      },
      sender: SHOP,
      itemNames: ['煎茶ギフトセット'],
      method: methods[1],
      carrier,
      deliveryDate: null,
      timeSlot: null,
      cool: 'none',
      codAmount: null,
      gift: false,
      note: null,
    },
  ];
}

export const YAMATO_ACCOUNT = {
  billingCustomerCode: '012345678901',
  billingClassCode: null,
  freightNumber: '01',
};
export const SAGAWA_ACCOUNT = { customerCode: '123456789012' };

export const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));
