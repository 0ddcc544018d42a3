import { Badge } from '@mantine/core';
import { ORDER_STATUSES, type OrderStatusCode } from '@logi/shared';

/** A parcel's order status, as 引当管理 shows it (features do not import one another). */
export function OrderStatusBadge({ status }: { status: OrderStatusCode }) {
  const { label, color } = ORDER_STATUSES[status];
  return (
    <Badge color={color} variant="dot">
      {label}
    </Badge>
  );
}
