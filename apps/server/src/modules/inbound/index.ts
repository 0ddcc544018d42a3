// The inbound module's public surface (入荷業務): its routes, and what the warehouse jobs
// (入荷予定登録 / キャンセル / 入荷実績検索 / 入荷ステータス検索 / 返品実績検索) read and write.
export { customerReturnsRoutes } from './customer-returns.routes.ts';
export { receivingSchedulesRoutes } from './receiving-schedules.routes.ts';
export {
  bookWarehouseResult,
  bookWarehouseReturn,
  inboundResultsSince,
  markScheduleSent,
  mirrorWarehouseStatus,
  scheduleToSend,
  settleWarehouseCancellation,
} from './inbound-sync.ts';
export {
  cancelTransferSchedule,
  scheduleArrivals,
  storeTransferSchedule,
  type ArrivalLots,
  type ScheduleSettled,
} from './transfer-schedules.ts';
export { scheduleCancellationOf } from './receiving-schedules.repository.ts';
// The demo seed (demo/seed-inbound.ts) books its receipts and returns like the app does.
export { bookReceipt, refreshScheduleStatus } from './receipts.ts';
export { bookReturn } from './customer-returns.service.ts';
export { receivingScheduleLines, receivingSchedules } from './receiving-schedules.table.ts';
