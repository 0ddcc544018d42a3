// 棚卸's read model: the products a count covers, its lists and its count sheet (decision 069).
export { stocktakeCandidates, type StocktakeCandidate } from './stocktake-candidates.ts';
export {
  searchStocktakeLines,
  searchStocktakes,
  showStocktake,
  showStocktakeLine,
  stocktakeSheetReader,
} from './stocktake-reads.ts';
export {
  sheetKey,
  stockShelvesOf,
  stocktakeLinesByCode,
  type StockShelves,
} from './stocktake-shelves.ts';
