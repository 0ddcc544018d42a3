import {
  defineMallLayout,
  deliveryMethodText,
  domesticPhone,
  feeText,
  isCashOnDelivery,
  oneLine,
  postalText,
  prefectureText,
  yenText,
} from './mall-layout.ts';

/** Created at as Shopify writes it (2026-04-01 10:30:00 +0900): the offset joined to the time. */
const orderedAtText = (text: string) => text.trim().replace(/\s+([+-]\d{2}:?\d{2})$/, '$1');

/**
 * Cancelled at (or an authorisation voided) is not imported. Financial Status pending is: a
 * cash-on-delivery order stays pending until the carrier collects (decision 061).
 */
function shopifySkip(cancelledAt: string, financialStatus: string) {
  if (cancelledAt !== '' || /^voided$/i.test(financialStatus)) return 'cancelled' as const;
  return undefined;
}

/**
 * Shopify 注文エクスポートCSV (管理画面 → 注文管理 → エクスポート, UTF-8): one row per line item;
 * the order's columns are on its first row only. Decision 061.
 */
export const SHOPIFY_LAYOUT = defineMallLayout({
  separator: 'comma',
  columns: {
    orderNumber: ['Name'],
    cancelledAt: ['Cancelled at'],
    financialStatus: ['Financial Status'],
    orderedAt: ['Created at'],
    payment: ['Payment Method'],
    total: ['Total'],
    shipping: ['Shipping'],
    method: ['Shipping Method'],
    name: ['Shipping Name'],
    address1: ['Shipping Address1'],
    address2: ['Shipping Address2'],
    city: ['Shipping City'],
    postal: ['Shipping Zip'],
    prefecture: ['Shipping Province', 'Shipping Province Name'],
    phone: ['Shipping Phone'],
    sku: ['Lineitem sku'],
    quantity: ['Lineitem quantity'],
    price: ['Lineitem price'],
  },
  required: [
    'orderNumber',
    'orderedAt',
    'name',
    'postal',
    'prefecture',
    'city',
    'sku',
    'quantity',
    'price',
  ],
  row: (cell) => {
    const cod = isCashOnDelivery(cell('payment'));
    return {
      orderNumber: cell('orderNumber'),
      orderedAt: orderedAtText(cell('orderedAt')),
      recipientName: cell('name'),
      postalCode: postalText(cell('postal')),
      prefecture: prefectureText(cell('prefecture')),
      city: oneLine(cell('city')),
      town: oneLine(cell('address1')),
      building: oneLine(cell('address2')),
      phone: domesticPhone(cell('phone')),
      deliveryMethod: cell('orderedAt') ? deliveryMethodText(cell('method'), cod) : '',
      codAmount: cod ? feeText(cell('total')) : '',
      shippingFee: feeText(cell('shipping')),
      sku: cell('sku'),
      quantity: cell('quantity'),
      unitPrice: yenText(cell('price')),
      skip: shopifySkip(cell('cancelledAt'), cell('financialStatus')),
    };
  },
});
