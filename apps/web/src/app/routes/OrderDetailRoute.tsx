import { OrderShipments } from '../../features/shipping/components/OrderShipments.tsx';
import { OrderDetailPage } from '../../features/orders/pages/index.ts';
import { OrderActions } from './OrderActions.tsx';

/** 受注詳細: the order with the allocation and shipping actions and its shipping instructions. */
export function OrderDetailRoute() {
  return <OrderDetailPage Actions={OrderActions} Shipments={OrderShipments} />;
}
