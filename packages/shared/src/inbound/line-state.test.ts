import { describe, expect, it } from 'vitest';
import { inboundLineState } from './line-state.ts';
import { scheduleLockReason } from './schedule-lock.ts';

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

describe('入荷予定 past editing (issue 29 §4: its form opens read-only with the reason)', () => {
  const schedule = (status: string, warehouseIsOwn: boolean, receivedTotal = 0) =>
    ({ status, warehouseIsOwn, receivedTotal, nonSellableTotal: 0 }) as Parameters<
      typeof scheduleLockReason
    >[0];

  it('names why: 入荷完了, キャンセル, receiving started, accepted by the warehouse', () => {
    expect(scheduleLockReason(schedule('completed', true, 10))).toBe(
      '入荷完了のため編集できません',
    );
    expect(scheduleLockReason(schedule('cancelled', false))).toBe(
      'キャンセル済みのため編集できません',
    );
    expect(scheduleLockReason(schedule('waiting', true, 1))).toBe(
      '入荷が始まっているため編集できません',
    );
    expect(scheduleLockReason(schedule('waiting', false))).toBe(
      '倉庫が受け付けた入荷予定のため編集できません',
    );
  });

  it('leaves editable what the server lets change', () => {
    expect(scheduleLockReason(schedule('waiting', true))).toBeNull();
    expect(scheduleLockReason(schedule('unsynced', false))).toBeNull();
    expect(scheduleLockReason(schedule('sync_error', false))).toBeNull();
  });
});
