// 在庫一覧's read model (by product, by stock row, its CSV, one stock row) and 在庫差異's: stocks
// with their products and warehouses, the product search through productPage (decision 050).
export { countDiffRows, findReports, searchDiffRows, type DiffRow } from './stock-diff.ts';
export { type ProductStockRow, type StockRowTuple } from './stock-page-rows.ts';
export { countStockRows, findStockRow, searchStockRows, type StockListRow } from './stock-rows.ts';
export { searchStockProducts } from './stocks-by-product.ts';
export {
  countDailyStockRows,
  dailyStockExportQuery,
  dailyStockRows,
  firstRecordAt,
  type DailyStockFilter,
  type DailyStockPlan,
  type DailyStockRow,
} from './stock-daily.ts';
export {
  countExpiryLots,
  EXPIRY_WARNING_DAYS_DEFAULT,
  expiryLotRows,
  expiryWarningDaysOf,
  type ExpiryFilter,
  type ExpiryLotRow,
} from './stock-expiry.ts';
export { allocatable, expiredByStock } from './stock-lot-figures.ts';
