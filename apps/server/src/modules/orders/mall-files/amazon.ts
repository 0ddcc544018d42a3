import {
  defineMallLayout,
  deliveryMethodText,
  domesticPhone,
  oneLine,
  postalText,
  yenText,
} from './mall-layout.ts';

/** Amazon's item-price is the line's total: the unit price is it over the pieces, when whole. */
function unitPriceOf(itemPrice: string, quantity: string) {
  const total = Number(yenText(itemPrice));
  const pieces = Number(quantity);
  if (!Number.isInteger(total) || !Number.isInteger(pieces) || pieces < 1)
    return yenText(itemPrice);
  return String(Math.round(total / pieces));
}

/** Amazon's order-status: Cancelled is not imported; Pending (payment not yet authorised) waits. */
function amazonSkip(status: string) {
  if (/^cancel/i.test(status)) return 'cancelled' as const;
  if (/^pending/i.test(status)) return 'pending' as const;
  return undefined;
}

/**
 * Amazon 注文レポート (セラーセントラル → レポート → 注文レポート / 未出荷注文レポート, tab
 * separated, UTF-8 or Shift_JIS by the marketplace setting): one row per order item. Decision 061.
 */
export const AMAZON_LAYOUT = defineMallLayout({
  separator: 'tab',
  columns: {
    orderNumber: ['order-id'],
    status: ['order-status'],
    orderedAt: ['purchase-date'],
    name: ['recipient-name'],
    postal: ['ship-postal-code'],
    prefecture: ['ship-state'],
    city: ['ship-city'],
    address1: ['ship-address-1'],
    address2: ['ship-address-2'],
    address3: ['ship-address-3'],
    phone: ['ship-phone-number', 'buyer-phone-number'],
    service: ['ship-service-level'],
    sku: ['sku'],
    quantity: ['quantity-purchased'],
    itemPrice: ['item-price'],
  },
  required: [
    'orderNumber',
    'orderedAt',
    'name',
    'postal',
    'prefecture',
    'address1',
    'sku',
    'quantity',
  ],
  row: (cell) => {
    const skip = amazonSkip(cell('status'));
    // An item cancelled before shipping stays in the report with 0 pieces: nothing to ship.
    if (cell('quantity') === '0' && !skip) return null;
    // Japanese addresses often leave ship-city blank and start ship-address-1 with the city.
    const [city, town, building] = cell('city')
      ? [cell('city'), cell('address1'), [cell('address2'), cell('address3')]]
      : [cell('address1'), cell('address2'), [cell('address3')]];
    return {
      orderNumber: cell('orderNumber'),
      orderedAt: cell('orderedAt'),
      recipientName: cell('name'),
      postalCode: postalText(cell('postal')),
      prefecture: cell('prefecture'),
      city: oneLine(city),
      town: oneLine(town),
      building: oneLine(building.filter(Boolean).join(' ')),
      phone: domesticPhone(cell('phone')),
      deliveryMethod: deliveryMethodText(cell('service'), false),
      sku: cell('sku'),
      quantity: cell('quantity'),
      unitPrice: unitPriceOf(cell('itemPrice'), cell('quantity')),
      skip,
    };
  },
});
