import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierEndpoints, type SupplierDto, type SupplierFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { supplierKeys } from './supplier-keys.ts';

export const storeSupplier = (values: SupplierFormValues) =>
  http
    .post<{ data: SupplierDto }>(supplierEndpoints.store.path, values)
    .then((response) => response.data);

export function useStoreSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}
