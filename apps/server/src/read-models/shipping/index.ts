// 出荷指示's read model: the instructions an order has, the 出荷不可リスト and its detail, and the
// order an instruction is sent for.
export { instructionsOfOrder, searchShippingNg, showShippingNg } from './instruction-reads.ts';
export { shippingOrder, type ShippingOrder } from './shipping-order.ts';
