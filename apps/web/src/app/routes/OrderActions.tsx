import { Group } from '@mantine/core';
import { AllocationActions } from '../../features/allocation/components/AllocationActions.tsx';
import type { OrderActionProps } from '../../lib/order-work/order-action-props.ts';
import { ShippingActions } from '../../features/shipping/components/ShippingActions.tsx';
import { MergeActions } from '../../features/orders/components/MergeActions.tsx';

/** The checked orders' toolbar: 引当 from the allocation feature, 同梱 from orders, 出荷指示 from shipping. */
export function OrderActions(props: OrderActionProps) {
  return (
    <Group gap="xs">
      <AllocationActions {...props} />
      <MergeActions {...props} />
      <ShippingActions {...props} />
    </Group>
  );
}
