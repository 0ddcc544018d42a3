import type { OrderStatusCode, ShippingInstructionStatusCode } from '@logi/shared';
import { orderStatusOf, type StatusLine } from '../../modules/orders/index.ts';

// The one place the reconciliation names the order-status rule, which the orders module owns
// (decision 041): the check derives each order's status exactly as every writer does.

export type OrderFacts = {
  cancelled: boolean;
  instructions: {
    status: ShippingInstructionStatusCode;
    shippedOn: string | null;
    carrier: string | null;
    trackingNumber: string | null;
  }[];
  /** The order's live (not cancelled) lines. */
  lines: StatusLine[];
};

/** The status an order must have, by the same rule the product applies when it changes one. */
export const derivedOrderStatus = (facts: OrderFacts): OrderStatusCode =>
  orderStatusOf(facts.cancelled, facts.instructions, facts.lines);
