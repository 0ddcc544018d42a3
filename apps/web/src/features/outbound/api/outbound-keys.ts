/**
 * Query keys of outbound work (orders, allocation, shipping instructions); invalidating `all` after
 * any allocation or shipping action refreshes the list, its status counts and every open order.
 */
export const outboundKeys = {
  all: ['outbound'] as const,
  orders: (search: object) => [...outboundKeys.all, 'orders', search] as const,
  orderCounts: (search: object) => [...outboundKeys.all, 'order-counts', search] as const,
  order: (id: number) => [...outboundKeys.all, 'order', id] as const,
  shippingNg: (search: object) => [...outboundKeys.all, 'shipping-ng', search] as const,
};
