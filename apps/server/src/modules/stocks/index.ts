// The stocks module's public surface: THE stock service every feature changes stock through
// (docs/decisions/023), the routes, and the in-use check of products and warehouses.
export {
  adjustStock,
  allocateStock,
  applyStockChanges,
  inStockTransaction,
  receiveStock,
  registerStock,
  registerStocksInBulk,
  releaseStock,
  returnStock,
  shipStock,
  stockIdFor,
  stockRefusal,
  syncStock,
  type BulkStock,
  type StockActor,
  type StockChange,
  type StockMeta,
  type StockReference,
} from './stocks.service.ts';
export {
  applyStockChangesInBulk,
  type BulkStockChange,
  type LockedStocks,
} from './stocks-bulk.service.ts';
export { stocksRoutes } from './stocks.routes.ts';
export { stockUsingProduct, stockUsingWarehouse } from './stocks-usages.ts';
export {
  lastReportedAt,
  storeWarehouseReports,
  type WarehouseStockReport,
} from './stocks.reports.ts';
