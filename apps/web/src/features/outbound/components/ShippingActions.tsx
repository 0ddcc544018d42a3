import type { OrderActionProps } from './order-action-props.ts';

/** 出荷指示 / 出荷保留 / キャンセル / 出荷済にする on the checked orders (built by the shipping work; empty until then). */
export function ShippingActions(_props: OrderActionProps) {
  return null;
}
