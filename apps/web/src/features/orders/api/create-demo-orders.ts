import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderEndpoints as endpoints, type OrderIntakeDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { orderKeys } from './order-keys.ts';

/** デモ受注作成: `count` orders of today from the organisation's shops and products. */
export const createDemoOrders = (count: number) =>
  http.postData<OrderIntakeDto>(endpoints.demo.path, { count });

export const useCreateDemoOrders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDemoOrders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};
