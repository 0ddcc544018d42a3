import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productEndpoints, type ProductDto, type ProductFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateProduct = ({
  id,
  values,
  version,
}: {
  id: number;
  values: ProductFormValues;
  version: number;
}) =>
  http
    .put<{ data: ProductDto }>(productEndpoints.update.url({ id }), { ...values, version })
    .then((response) => response.data);

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
