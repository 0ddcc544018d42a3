import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';

export const destroySkuMapping = (id: number) =>
  http.delete<void>(productEndpoints.skuMappingDestroy.url({ id }));

export function useDestroySkuMapping(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroySkuMapping,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: productKeys.skuMappings(productId) }),
  });
}
