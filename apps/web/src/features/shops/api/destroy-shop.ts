import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';

export const destroyShop = (id: number) => http.delete<void>(shopEndpoints.destroy.url({ id }));

export function useDestroyShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyShop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
