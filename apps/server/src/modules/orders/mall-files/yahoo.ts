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

/** Yahoo!'s OrderStatus, as its code or its name: 4 キャンセル is not imported, 3 保留 waits. */
function yahooSkip(status: string) {
  if (status === '4' || status.includes('キャンセル')) return 'cancelled' as const;
  if (status === '3' || status.includes('保留')) return 'pending' as const;
  return undefined;
}

/**
 * Yahoo!ショッピング 注文データ CSV (ストアクリエイターPro 注文管理 → 注文データダウンロード,
 * 明細単位, Shift_JIS): the order API's field names as headers, one row per item. Decision 061.
 */
export const YAHOO_LAYOUT = defineMallLayout({
  separator: 'comma',
  columns: {
    orderNumber: ['OrderId'],
    status: ['OrderStatus'],
    orderedAt: ['OrderTime'],
    name: ['ShipName'],
    lastName: ['ShipLastName'],
    firstName: ['ShipFirstName'],
    lastKana: ['ShipLastNameKana'],
    firstKana: ['ShipFirstNameKana'],
    postal: ['ShipZipCode'],
    prefecture: ['ShipPrefecture'],
    city: ['ShipCity'],
    address1: ['ShipAddress1'],
    address2: ['ShipAddress2'],
    phone: ['ShipPhoneNumber'],
    deliveryDate: ['ShipRequestDate'],
    timeSlot: ['ShipRequestTime'],
    method: ['ShipMethodName'],
    payment: ['PayMethodName'],
    total: ['TotalPrice'],
    shippingFee: ['ShipCharge'],
    codFee: ['PayCharge'],
    itemId: ['ItemId'],
    subCode: ['SubCode'],
    quantity: ['Quantity'],
    unitPrice: ['UnitPrice'],
  },
  required: [
    'orderNumber',
    'orderedAt',
    'postal',
    'prefecture',
    'city',
    'phone',
    'itemId',
    'quantity',
    'unitPrice',
  ],
  row: (cell) => {
    const cod = isCashOnDelivery(cell('payment'));
    return {
      orderNumber: cell('orderNumber'),
      orderedAt: cell('orderedAt'),
      recipientName: cell('name') || joined(' ', cell('lastName'), cell('firstName')),
      recipientKana: joined(' ', cell('lastKana'), cell('firstKana')),
      postalCode: postalText(cell('postal')),
      prefecture: cell('prefecture'),
      city: oneLine(cell('city')),
      town: oneLine(cell('address1')),
      building: oneLine(cell('address2')),
      phone: domesticPhone(cell('phone')),
      deliveryDate: dateText(cell('deliveryDate')),
      deliveryTimeSlot: timeSlotText(cell('timeSlot')),
      deliveryMethod: deliveryMethodText(cell('method'), cod),
      codAmount: cod ? feeText(cell('total')) : '',
      shippingFee: feeText(cell('shippingFee')),
      codFee: cod ? feeText(cell('codFee')) : '',
      // SubCode is the 個別商品コード of an item with options; the item's own code otherwise.
      sku: cell('subCode') || cell('itemId'),
      quantity: cell('quantity'),
      unitPrice: yenText(cell('unitPrice')),
      skip: yahooSkip(cell('status')),
    };
  },
});
