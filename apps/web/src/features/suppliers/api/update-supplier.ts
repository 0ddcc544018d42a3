import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierEndpoints, type SupplierDto, type SupplierFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { supplierKeys } from './supplier-keys.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateSupplier = ({
  id,
  values,
  version,
}: {
  id: number;
  values: SupplierFormValues;
  version: number;
}) =>
  http
    .put<{ data: SupplierDto }>(supplierEndpoints.update.url({ id }), { ...values, version })
    .then((response) => response.data);

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}
