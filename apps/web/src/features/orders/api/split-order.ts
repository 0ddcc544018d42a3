import {
  orderSplitEndpoints as endpoints,
  type OrderSplitResult,
  type OrderSplitValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

/** 分割: the chosen pieces of the order become its second shipment. */
export const splitOrder = ({ id, ...values }: OrderSplitValues & { id: number }) =>
  http.postData<OrderSplitResult>(endpoints.split.url({ id }), values);

/** 分割を元に戻す (from either shipment): one shipment again. */
export const unsplitOrder = (id: number) =>
  http.postData<OrderSplitResult>(endpoints.unsplit.url({ id }));

export const useSplitOrder = () => useRefreshingMutation(splitOrder, ORDER_WORK_KEY);
export const useUnsplitOrder = () => useRefreshingMutation(unsplitOrder, ORDER_WORK_KEY);
