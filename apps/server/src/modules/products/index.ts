// The products module's public surface: its routes and the suppliers' in-use check (wired in app.ts).
export { productsRoutes } from './products.routes.ts';
// Two-character keywords' totals kept per bigram: counted again after an import (decision 078).
export { keepGramCounts, scheduleGramCountKeeping } from './product-gram-counts.ts';
export { productUsingSupplier, type ProductUsage } from './products.service.ts';
export {
  findProductsForSync,
  listProductsForSync,
  markProductsLinked,
} from './product-sync.repository.ts';
export type { SkuMappingSyncItem } from './product-sync.service.ts';
export type { ProductRow } from './products.table.ts';
// Product search, one call for every list of products (the stock list's too): the page's ids in
// order, the caller's columns and the total; and the filter as a condition for lists that join
// products but filter or sort on other figures.
export {
  productPage,
  type PageColumns,
  type ProductPage,
  type ProductWindow,
} from './product-page.ts';
export {
  productsMatching,
  type MatchPurpose,
  type ProductFilter,
  type ProductSort,
} from './product-filter.ts';
export {
  analyseStagedProducts,
  discardStagedProducts,
  PRODUCT_IMPORT_STAGE_COPY,
  stagedSupplierCodes,
  upsertStagedProducts,
  type UpsertCounts,
} from './products-upsert.repository.ts';
export { PRODUCT_IMPORT_STAGE_COLUMNS } from './product-import-columns.ts';
export {
  lotManagedProductIds,
  onSaleProducts,
  ownProductIds,
  productIdsByCode,
  productNamesByIds,
} from './products.repository.ts';
// A mall order file's SKUs as our product codes (the orders module's import, decision 061).
export { productCodesByShopSku } from './sku-mappings.repository.ts';
