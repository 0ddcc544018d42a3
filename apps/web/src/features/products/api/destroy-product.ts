import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';

export const destroyProduct = (id: number) =>
  http.delete<void>(productEndpoints.destroy.url({ id }));

export function useDestroyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
