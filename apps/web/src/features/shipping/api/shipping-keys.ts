import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';

/** Query keys of shipping (an order's 出荷指示, the 出荷不可リスト), under the orders' shared root. */
export const shippingKeys = {
  all: [...ORDER_WORK_KEY, 'shipping'] as const,
  orderShipments: (orderId: number) => [...shippingKeys.all, 'of-order', orderId] as const,
  ng: (search: object) => [...shippingKeys.all, 'ng', search] as const,
  ngDetail: (id: number) => [...shippingKeys.all, 'ng-detail', id] as const,
};
