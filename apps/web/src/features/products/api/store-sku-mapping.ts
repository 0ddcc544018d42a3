import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productEndpoints, type SkuMappingDto, type SkuMappingFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';

export const storeSkuMapping = (productId: number, values: SkuMappingFormValues) =>
  http.postData<SkuMappingDto>(productEndpoints.skuMappingStore.url({ id: productId }), values);

export function useStoreSkuMapping(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SkuMappingFormValues) => storeSkuMapping(productId, values),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: productKeys.skuMappings(productId) }),
  });
}
