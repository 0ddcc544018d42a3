// The allocation engine's planning reads, taken inside its transaction (decision 031).
export {
  availableStocks,
  candidatesByShop,
  countOrders,
  openLines,
  shopLotCutoffs,
  type AvailableStock,
  type CandidateWarehouse,
  type OpenLine,
} from './planning-reads.ts';
export { lotStocks, type LotStock } from './lot-reads.ts';
