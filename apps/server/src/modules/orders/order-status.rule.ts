import type { OrderStatusCode, ShippingInstructionStatusCode } from '@logi/shared';

// THE order-status rule (decision 041): every writer of an order's status (allocation, shipping,
// the orders commands) and every check of it (the reconciliation) derives it here.

export type StatusInstruction = { status: ShippingInstructionStatusCode };
export type StatusLine = { quantity: number; allocatedQty: number };

/**
 * An order's status from its live (not cancelled) lines and its instructions: cancelled →
 * キャンセル; with live instructions: all shipped → 出荷済, any 出荷不可 → 出荷不可, any 出荷保留 →
 * 出荷保留, else 出荷指示済; without: nothing allocated → 未引当, every line whole → 引当済, else
 * 一部引当.
 */
export function orderStatusOf(
  cancelled: boolean,
  instructions: readonly StatusInstruction[],
  lines: readonly StatusLine[],
): OrderStatusCode {
  if (cancelled) return 'cancelled';
  const live = instructions.filter((row) => row.status !== 'cancelled');
  if (live.length > 0) {
    if (live.every((row) => row.status === 'shipped')) return 'shipped';
    if (live.some((row) => row.status === 'ng')) return 'ng';
    if (live.some((row) => row.status === 'on_hold')) return 'on_hold';
    return 'instructed';
  }
  if (lines.length === 0 || lines.every((line) => line.allocatedQty === 0)) return 'unallocated';
  return lines.every((line) => line.allocatedQty >= line.quantity) ? 'allocated' : 'partial';
}
