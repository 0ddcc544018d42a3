import type { ShopRow } from '../modules/shops/shops.table.ts';

// 引当不可日数 left to the column's default (0): the demo's shops take any allocatable lot.
type DemoShop = Omit<
  ShopRow,
  | 'id'
  | 'organisationId'
  | 'warehouseGroupId'
  | 'unallocatableDays'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
>;

// The company's office sends for its mall shops; returns go there too (printed on every 納品書).
const OFFICE = {
  senderPostalCode: '136-0075',
  senderPrefecture: '東京都',
  senderCity: '江東区',
  senderTown: '新砂1-2-3',
  senderBuilding: 'ロジ商店ビル2階',
} as const;

const NO_CARRIER_CODES = {
  yamatoBillingCustomerCode: null,
  yamatoBillingClassCode: null,
  yamatoFreightNumber: null,
  sagawaCustomerCode: null,
} as const;

/**
 * The demo organisations' three shops, each with a whole 送り主 and a 納品書 message so that labels
 * and 納品書 print on first start; the 楽天 shop carries its B2クラウド 請求先 codes.
 */
export const DEMO_SHOPS: DemoShop[] = [
  {
    code: 'RAKUTEN-01',
    name: 'ロジ商店 楽天市場店',
    mall: '楽天市場',
    url: 'https://www.rakuten.co.jp/logi-shop/',
    isActive: true,
    ...OFFICE,
    senderPhone: '03-5632-1180',
    deliveryNoteMessage:
      'このたびは楽天市場店をご利用いただき誠にありがとうございます。\n' +
      '商品到着後7日以内であれば、未開封品に限り返品を承ります。楽天市場のお問い合わせフォームよりご連絡ください。',
    ...NO_CARRIER_CODES,
    yamatoBillingCustomerCode: '0356321180',
    yamatoFreightNumber: '01',
  },
  {
    code: 'AMAZON-01',
    name: 'ロジ商店 Amazon店',
    mall: 'Amazon',
    url: 'https://www.amazon.co.jp/shops/logi-shop',
    isActive: true,
    ...OFFICE,
    senderPhone: '03-5632-1181',
    deliveryNoteMessage:
      'お買い上げありがとうございます。\n返品・交換はAmazonの注文履歴からお手続きください。',
    ...NO_CARRIER_CODES,
  },
  {
    code: 'OWN-01',
    name: 'ロジ商店 公式オンラインストア',
    mall: '自社サイト',
    url: 'https://shop.logi.example/',
    isActive: false,
    senderPostalCode: '150-0001',
    senderPrefecture: '東京都',
    senderCity: '渋谷区',
    senderTown: '神宮前4-5-6',
    senderBuilding: null,
    senderPhone: '03-6418-2200',
    deliveryNoteMessage:
      '公式オンラインストアをご利用いただきありがとうございます。\n' +
      'ご不明な点は support@shop.logi.example までお問い合わせください。',
    ...NO_CARRIER_CODES,
  },
];
