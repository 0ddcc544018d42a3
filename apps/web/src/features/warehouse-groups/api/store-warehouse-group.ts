import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  warehouseGroupEndpoints,
  type WarehouseGroupDto,
  type WarehouseGroupFormValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseGroupKeys } from './warehouse-group-keys.ts';

export const storeWarehouseGroup = (values: WarehouseGroupFormValues) =>
  http
    .post<{ data: WarehouseGroupDto }>(warehouseGroupEndpoints.store.path, values)
    .then((response) => response.data);

export function useStoreWarehouseGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeWarehouseGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseGroupKeys.all }),
  });
}
