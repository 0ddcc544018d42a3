// 商品一覧's read model: the supplier and stock-total columns a product page reads beside its rows.
export {
  STOCK_TOTALS_OF_PRODUCT,
  stockTotalsOf,
  SUPPLIER_OF_PRODUCT,
  type StockTotals,
  type SupplierRef,
} from './product-list-columns.ts';
