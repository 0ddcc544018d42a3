import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { supplierKeys } from './supplier-keys.ts';

export const destroySupplier = (id: number) =>
  http.delete<void>(supplierEndpoints.destroy.url({ id }));

export function useDestroySupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroySupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}
