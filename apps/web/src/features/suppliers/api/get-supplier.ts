import { queryOptions, useQuery } from '@tanstack/react-query';
import { supplierEndpoints, type SupplierDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { supplierKeys } from './supplier-keys.ts';

export const getSupplier = (id: number, signal?: AbortSignal) =>
  http.getData<SupplierDto>(supplierEndpoints.show.url({ id }), undefined, signal);

export const supplierQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supplierKeys.detail(id),
    queryFn: ({ signal }) => getSupplier(id, signal),
    // The edit form starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export const useSupplier = (id: number) => useQuery(supplierQueryOptions(id));
