import type { OrderStatusCode } from '../labels/outbound.ts';

/**
 * The order statuses each 引当管理 action works on; an order in another status is skipped (with
 * its reason) by the server, and the order's detail page offers only the actions that apply.
 * 出荷保留 and キャンセル refuse an order being worked on (出荷作業中, 検品済) with that reason.
 */
export const ORDER_ACTION_STATUSES = {
  // 一部出荷: the rest of its lines waits for stock (再引当待ち), then ships as a second instruction.
  allocate: ['unallocated', 'partial', 'partially_shipped'],
  release: ['partial', 'allocated'],
  instruct: ['allocated', 'partially_shipped'],
  suspend: ['instructed'],
  // Of a 一部出荷 order only the rest is cancelled: what shipped stays 出荷済.
  cancel: [
    'unallocated',
    'partial',
    'allocated',
    'instructed',
    'partially_shipped',
    'on_hold',
    'ng',
  ],
  // 出荷作業中 and 検品済 (own warehouse) ship too: a tracking number typed by hand.
  markShipped: ['instructed', 'working', 'inspected'],
  // 再送信 of 連携エラー instructions: the order is 出荷指示済 unless another one is held or refused.
  resend: ['instructed', 'on_hold', 'ng'],
  // 受注編集: only before 出荷指示 (the warehouse has not been told yet).
  edit: ['unallocated', 'partial', 'allocated'],
  // 同梱 and 同梱解除: only before 出荷指示, as 受注編集.
  merge: ['unallocated', 'partial', 'allocated'],
  // 分割 and its undo: only before 出荷指示, as 受注編集 (decision 072).
  split: ['unallocated', 'partial', 'allocated'],
} as const satisfies Record<string, readonly OrderStatusCode[]>;

export type OrderAction = keyof typeof ORDER_ACTION_STATUSES;

export function orderActionApplies(action: OrderAction, status: OrderStatusCode): boolean {
  return (ORDER_ACTION_STATUSES[action] as readonly OrderStatusCode[]).includes(status);
}
