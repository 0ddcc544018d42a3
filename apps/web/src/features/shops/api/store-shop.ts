import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopEndpoints, type ShopDto, type ShopFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';

export const storeShop = (values: ShopFormValues) =>
  http.post<{ data: ShopDto }>(shopEndpoints.store.path, values).then((response) => response.data);

export function useStoreShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeShop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
