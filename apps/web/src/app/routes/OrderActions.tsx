import { Group } from '@mantine/core';
import { AllocationActions } from '../../features/allocation/components/AllocationActions.tsx';
import type { OrderActionProps } from '../../lib/order-work/order-action-props.ts';
import { ShippingActions } from '../../features/shipping/components/ShippingActions.tsx';

/** The checked orders' toolbar: 引当 from the allocation feature, 出荷指示 from shipping. */
export function OrderActions(props: OrderActionProps) {
  return (
    <Group gap="sm">
      <AllocationActions {...props} />
      <ShippingActions {...props} />
    </Group>
  );
}
