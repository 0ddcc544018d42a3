// The order status rule's read of shipping instructions (decision 041), taken in the command's
// transaction.
export { instructionsOfOrders, type StatusInstructionRow } from './instructions-of-orders.ts';
