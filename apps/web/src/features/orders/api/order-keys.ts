import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';

/** Query keys of the orders (受注・引当管理); under the root every allocation or shipping action refreshes. */
export const orderKeys = {
  all: [...ORDER_WORK_KEY, 'orders'] as const,
  orders: (search: object) => [...orderKeys.all, 'search', search] as const,
  orderCounts: (search: object) => [...orderKeys.all, 'counts', search] as const,
  order: (id: number) => [...orderKeys.all, 'detail', id] as const,
};
