import { describe, expect, it } from 'vitest';
import { inboundLineState } from './line-state.ts';

const line = (receivedQty: number, nonSellableQty = 0, cancelled = false) => ({
  scheduledQty: 10,
  receivedQty,
  nonSellableQty,
  cancelled,
  cancelReason: cancelled ? '発注取消' : null,
});

describe('入荷明細 状態', () => {
  it('fills in as the line arrives: 未入荷, 一部入荷, 入荷済 (damaged pieces count as arrived)', () => {
    expect(inboundLineState(line(0))).toBe('未入荷');
    expect(inboundLineState(line(4))).toBe('一部入荷');
    expect(inboundLineState(line(9, 1))).toBe('入荷済');
  });

  it('says キャンセル with its reason', () => {
    expect(inboundLineState(line(0, 0, true))).toBe('キャンセル（発注取消）');
  });
});
