import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorEndpoints, type VendorDto, type VendorFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { vendorKeys } from './vendor-keys.ts';

export const storeVendor = (values: VendorFormValues) =>
  http
    .post<{ data: VendorDto }>(vendorEndpoints.store.path, values)
    .then((response) => response.data);

export function useStoreVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
