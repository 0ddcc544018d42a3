import iconv from 'iconv-lite';
import { DELIVERY_CARRIERS, DELIVERY_METHODS, type DeliveryCarrier } from '@logi/shared';
import type {
  MallShipment,
  MallShipmentFile,
  MallShipmentWriter,
  ShipmentFileMall,
} from './mall-shipment.ts';

// Each mall's layout and carrier codes, with their sources: docs/decisions/062-mall-shipment-files.md.

const CRLF = '\r\n';

/** A CSV cell quoted only when it must be (RFC 4180): the malls read plain digits as they are. */
const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
const csvText = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map(csvCell).join(',') + CRLF).join('');

/** A tab-delimited cell: Amazon's flat files have no quoting, so tabs and breaks become spaces. */
const tsvText = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t') + CRLF).join('');

/** Windows' Shift_JIS (CP932): what RMS, Seller Central and ストアクリエイターPro read and write. */
const cp932 = (text: string) => iconv.encode(text, 'cp932');

const SJIS_CSV = 'text/csv; charset=Shift_JIS';

/** The recorded carrier name when it is none of ours, else our label (ヤマト運輸). */
const carrierLabel = (shipment: MallShipment) =>
  shipment.carrier ? DELIVERY_CARRIERS[shipment.carrier] : (shipment.carrierName ?? '');

const codeOf = (codes: Record<DeliveryCarrier, string>, other: string, shipment: MallShipment) =>
  shipment.carrier ? codes[shipment.carrier] : other;

// 楽天 RMS 配送会社 codes (1000 その他); Yahoo!ショッピング's ShipCompanyCode list is the same.
const RMS_CARRIER_CODES: Record<DeliveryCarrier, string> = {
  yamato: '1001',
  sagawa: '1002',
  japanpost: '1003',
};
const RMS_OTHER = '1000';

/** 楽天 RMS 発送完了報告: 送付先ID and 発送明細ID blank register the parcel on 送付先1 as new. */
const writeRakuten: MallShipmentWriter = (shipments) => ({
  bytes: cp932(
    csvText([
      ['注文番号', '送付先ID', '発送明細ID', 'お荷物伝票番号', '配送会社', '発送日'],
      ...shipments.map((s) => [
        s.orderNumber,
        '',
        '',
        s.trackingNumber,
        codeOf(RMS_CARRIER_CODES, RMS_OTHER, s),
        s.shippedOn,
      ]),
    ]),
  ),
  extension: 'csv',
  contentType: SJIS_CSV,
});

const AMAZON_CARRIER_CODES: Record<DeliveryCarrier, string> = {
  yamato: 'Yamato Transport',
  sagawa: 'Sagawa Express',
  japanpost: 'Japan Post',
};
const AMAZON_COLUMNS = [
  ['注文番号', 'order-id'],
  ['注文商品番号', 'order-item-id'],
  ['出荷数', 'quantity'],
  ['出荷日', 'ship-date'],
  ['配送業者コード', 'carrier-code'],
  ['配送業者名', 'carrier-name'],
  ['お問合わせ伝票番号', 'tracking-number'],
  ['配送方法', 'ship-method'],
  ['代金引換', 'cod-collection-method'],
  ['製品の透過性コード', 'transparency_code'],
  ['出荷元住所-名称', 'ship_from_address_name'],
  ['出荷元住所-行1', 'ship_from_address_line1'],
  ['出荷元住所-行2', 'ship_from_address_line2'],
  ['出荷元住所-行3', 'ship_from_address_line3'],
  ['出荷元住所-市区町村', 'ship_from_address_city'],
  ['出荷元住所-郡', 'ship_from_address_county'],
  ['出荷元住所-州/省', 'ship_from_address_state_or_region'],
  ['出荷元住所-郵便番号', 'ship_from_address_postalcode'],
  ['出荷元住所-国コード', 'ship_from_address_countrycode'],
] as const;

/**
 * Amazon 出荷通知 (the OrderFulfillment flat file): the template's three title rows, then one row
 * per order with order-item-id and quantity blank, which confirms every item of the order.
 */
const writeAmazon: MallShipmentWriter = (shipments) => {
  const blank = AMAZON_COLUMNS.map(() => '');
  const rows = shipments.map((s) => {
    const row = [...blank];
    row[0] = s.orderNumber;
    row[3] = s.shippedOn;
    row[4] = s.carrier ? AMAZON_CARRIER_CODES[s.carrier] : 'Other';
    row[5] = s.carrier ? '' : carrierLabel(s);
    row[6] = s.trackingNumber;
    row[7] = s.method ? DELIVERY_METHODS[s.method] : '';
    return row;
  });
  const title = [
    'TemplateType=OrderFulfillment',
    'Version=2011.1102',
    'この行はAmazonが使用しますので変更・削除しないでください。',
  ];
  return {
    bytes: cp932(
      tsvText([
        title,
        AMAZON_COLUMNS.map(([label]) => label),
        AMAZON_COLUMNS.map(([, field]) => field),
        ...rows,
      ]),
    ),
    extension: 'txt',
    contentType: 'text/tab-separated-values; charset=Shift_JIS',
  };
};

/** Yahoo!ショッピング 出荷情報: ShipStatus 3 is 出荷済み; ShipDate is YYYYMMDD as its API takes it. */
const writeYahoo: MallShipmentWriter = (shipments) => ({
  bytes: cp932(
    csvText([
      ['OrderId', 'ShipCompanyCode', 'ShipInvoiceNumber1', 'ShipDate', 'ShipStatus'],
      ...shipments.map((s) => [
        s.orderNumber,
        codeOf(RMS_CARRIER_CODES, RMS_OTHER, s),
        s.trackingNumber,
        s.shippedOn.replaceAll('-', ''),
        '3',
      ]),
    ]),
  ),
  extension: 'csv',
  contentType: SJIS_CSV,
});

// Shopify's own tracking-company names: it builds the tracking link from them.
const SHOPIFY_COMPANIES: Record<DeliveryCarrier, string> = {
  yamato: 'Yamato (JA)',
  sagawa: 'Sagawa (JA)',
  japanpost: 'Japan Post (JA)',
};

/** Shopify: one fulfilment per order for a bulk-fulfilment app's import (UTF-8, no BOM). */
const writeShopify: MallShipmentWriter = (shipments) => ({
  bytes: Buffer.from(
    csvText([
      ['Order Name', 'Tracking Number', 'Tracking Company', 'Fulfillment Date', 'Notify Customer'],
      ...shipments.map((s) => [
        s.orderNumber,
        s.trackingNumber,
        s.carrier ? SHOPIFY_COMPANIES[s.carrier] : carrierLabel(s),
        s.shippedOn,
        'TRUE',
      ]),
    ]),
    'utf8',
  ),
  extension: 'csv',
  contentType: 'text/csv; charset=utf-8',
});

const WRITERS: Record<ShipmentFileMall, MallShipmentWriter> = {
  楽天市場: writeRakuten,
  Amazon: writeAmazon,
  'Yahoo!ショッピング': writeYahoo,
  Shopify: writeShopify,
};

/** The mall's shipment file for these shipped orders, in the mall's own layout and encoding. */
export function writeMallShipmentFile(
  mall: ShipmentFileMall,
  shipments: readonly MallShipment[],
): MallShipmentFile {
  return WRITERS[mall](shipments);
}
