import type { ReceivingScheduleLineDto } from './inbound-contract.ts';

type LineFigures = Pick<
  ReceivingScheduleLineDto,
  'scheduledQty' | 'receivedQty' | 'nonSellableQty' | 'cancelled' | 'cancelReason'
>;

/** 入荷明細's 状態: what arrived of the line (damaged pieces arrived too), or its cancellation. */
export function inboundLineState(line: LineFigures): string {
  if (line.cancelled) return `キャンセル（${line.cancelReason ?? ''}）`;
  const arrived = line.receivedQty + line.nonSellableQty;
  if (arrived === 0) return '未入荷';
  return arrived >= line.scheduledQty ? '入荷済' : '一部入荷';
}
