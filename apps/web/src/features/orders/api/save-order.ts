import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  orderEndpoints as endpoints,
  type OrderDetailDto,
  type OrderEditValues,
  type OrderEntryValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { orderKeys } from './order-keys.ts';

/** 受注登録: one order typed in; answers the stored order (allocated at once with 自動引当). */
export const enterOrder = (values: OrderEntryValues) =>
  http.post<{ data: OrderDetailDto }>(endpoints.entry.path, values).then((r) => r.data);

/** 受注編集: `values.version` is the one the form was opened on; a newer one answers 409. */
export const updateOrder = ({ id, values }: { id: number; values: OrderEditValues }) =>
  http.put<{ data: OrderDetailDto }>(endpoints.update.url({ id }), values).then((r) => r.data);

/** A save of the form: 引当管理's lists and the order's detail refresh. */
function useOrderMutation<A>(run: (args: A) => Promise<OrderDetailDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const useEnterOrder = () => useOrderMutation(enterOrder);
export const useUpdateOrder = () => useOrderMutation(updateOrder);
