// The shipping module's public surface (出荷指示, 出荷不可リスト): its routes, and what the warehouse
// jobs (出荷指示登録 / 出荷保留 / 出荷キャンセル / 出荷ステータス検索 / 出荷実績検索 / 出荷不可検索)
// read and write.
export { shippingRoutes } from './shipping.routes.ts';
export { shippingNgRoutes } from './shipping-ng.routes.ts';
export {
  bookShipment,
  bookShippingNg,
  instructionsToSend,
  markInstructionSent,
  mirrorShippingStatus,
  noteSendRequest,
  unsentCounts,
  type InstructionToSend,
  settleCancellation,
  settleSuspension,
  shipmentsSince,
  shippingNgSince,
} from './shipping-sync.ts';
export { instructionsByIds } from './shipping.repository.ts';
// 出荷指示 as the 引当管理 action runs it; the demo seed instructs its orders through it too.
export { sendInstructions } from './shipping-send.service.ts';
// 出荷作業's picking batches lock their parcels and start picking through these (issue 26).
export { PICKABLE_STATUSES, startPicking } from './shipping-picking.ts';
// 検品 and 伝票番号の取込 (own warehouse): the instruction's lock, 検品済 and 出荷済 in bulk.
export { inspectInstruction, shipInstructions, type Parcel } from './ship-instructions.ts';
export { lockInstructionsByIds } from './shipping.repository.ts';
