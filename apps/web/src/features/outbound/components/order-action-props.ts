/** What the allocation management page (and an order's detail) hands each bulk-action toolbar. */
export type OrderActionProps = {
  /** The checked orders (one on the detail page). */
  orderIds: number[];
  /** Called after an action changed something, e.g. to clear the selection. */
  onDone?: () => void;
};
