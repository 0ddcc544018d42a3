// The inbound pages (入荷業務), for the router.
export { ReceivingScheduleListPage } from './ReceivingScheduleListPage.tsx';
export { ReceivingScheduleRegisterPage } from './ReceivingScheduleRegisterPage.tsx';
export { ReceivingScheduleEditPage } from './ReceivingScheduleEditPage.tsx';
export { ReceivingScheduleDetailPage } from './ReceivingScheduleDetailPage.tsx';
export { CustomerReturnListPage } from './CustomerReturnListPage.tsx';
export { CustomerReturnRegisterPage } from './CustomerReturnRegisterPage.tsx';
export { CustomerReturnDetailPage } from './CustomerReturnDetailPage.tsx';
export { OrderReturnRegisterPage } from './OrderReturnRegisterPage.tsx';
