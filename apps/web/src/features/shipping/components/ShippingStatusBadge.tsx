import { Badge } from '@mantine/core';
import { SHIPPING_INSTRUCTION_STATUSES, type ShippingInstructionStatusCode } from '@logi/shared';

/** 出荷指示のステータス as a dot badge (the dot keeps axe's colour contrast in both schemes). */
export function ShippingStatusBadge({ status }: { status: ShippingInstructionStatusCode }) {
  const { label, color } = SHIPPING_INSTRUCTION_STATUSES[status];
  return (
    <Badge color={color} variant="dot">
      {label}
    </Badge>
  );
}
