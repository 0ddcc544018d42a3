import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productEndpoints, type ProductDto, type ProductFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';

export const storeProduct = (values: ProductFormValues) =>
  http
    .post<{ data: ProductDto }>(productEndpoints.store.path, values)
    .then((response) => response.data);

export function useStoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
