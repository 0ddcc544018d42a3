import {
  CARRIER_FILE_MESSAGES as M,
  carrierTimeSlotCode,
  type CoolType,
  DELIVERY_METHODS,
} from '@logi/shared';
import { rowFrom, writeCarrierFile } from './carrier-file.ts';
import type { CarrierFile, LabelParty, LabelShipment } from './label-shipment.ts';
import {
  compactDate,
  fitted,
  orderNumberOf,
  phoneOf,
  postalCodeOf,
  shortened,
  ShipmentRefusal,
  spread,
  zenkaku,
} from './shipment-fields.ts';
import { YU_PRI_R_LAYOUT } from './yu-pri-r-layout.ts';

const NAME = zenkaku(16);
const CITY = zenkaku(12);
const LINE = zenkaku(16);
const ITEM = zenkaku(16);
const ORDER_NUMBER_MAX = 30;
const PHONE_MAX = 13;

const COOL_CODES: Record<CoolType, string> = { none: '0', chilled: '1', frozen: '' };

/** The party's fields; a long 丁目番地号 spills into the building field, a long city refuses. */
function partyFields(who: 'お届け先' | 'ご依頼主', party: LabelParty) {
  const [town, building] = spread(
    `${who}の丁目番地号`,
    [party.town, party.building ?? ''],
    [LINE, LINE],
    '丁目番地号と建物名を合わせて全角32文字',
  );
  return {
    [`${who}のお名前`]: fitted(`${who}のお名前`, party.name, NAME),
    [`${who}の郵便番号`]: postalCodeOf(`${who}の郵便番号`, party.postalCode, false),
    [`${who}の都道府県`]: party.prefecture,
    [`${who}の市区町村郡`]: fitted(`${who}の市区町村郡`, party.city, CITY),
    [`${who}の丁目番地号`]: town!,
    [`${who}の建物名・部屋番号など`]: building!,
    [`${who}の電話番号`]: phoneOf(`${who}の電話番号`, party.phone, PHONE_MAX),
  };
}

const itemOf = (itemNames: readonly string[]) =>
  shortened(
    itemNames.length > 1 ? `${itemNames[0]} 他${itemNames.length - 1}点` : (itemNames[0] ?? ''),
    ITEM,
  );

function rowOf(shipment: LabelShipment): string[] {
  // The 商品 code of ゆうパケット in this layout could not be verified (decision 053).
  if (shipment.method !== 'yu_pack')
    throw new ShipmentRefusal('配送方法', M.methodNotSupported(DELIVERY_METHODS[shipment.method]));
  return rowFrom(YU_PRI_R_LAYOUT, {
    商品: '1',
    '着払/代引': shipment.codAmount === null ? '0' : '2',
    作成数: '1',
    ...partyFields('お届け先', shipment.recipient),
    お届け先の敬称: '様',
    ...partyFields('ご依頼主', shipment.sender),
    品名: itemOf(shipment.itemNames),
    発送予定日: compactDate(shipment.shipDate),
    保冷: COOL_CODES[shipment.cool],
    配達希望日: compactDate(shipment.deliveryDate),
    配達希望時間帯: shipment.timeSlot ? carrierTimeSlotCode('japanpost', shipment.timeSlot)! : '00',
    // The order number rides in 摘要/記事: it comes back with the tracking number.
    '摘要/記事': orderNumberOf(
      shipment.orderNumber,
      ORDER_NUMBER_MAX,
      `半角${ORDER_NUMBER_MAX}文字`,
    ),
    代金引換金額: shipment.codAmount === null ? '' : String(shipment.codAmount),
  });
}

/** The ゆうプリR 外部データ file for 日本郵便's ゆうパック (no header row, one row per parcel). */
export function writeYuPriRFile(shipments: readonly LabelShipment[]): CarrierFile {
  return writeCarrierFile(YU_PRI_R_LAYOUT, shipments, rowOf);
}
