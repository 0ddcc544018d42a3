import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { vendorKeys } from './vendor-keys.ts';

export const destroyVendor = (id: number) => http.delete<void>(vendorEndpoints.destroy.url({ id }));

export function useDestroyVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
