import {
  orderEndpoints as endpoints,
  type OrderDetailDto,
  type OrderEntryValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { orderKeys } from './order-keys.ts';

/** 受注登録: one order typed in; answers the stored order (allocated at once with 自動引当). */
export const enterOrder = (values: OrderEntryValues) =>
  http.postData<OrderDetailDto>(endpoints.entry.path, values);

/** 引当管理's lists refresh after the save. */
export const useEnterOrder = () => useRefreshingMutation(enterOrder, orderKeys.all);
