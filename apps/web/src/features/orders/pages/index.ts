export { AllocationManagementPage } from './AllocationManagementPage.tsx';
export { OrderCsvImportPage } from './OrderCsvImportPage.tsx';
export { OrderDetailPage } from './OrderDetailPage.tsx';
export { OrderEditPage } from './OrderEditPage.tsx';
export { OrderRegisterPage } from './OrderRegisterPage.tsx';
