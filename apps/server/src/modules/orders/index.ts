// The orders module's surface: its routes, the intake (API, CSV, demo), the demo seed's pieces,
// and — as the only writer of orders, order_lines and order_allocations (decision 041) — the
// lifecycle commands allocation and shipping call, THE order lock and held-allocation read they
// share, and THE order-status rule.
export { ordersRoutes } from './orders.routes.ts';
export { orderFilesRoutes } from './order-files.routes.ts';
export { storeOrders, type AllocateAtIntake, type OrderActor } from './orders-intake.service.ts';
export { OrderIntakeRefusal } from './intake-checks.ts';
export { createDemoOrders, demoMaterials, demoOrderValues, seededRandom } from './orders.demo.ts';
export type { DemoDeliveryChoice } from './demo-delivery.ts';
export { orderStatusOf, type StatusInstruction, type StatusLine } from './order-status.ts';
export {
  allocateLines,
  recordAllocationOutcomes,
  type AllocationOutcome,
  type NewAllocation,
} from './commands/allocate.ts';
export { releaseAllocations, releaseOrders, type Release } from './commands/release.ts';
export { shipAllocationGroups, shipAllocations, type ShippedAllocations } from './commands/ship.ts';
export {
  cancelLineRests,
  cancelOrder,
  cancelOrderLines,
  cancelOrderRest,
} from './commands/cancel.ts';
export { fixRecipient, type RecipientFix } from './commands/recipient.ts';
export { mergeGroupsOf } from './commands/merge.ts';
export { refreshOrderStatus, refreshOrderStatuses } from './commands/status.ts';
export {
  heldAllocationsOf,
  heldAllocationsOfLines,
  type HeldAllocation,
} from './commands/held-allocation.ts';
export {
  LOCKED_ORDER_COLUMNS,
  lockOrders,
  toLockedOrder,
  type LockedOrder,
  type LockedOrderRecord,
} from './commands/lock.ts';
export { lockNextInStatuses } from './commands/lock-pending.ts';
// A return from an order (inbound) is bounded by its shipped lines, read under the order lock.
export { lockOrderForReturn, type ShippedLine } from './shipped-lines.ts';
