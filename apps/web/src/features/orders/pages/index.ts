export { AllocationManagementPage } from './AllocationManagementPage.tsx';
export { OrderCsvImportPage } from './OrderCsvImportPage.tsx';
export { OrderDetailPage } from './OrderDetailPage.tsx';
