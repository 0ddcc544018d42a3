import type { OrderStatusCode, ShippingInstructionStatusCode } from '@logi/shared';
import { orderStatusOf } from '../../modules/shipping/index.ts';

// The one place the reconciliation names the order-status rule: re-point this import when the rule
// moves (issue 24 § 1: the orders module becomes its owner), and nothing else changes.

export type OrderFacts = {
  cancelled: boolean;
  instructions: {
    status: ShippingInstructionStatusCode;
    shippedOn: string | null;
    carrier: string | null;
    trackingNumber: string | null;
  }[];
  /** The order's live (not cancelled) lines. */
  lines: { quantity: number; allocatedQty: number; shippedQty: number }[];
};

/** The status an order must have, by the same rule the product applies when it changes one. */
export const derivedOrderStatus = (facts: OrderFacts): OrderStatusCode =>
  orderStatusOf(facts.cancelled, facts.instructions, facts.lines);
