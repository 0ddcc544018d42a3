// The products module's public surface: its routes and the suppliers' in-use check (wired in app.ts).
export { productsRoutes } from './products.routes.ts';
export { productUsingSupplier, type ProductUsage } from './products.service.ts';
export {
  findProductsForSync,
  listProductsForSync,
  markProductsLinked,
} from './product-sync.repository.ts';
export type { SkuMappingSyncItem } from './product-sync.service.ts';
export type { ProductRow } from './products.table.ts';
export { productKeywordMatch, type KeywordUse } from './product-keyword.ts';
export { frequenciesForKeyword, type GramFrequencies } from './gram-frequencies.ts';
export { productIdsInCodeOrder, startsFromCodeRange } from './product-code-order.ts';
export { matchCountKey, pageWithKeptCount, productGeneration } from './kept-match-counts.ts';
export { upsertProducts, type UpsertCounts } from './products-upsert.repository.ts';
