import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_VALUES } from '../labels/outbound.ts';
import { ORDER_ACTION_STATUSES, orderActionApplies } from './order-actions.ts';

describe('the statuses each order action works on', () => {
  it('lets no action touch a shipped or cancelled order', () => {
    for (const action of Object.keys(
      ORDER_ACTION_STATUSES,
    ) as (keyof typeof ORDER_ACTION_STATUSES)[]) {
      expect(orderActionApplies(action, 'shipped')).toBe(false);
      expect(orderActionApplies(action, 'cancelled')).toBe(false);
    }
  });

  it('allocates what is not fully allocated, and instructs only what is', () => {
    expect(ORDER_STATUS_VALUES.filter((status) => orderActionApplies('allocate', status))).toEqual([
      'unallocated',
      'partial',
      'partially_shipped',
    ]);
    expect(ORDER_STATUS_VALUES.filter((status) => orderActionApplies('instruct', status))).toEqual([
      'allocated',
      'partially_shipped',
    ]);
    expect(orderActionApplies('release', 'instructed')).toBe(false);
  });
});
