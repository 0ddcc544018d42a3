import { carrierTimeSlotCode, type CoolType, type YamatoAccount } from '@logi/shared';
import { B2_CLOUD_LAYOUT } from './b2-cloud-layout.ts';
import { rowFrom, writeCarrierFile } from './carrier-file.ts';
import type { CarrierFile, LabelParty, LabelShipment } from './label-shipment.ts';
import {
  fitted,
  orderNumberOf,
  phoneOf,
  postalCodeOf,
  shortened,
  slashDate,
  spread,
  streetOf,
  zenkaku,
} from './shipment-fields.ts';

// B2 counts 全角 as two 半角: a 全角16 field holds 32 half-width bytes.
const ADDRESS = zenkaku(32);
const BUILDING = zenkaku(16);
const NAME = zenkaku(16);
const ITEM = zenkaku(25);
const REMARK = zenkaku(22);
const ORDER_NUMBER_MAX = 50;
const PHONE_MAX = 15;

/** 送り状種類: 発払い 0, コレクト 2, DM便 3, 宅急便コンパクト 8, コンパクトコレクト 9, ネコポス A. */
function invoiceType(shipment: LabelShipment): string {
  const collect = shipment.codAmount !== null;
  switch (shipment.method) {
    case 'takkyubin':
      return collect ? '2' : '0';
    case 'takkyubin_compact':
      return collect ? '9' : '8';
    case 'nekopos':
      return 'A';
    default:
      return '3';
  }
}

const COOL_CODES: Record<CoolType, string> = { none: '0', frozen: '1', chilled: '2' };

/** 住所 (全角32) and アパートマンション名 (全角16): a long street spills into the second. */
function addressOf(who: string, party: LabelParty) {
  const [street, building] = spread(
    `${who}住所`,
    [streetOf(party), party.building ?? ''],
    [ADDRESS, BUILDING],
    '住所とアパートマンション名を合わせて全角48文字',
  );
  return { street: street!, building: building! };
}

/** 品名１ and 品名２: the first line's name, then the second's or 他N点. */
function itemsOf(itemNames: readonly string[]) {
  const [first = '', second = ''] = itemNames;
  const more = itemNames.length > 2 ? `他${itemNames.length - 1}点` : second;
  return [shortened(first, ITEM), shortened(more, ITEM)];
}

const remarkOf = (shipment: LabelShipment) =>
  shortened(`${shipment.gift ? '【ギフト】' : ''}${shipment.note ?? ''}`, REMARK);

function rowOf(shipment: LabelShipment, account: YamatoAccount): string[] {
  const { recipient, sender } = shipment;
  const to = addressOf('お届け先', recipient);
  const from = addressOf('ご依頼主', sender);
  const [item1, item2] = itemsOf(shipment.itemNames);
  return rowFrom(B2_CLOUD_LAYOUT, {
    お客様管理番号: orderNumberOf(
      shipment.orderNumber,
      ORDER_NUMBER_MAX,
      `半角${ORDER_NUMBER_MAX}文字`,
    ),
    送り状種類: invoiceType(shipment),
    クール区分: COOL_CODES[shipment.cool],
    出荷予定日: slashDate(shipment.shipDate),
    お届け予定日: slashDate(shipment.deliveryDate),
    配達時間帯: shipment.timeSlot ? carrierTimeSlotCode('yamato', shipment.timeSlot)! : '',
    お届け先電話番号: phoneOf('お届け先電話番号', recipient.phone, PHONE_MAX),
    お届け先郵便番号: postalCodeOf('お届け先郵便番号', recipient.postalCode, true),
    お届け先住所: to.street,
    お届け先アパートマンション名: to.building,
    お届け先名: fitted('お届け先名', recipient.name, NAME),
    敬称: '様',
    ご依頼主電話番号: phoneOf('ご依頼主電話番号', sender.phone, PHONE_MAX),
    ご依頼主郵便番号: postalCodeOf('ご依頼主郵便番号', sender.postalCode, true),
    ご依頼主住所: from.street,
    ご依頼主アパートマンション: from.building,
    ご依頼主名: fitted('ご依頼主名', sender.name, NAME),
    品名１: item1!,
    品名２: item2!,
    記事: remarkOf(shipment),
    'コレクト代金引換額（税込)': shipment.codAmount === null ? '' : String(shipment.codAmount),
    請求先顧客コード: account.billingCustomerCode,
    請求先分類コード: account.billingClassCode ?? '',
    運賃管理番号: account.freightNumber,
  });
}

/** The B2クラウド 外部データ file for ヤマト運輸's shipments (one header row, then one per parcel). */
export function writeB2CloudFile(
  shipments: readonly LabelShipment[],
  account: YamatoAccount,
): CarrierFile {
  return writeCarrierFile(B2_CLOUD_LAYOUT, shipments, (shipment) => rowOf(shipment, account));
}
