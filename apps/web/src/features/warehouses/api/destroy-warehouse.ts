import { useMutation, useQueryClient } from '@tanstack/react-query';
import { warehouseEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseKeys } from './warehouse-keys.ts';

export const destroyWarehouse = (id: number) =>
  http.delete<void>(warehouseEndpoints.destroy.url({ id }));

export function useDestroyWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyWarehouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
}
