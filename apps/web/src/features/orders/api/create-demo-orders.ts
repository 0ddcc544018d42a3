import { orderEndpoints as endpoints, type OrderIntakeDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { orderKeys } from './order-keys.ts';

/** デモ受注作成: `count` orders of today from the organisation's shops and products. */
export const createDemoOrders = (count: number) =>
  http.postData<OrderIntakeDto>(endpoints.demo.path, { count });

export const useCreateDemoOrders = () => useRefreshingMutation(createDemoOrders, orderKeys.all);
