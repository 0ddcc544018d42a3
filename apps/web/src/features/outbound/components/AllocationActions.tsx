import type { OrderActionProps } from './order-action-props.ts';

/** 引当 / 引当解除 on the checked orders (built by the allocation work; empty until then). */
export function AllocationActions(_props: OrderActionProps) {
  return null;
}
