import type { CustomerReturnSearchInput, ReceivingScheduleSearchInput } from '@logi/shared';

/** Query keys of inbound work; invalidating `all` refreshes lists and details. */
export const inboundKeys = {
  all: ['inbound'] as const,
  schedules: (search: ReceivingScheduleSearchInput) =>
    [...inboundKeys.all, 'schedules', search] as const,
  schedule: (id: number) => [...inboundKeys.all, 'schedule', id] as const,
  returns: (search: CustomerReturnSearchInput) => [...inboundKeys.all, 'returns', search] as const,
  returnRecord: (id: number) => [...inboundKeys.all, 'return', id] as const,
  /** The order a return is registered from: its shipped lines and what came back already. */
  returnOrder: (orderId: number) => [...inboundKeys.all, 'return-order', orderId] as const,
};
