import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopEndpoints, type ShopDto, type ShopFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateShop = ({
  id,
  values,
  version,
}: {
  id: number;
  values: ShopFormValues;
  version: number;
}) =>
  http
    .put<{ data: ShopDto }>(shopEndpoints.update.url({ id }), { ...values, version })
    .then((response) => response.data);

export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
