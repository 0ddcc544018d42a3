import { useMutation, useQueryClient } from '@tanstack/react-query';
import { warehouseEndpoints, type WarehouseDto, type WarehouseFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseKeys } from './warehouse-keys.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateWarehouse = ({
  id,
  values,
  version,
}: {
  id: number;
  values: WarehouseFormValues;
  version: number;
}) =>
  http
    .put<{ data: WarehouseDto }>(warehouseEndpoints.update.url({ id }), { ...values, version })
    .then((response) => response.data);

export function useUpdateWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWarehouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
}
