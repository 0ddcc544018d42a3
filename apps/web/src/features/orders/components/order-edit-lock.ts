import { ORDER_MESSAGES as M, orderActionApplies, type OrderStatusCode } from '@logi/shared';

/** Why an order can no longer be edited (出荷指示済 or later, キャンセル), or null while it can. */
export const orderEditLock = (status: OrderStatusCode) =>
  orderActionApplies('edit', status) ? null : M.notEditable;
