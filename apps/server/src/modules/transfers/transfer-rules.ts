import type { TransferStatus } from '@logi/shared';

// 在庫移動's pure rules (decision 071): a transfer's status from its lines, and the pieces a
// cancelled schedule sends back.

export type TransferLineFigures = { quantity: number; receivedQty: number; returnedQty: number };

/** What is still on the way: left the source, neither arrived nor returned. */
export const inTransitOf = (line: TransferLineFigures) =>
  Math.max(line.quantity - line.receivedQty - line.returnedQty, 0);

/**
 * Nothing on the way: 完了 when something arrived, else キャンセル (all went back); something
 * on the way: 一部入荷 once anything arrived, else 移動中.
 */
export function transferStatusOf(lines: readonly TransferLineFigures[]): TransferStatus {
  const arrived = lines.some((line) => line.receivedQty > 0);
  if (lines.every((line) => inTransitOf(line) === 0)) return arrived ? 'completed' : 'cancelled';
  return arrived ? 'partial' : 'in_transit';
}

/**
 * A line's new figures from its schedule line: arrivals are the schedule's (sellable + defective);
 * once the schedule line is cancelled, whatever did not arrive goes back to the source.
 */
export function settledLine(
  line: TransferLineFigures,
  scheduleLine: { arrived: number; cancelled: boolean } | undefined,
): TransferLineFigures {
  const receivedQty = scheduleLine?.arrived ?? line.receivedQty;
  const returnedQty =
    scheduleLine?.cancelled === true ? Math.max(line.quantity - receivedQty, 0) : line.returnedQty;
  return { quantity: line.quantity, receivedQty, returnedQty };
}
