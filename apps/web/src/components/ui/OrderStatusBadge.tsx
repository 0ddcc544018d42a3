import { Badge } from '@mantine/core';
import { ORDER_STATUSES, type OrderStatusCode } from '@logi/shared';

/** An order's status as a dot badge: 引当管理, the order detail and 出荷作業 show it alike. */
export function OrderStatusBadge({ status }: { status: OrderStatusCode }) {
  const { label, color } = ORDER_STATUSES[status];
  return (
    <Badge color={color} variant="dot">
      {label}
    </Badge>
  );
}
