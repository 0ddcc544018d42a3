import { SHIPPING_INSTRUCTION_STATUSES, type ShippingInstructionStatusCode } from '@logi/shared';
import { StateBadge } from '../../../components/ui/index.ts';

/** 出荷指示のステータス as a dot badge (the dot keeps axe's colour contrast in both schemes). */
export function ShippingStatusBadge({ status }: { status: ShippingInstructionStatusCode }) {
  return <StateBadge state={SHIPPING_INSTRUCTION_STATUSES[status]} />;
}
