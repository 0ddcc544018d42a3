// 引当管理's read model: the orders list with its tab counts, and one order's detail.
export { countOrders, searchOrders } from './order-list.ts';
export { showOrder } from './order-detail.ts';
export { orderView } from './order-audit-view.ts';
