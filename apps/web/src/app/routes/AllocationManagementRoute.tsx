import { AllocationManagementPage } from '../../features/orders/pages/index.ts';
import { OrderActions } from './OrderActions.tsx';

/** /allocation_management: the orders page with the allocation and shipping features' actions. */
export function AllocationManagementRoute() {
  return <AllocationManagementPage Actions={OrderActions} />;
}
