import { orderActionApplies, type OrderAction, type OrderStatusCode } from '@logi/shared';

/** What the allocation management page (and an order's detail) hands each bulk-action toolbar. */
export type OrderActionProps = {
  /** The checked orders (one on the detail page). */
  orderIds: number[];
  /**
   * Their statuses, when the page knows them all (the detail page): an action that applies to none
   * of them is disabled. The list leaves it out: the server skips what does not apply, with reasons.
   */
  statuses?: readonly OrderStatusCode[];
  /** The warehouses their allocation sits in: the confirmations name them. */
  warehouses?: readonly string[];
  /** Every checked order already ships in a 同梱 group: the 同梱 button undoes instead of merging. */
  allMerged?: boolean;
  /** Called after an action changed something, e.g. to clear the selection. */
  onDone?: () => void;
};

/** Whether the toolbar should offer the action for the checked orders. */
export function offers(action: OrderAction, { orderIds, statuses }: OrderActionProps): boolean {
  if (orderIds.length === 0) return false;
  return statuses === undefined || statuses.some((status) => orderActionApplies(action, status));
}
