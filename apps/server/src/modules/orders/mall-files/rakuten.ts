import {
  dateText,
  defineMallLayout,
  deliveryMethodText,
  domesticPhone,
  feeText,
  isCashOnDelivery,
  joined,
  oneLine,
  postalText,
  timeSlotText,
  yenText,
} from './mall-layout.ts';

/**
 * RMS's 注文ステータス: キャンセル確定 (and キャンセル確定待ち) is not imported; 保留 and
 * 発送前入金待ち (prepayment not received) wait. 発送後入金待ち ships, so it is imported.
 */
function rakutenSkip(status: string) {
  if (status.includes('キャンセル')) return 'cancelled' as const;
  if (/保留|発送前入金待ち/.test(status)) return 'pending' as const;
  return undefined;
}

/**
 * 楽天市場 RMS 受注CSV (受注・問合せ管理 → 受注データダウンロード, 楽天ペイ layout, Shift_JIS):
 * one row per 商品, the order's columns repeated. The older RMS spellings (送付先住所：都道府県,
 * 郡市区/都市区) are read too. Columns and mapping: decision 061.
 */
export const RAKUTEN_LAYOUT = defineMallLayout({
  separator: 'comma',
  columns: {
    orderNumber: ['注文番号', '受注番号'],
    status: ['注文ステータス', 'ステータス'],
    orderedAt: ['注文日時'],
    lastName: ['送付先名字', '送付先姓'],
    firstName: ['送付先名前', '送付先名'],
    lastKana: ['送付先名字フリガナ', '送付先姓カナ'],
    firstKana: ['送付先名前フリガナ', '送付先名カナ'],
    postal1: ['送付先郵便番号1'],
    postal2: ['送付先郵便番号2'],
    prefecture: ['送付先住所都道府県'],
    city: ['送付先住所郡市区', '送付先住所都市区'],
    rest: ['送付先住所それ以降の住所', '送付先住所町以降'],
    phone1: ['送付先電話番号1'],
    phone2: ['送付先電話番号2'],
    phone3: ['送付先電話番号3'],
    deliveryDate: ['お届け日指定'],
    timeSlot: ['お届け時間帯'],
    method: ['配送方法'],
    payment: ['支払方法名', '決済方法'],
    billed: ['請求金額', '請求金額(-99999=無効値)'],
    shippingFee: ['送料合計', '送料', '送料(-99999=無効値)'],
    codFee: ['代引料合計', '代引料', '代引料(-99999=無効値)'],
    linkedSku: ['システム連携用SKU番号'],
    skuNumber: ['SKU管理番号'],
    itemNumber: ['商品番号'],
    itemManageNumber: ['商品管理番号'],
    quantity: ['個数'],
    unitPrice: ['単価'],
  },
  required: [
    'orderNumber',
    'orderedAt',
    'lastName',
    'postal1',
    'postal2',
    'prefecture',
    'city',
    'phone1',
    'quantity',
    'unitPrice',
  ],
  row: (cell) => {
    const cod = isCashOnDelivery(cell('payment'));
    return {
      orderNumber: cell('orderNumber'),
      orderedAt: cell('orderedAt'),
      recipientName: joined(' ', cell('lastName'), cell('firstName')),
      recipientKana: joined(' ', cell('lastKana'), cell('firstKana')),
      postalCode: postalText(joined('-', cell('postal1'), cell('postal2'))),
      prefecture: cell('prefecture'),
      city: oneLine(cell('city')),
      town: oneLine(cell('rest')),
      phone: domesticPhone(joined('-', cell('phone1'), cell('phone2'), cell('phone3'))),
      deliveryDate: dateText(cell('deliveryDate')),
      deliveryTimeSlot: timeSlotText(cell('timeSlot')),
      deliveryMethod: deliveryMethodText(cell('method'), cod),
      codAmount: cod ? feeText(cell('billed')) : '',
      shippingFee: feeText(cell('shippingFee')),
      codFee: cod ? feeText(cell('codFee')) : '',
      sku: cell('linkedSku') || cell('skuNumber') || cell('itemNumber') || cell('itemManageNumber'),
      quantity: cell('quantity'),
      unitPrice: yenText(cell('unitPrice')),
      skip: rakutenSkip(cell('status')),
    };
  },
});
