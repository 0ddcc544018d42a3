import { allocationEndpoints as endpoints, type AllocationSummary } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

/** 引当: the checked orders, or every 未引当/一部引当 order when none are given. */
export const runAllocation = (orderIds?: number[]) =>
  http.postData<AllocationSummary>(endpoints.run.path, orderIds ? { orderIds } : {});

export const useRunAllocation = () => useRefreshingMutation(runAllocation, ORDER_WORK_KEY);
