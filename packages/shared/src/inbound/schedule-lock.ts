import type { ReceivingScheduleDto } from './inbound-contract.ts';

type ScheduleState = Pick<
  ReceivingScheduleDto,
  'status' | 'warehouseIsOwn' | 'receivedTotal' | 'nonSellableTotal'
>;

/** Why a schedule's form cannot be used (shown on its read-only page). */
export const SCHEDULE_LOCK_REASONS = {
  completed: '入荷完了のため編集できません',
  cancelled: 'キャンセル済みのため編集できません',
  receiving: '入荷が始まっているため編集できません',
  accepted: '倉庫が受け付けた入荷予定のため編集できません',
} as const;

/**
 * Why the schedule can no longer be edited, or null while it can: an own warehouse's until
 * something arrives, an external one's until the warehouse accepts it (the server's own rule).
 */
export function scheduleLockReason(schedule: ScheduleState): string | null {
  const { status } = schedule;
  if (status === 'completed') return SCHEDULE_LOCK_REASONS.completed;
  if (status === 'cancelled') return SCHEDULE_LOCK_REASONS.cancelled;
  if (status === 'partial' || schedule.receivedTotal + schedule.nonSellableTotal > 0)
    return SCHEDULE_LOCK_REASONS.receiving;
  const editable = schedule.warehouseIsOwn
    ? ['waiting', 'unsynced'].includes(status)
    : ['unsynced', 'sync_error'].includes(status);
  return editable ? null : SCHEDULE_LOCK_REASONS.accepted;
}
