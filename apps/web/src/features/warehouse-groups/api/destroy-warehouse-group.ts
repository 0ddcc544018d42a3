import { useMutation, useQueryClient } from '@tanstack/react-query';
import { warehouseGroupEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseGroupKeys } from './warehouse-group-keys.ts';

export const destroyWarehouseGroup = (id: number) =>
  http.delete<void>(warehouseGroupEndpoints.destroy.url({ id }));

export function useDestroyWarehouseGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyWarehouseGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseGroupKeys.all }),
  });
}
