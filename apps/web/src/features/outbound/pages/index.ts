export { AllocationManagementPage } from './AllocationManagementPage.tsx';
export { OrderCsvImportPage } from './OrderCsvImportPage.tsx';
export { OrderDetailPage } from './OrderDetailPage.tsx';
export { ShippingNgDetailPage } from './ShippingNgDetailPage.tsx';
export { ShippingNgListPage } from './ShippingNgListPage.tsx';
