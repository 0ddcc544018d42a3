// 在庫移動's read model (decision 071): the list and one transfer with its lines.
export { IN_TRANSIT, searchTransfers, showTransfer } from './transfer-reads.ts';
export { transferView } from './transfer-view.ts';
export { sourceLots } from './transfer-lots.ts';
