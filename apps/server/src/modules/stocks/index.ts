// The stocks module's public surface: THE stock service every feature changes stock through
// (docs/decisions/023), the routes, and the in-use check of products and warehouses.
export {
  applyStockChanges,
  inStockTransaction,
  isStockRefusal,
  registerStock,
  registerStocksInBulk,
  stockIdFor,
  stockRefusal,
  type BulkStock,
  type StockActor,
  type StockChange,
  type StockMeta,
  type StockReference,
} from './stocks.service.ts';
export {
  adjustStock,
  allocateStock,
  receiveStock,
  releaseStock,
  returnStock,
  shipStock,
  syncStock,
  transferIn,
  transferOut,
} from './stock-changes.ts';
export {
  applyStockChangesInBulk,
  type BulkStockChange,
  type LockedLots,
  type LockedStocks,
} from './stocks-bulk.service.ts';
export { type MovedLot } from './stock-lot-parts.ts';
export { moveStock, type StockMove } from './stock-transfer.ts';
export { stocksRoutes } from './stocks.routes.ts';
export { stockLocationsRoutes } from './stock-locations.routes.ts';
export { stockUsingProduct, stockUsingWarehouse } from './stocks-usages.ts';
export {
  lastReportedAt,
  storeWarehouseReports,
  type WarehouseStockReport,
} from './stock-reports.repository.ts';
