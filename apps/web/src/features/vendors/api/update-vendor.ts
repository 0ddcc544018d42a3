import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorEndpoints, type VendorDto, type VendorFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { vendorKeys } from './vendor-keys.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateVendor = ({
  id,
  values,
  version,
}: {
  id: number;
  values: VendorFormValues;
  version: number;
}) =>
  http
    .put<{ data: VendorDto }>(vendorEndpoints.update.url({ id }), { ...values, version })
    .then((response) => response.data);

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
