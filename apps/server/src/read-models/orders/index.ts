// 引当管理's read model: the orders list with its tab counts, one order's detail, and its files.
export { countOrders, searchOrders } from './order-list.ts';
export { showOrder } from './order-detail.ts';
export { orderExportChunks, type OrderExportLine } from './order-export.ts';
export { shippedOrdersOfShop, type ShippedOrder } from './shipped-orders.ts';
export { orderView } from './order-audit-view.ts';
export { everInstructedAmong } from './ever-instructed.ts';
