// The inbound pages (入荷業務), for the router.
export { ReceivingScheduleListPage } from './ReceivingScheduleListPage.tsx';
export {
  ReceivingScheduleEditPage,
  ReceivingScheduleRegisterPage,
} from './ReceivingScheduleFormPages.tsx';
export { ReceivingScheduleDetailPage } from './ReceivingScheduleDetailPage.tsx';
export {
  CustomerReturnDetailPage,
  CustomerReturnListPage,
  CustomerReturnRegisterPage,
} from './CustomerReturnPages.tsx';
