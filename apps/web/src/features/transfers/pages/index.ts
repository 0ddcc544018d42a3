export { StockTransferListPage } from './StockTransferListPage.tsx';
export { StockTransferRegisterPage } from './StockTransferRegisterPage.tsx';
export { StockTransferDetailPage } from './StockTransferDetailPage.tsx';
