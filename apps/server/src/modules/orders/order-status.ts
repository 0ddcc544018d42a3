import type { OrderStatusCode, ShippingInstructionStatusCode } from '@logi/shared';

// THE order-status rule (decision 041): every writer of an order's status (allocation, shipping,
// the orders commands) and every check of it (the reconciliation) derives it here.

export type StatusInstruction = { status: ShippingInstructionStatusCode };
/** A live (not cancelled) line; allocatedQty counts shipped pieces too (they were allocated). */
export type StatusLine = {
  quantity: number;
  allocatedQty: number;
  shippedQty: number;
  /** Pieces of the line cancelled as its rest (残数キャンセル): never to ship. */
  cancelledQty: number;
};

/** Still at or on its way to a warehouse: neither shipped nor cancelled. */
const isOpen = (row: StatusInstruction) => row.status !== 'shipped' && row.status !== 'cancelled';

/**
 * An order's status from its live lines and its instructions: cancelled → キャンセル; with an
 * open instruction: any 出荷不可 → 出荷不可, any 出荷保留 → 出荷保留, every one 検品済 → 検品済,
 * every one being worked on (出荷作業中 or 検品済) → 出荷作業中, else 出荷指示済; else once
 * something shipped: every line shipped but for its cancelled rest → 出荷済, otherwise 一部出荷
 * (the rest waits for stock, 再引当待ち); else nothing allocated → 未引当, every line whole →
 * 引当済, otherwise 一部引当.
 */
export function orderStatusOf(
  cancelled: boolean,
  instructions: readonly StatusInstruction[],
  lines: readonly StatusLine[],
): OrderStatusCode {
  if (cancelled) return 'cancelled';
  const open = instructions.filter(isOpen);
  if (open.length > 0) {
    if (open.some((row) => row.status === 'ng')) return 'ng';
    if (open.some((row) => row.status === 'on_hold')) return 'on_hold';
    if (open.every((row) => row.status === 'inspected')) return 'inspected';
    if (open.every((row) => row.status === 'working' || row.status === 'inspected'))
      return 'working';
    return 'instructed';
  }
  const owed = (line: StatusLine) => line.quantity - line.cancelledQty;
  if (lines.some((line) => line.shippedQty > 0))
    return lines.every((line) => line.shippedQty >= owed(line)) ? 'shipped' : 'partially_shipped';
  if (lines.length === 0 || lines.every((line) => line.allocatedQty === 0)) return 'unallocated';
  return lines.every((line) => line.allocatedQty >= owed(line)) ? 'allocated' : 'partial';
}
