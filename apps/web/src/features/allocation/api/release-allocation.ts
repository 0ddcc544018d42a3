import { allocationEndpoints as endpoints, type ReleaseSummary } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

/** 引当解除 of the checked orders. */
export const releaseAllocation = (orderIds: number[]) =>
  http.postData<ReleaseSummary>(endpoints.release.path, { orderIds });

export const useReleaseAllocation = () => useRefreshingMutation(releaseAllocation, ORDER_WORK_KEY);
