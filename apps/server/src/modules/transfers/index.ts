// 在庫移動's public surface (decision 071): its routes, and the hook the warehouse jobs call when a
// transfer's inbound schedule receives or is cancelled. Stock moves through the stock service.
export { transfersRoutes } from './transfers.routes.ts';
export { settleTransferOfSchedule } from './transfer-settle.service.ts';
export { arrivalLotsOfSchedule } from './transfer-lots.service.ts';
