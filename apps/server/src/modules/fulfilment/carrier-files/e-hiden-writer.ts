import { carrierTimeSlotCode, type CoolType, type SagawaAccount } from '@logi/shared';
import { rowFrom, writeCarrierFile } from './carrier-file.ts';
import { E_HIDEN_LAYOUT } from './e-hiden-layout.ts';
import type { CarrierFile, LabelParty, LabelShipment } from './label-shipment.ts';
import {
  compactDate,
  type FieldWidth,
  orderNumberOf,
  phoneOf,
  postalCodeOf,
  shortened,
  spread,
  streetOf,
} from './shipment-fields.ts';
import { characterCount } from './shift-jis.ts';

// e飛伝 counts characters, half- or full-width alike: 16 to a line.
const LINE: FieldWidth = { measure: characterCount, max: 16, limit: '16文字' };
const ORDER_NUMBER_MAX = 16;
const PHONE_MAX = 14;
const ITEM_LINES = 5;

const COOL_CODES: Record<CoolType, string> = { none: '001', chilled: '002', frozen: '003' };

/** Street then building over the address lines (3 for the recipient, 2 for the sender). */
const addressLines = (who: string, party: LabelParty, lines: number) =>
  spread(
    `${who}住所`,
    [streetOf(party), party.building ?? ''],
    Array.from({ length: lines }, () => LINE),
    `全${lines}行・1行16文字`,
  );

/** A name over 名称１ and 名称２ (a long company name takes the second line). */
const nameLines = (who: string, name: string) =>
  spread(`${who}名称`, [name], [LINE, LINE], '2行・1行16文字');

/** 品名１–５: a line's name each; a sixth and later lines are summed up as 他N点 on the last. */
function itemLines(itemNames: readonly string[]): string[] {
  const names =
    itemNames.length > ITEM_LINES
      ? [...itemNames.slice(0, ITEM_LINES - 1), `他${itemNames.length - (ITEM_LINES - 1)}点`]
      : [...itemNames];
  return Array.from({ length: ITEM_LINES }, (_, index) => shortened(names[index] ?? '', LINE));
}

function rowOf(shipment: LabelShipment, account: SagawaAccount): string[] {
  const { recipient, sender } = shipment;
  const [to1, to2, to3] = addressLines('お届け先', recipient, 3);
  const [from1, from2] = addressLines('ご依頼主', sender, 2);
  const [toName1, toName2] = nameLines('お届け先', recipient.name);
  const [fromName1, fromName2] = nameLines('ご依頼主', sender.name);
  const [item1, item2, item3, item4, item5] = itemLines(shipment.itemNames);
  return rowFrom(E_HIDEN_LAYOUT, {
    お届け先電話番号: phoneOf('お届け先電話番号', recipient.phone, PHONE_MAX),
    お届け先郵便番号: postalCodeOf('お届け先郵便番号', recipient.postalCode, true),
    お届け先住所１: to1!,
    お届け先住所２: to2!,
    お届け先住所３: to3!,
    お届け先名称１: toName1!,
    お届け先名称２: toName2!,
    お客様管理番号: orderNumberOf(
      shipment.orderNumber,
      ORDER_NUMBER_MAX,
      `半角${ORDER_NUMBER_MAX}文字`,
    ),
    お客様コード: account.customerCode ?? '',
    ご依頼主電話番号: phoneOf('ご依頼主電話番号', sender.phone, PHONE_MAX),
    ご依頼主郵便番号: postalCodeOf('ご依頼主郵便番号', sender.postalCode, true),
    ご依頼主住所１: from1!,
    ご依頼主住所２: from2!,
    ご依頼主名称１: fromName1!,
    ご依頼主名称２: fromName2!,
    品名１: item1!,
    品名２: item2!,
    品名３: item3!,
    品名４: item4!,
    品名５: item5!,
    出荷個数: '1',
    スピード指定: '000',
    クール便指定: COOL_CODES[shipment.cool],
    配達日: compactDate(shipment.deliveryDate),
    配達指定時間帯: shipment.timeSlot ? carrierTimeSlotCode('sagawa', shipment.timeSlot)! : '',
    代引金額: shipment.codAmount === null ? '' : String(shipment.codAmount),
    元着区分: '1',
    出荷日: compactDate(shipment.shipDate),
  });
}

/** The e飛伝Ⅲ 送り状データ file for 佐川急便's shipments (one header row, then one per parcel). */
export function writeEHidenFile(
  shipments: readonly LabelShipment[],
  account: SagawaAccount,
): CarrierFile {
  return writeCarrierFile(E_HIDEN_LAYOUT, shipments, (shipment) => rowOf(shipment, account));
}
