export { StockListPage } from './StockListPage.tsx';
export { StockRegisterPage } from './StockRegisterPage.tsx';
export { StockEditPage } from './StockEditPage.tsx';
export { StockDiffPage } from './StockDiffPage.tsx';
export { StockDailyPage } from './StockDailyPage.tsx';
export { StockExpiryPage } from './StockExpiryPage.tsx';
export { StockRelocatePage } from './StockRelocatePage.tsx';
