import { orderMergeEndpoints as endpoints, type OrderMergeResult } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

/** 同梱する: the checked orders ship as one parcel. */
export const mergeOrders = (orderIds: number[]) =>
  http.postData<OrderMergeResult>(endpoints.merge.path, { orderIds });

/** 同梱解除: the checked orders' groups ship order by order again. */
export const unmergeOrders = (orderIds: number[]) =>
  http.postData<OrderMergeResult>(endpoints.unmerge.path, { orderIds });

export const useMergeOrders = () => useRefreshingMutation(mergeOrders, ORDER_WORK_KEY);
export const useUnmergeOrders = () => useRefreshingMutation(unmergeOrders, ORDER_WORK_KEY);
