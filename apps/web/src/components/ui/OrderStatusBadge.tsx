import { ORDER_STATUSES, type OrderStatusCode } from '@logi/shared';
import { StateBadge } from './StateBadge.tsx';

/** An order's status as a dot badge: 引当管理, the order detail and 出荷作業 show it alike. */
export function OrderStatusBadge({ status }: { status: OrderStatusCode }) {
  return <StateBadge state={ORDER_STATUSES[status]} />;
}
