/**
 * The cache root the orders, allocation and shipping features share: an allocation or a shipping
 * action changes the orders' lists, counts and details, so it invalidates this root, not one
 * feature's keys (features never import each other).
 */
export const ORDER_WORK_KEY = ['order-work'] as const;
