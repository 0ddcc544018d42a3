import {
  orderEndpoints as endpoints,
  type OrderDetailDto,
  type OrderEditValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { orderKeys } from './order-keys.ts';

/** 受注編集: `values.version` is the one the form was opened on; a newer one answers 409. */
export const updateOrder = ({ id, values }: { id: number; values: OrderEditValues }) =>
  http.putData<OrderDetailDto>(endpoints.update.url({ id }), values);

/** 引当管理's lists and the order's detail refresh after the save. */
export const useUpdateOrder = () => useRefreshingMutation(updateOrder, orderKeys.all);
