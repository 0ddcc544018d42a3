import { useMutation, useQueryClient } from '@tanstack/react-query';
import { warehouseEndpoints, type WarehouseDto, type WarehouseFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseKeys } from './warehouse-keys.ts';

export const storeWarehouse = (values: WarehouseFormValues) =>
  http
    .post<{ data: WarehouseDto }>(warehouseEndpoints.store.path, values)
    .then((response) => response.data);

export function useStoreWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeWarehouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
}
