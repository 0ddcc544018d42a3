import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorEndpoints, type VendorDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { vendorKeys } from './vendor-keys.ts';

export const getVendor = (id: number, signal?: AbortSignal) =>
  http.getData<VendorDto>(vendorEndpoints.show.url({ id }), undefined, signal);

export const vendorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vendorKeys.detail(id),
    queryFn: ({ signal }) => getVendor(id, signal),
    // The edit form starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export const useVendor = (id: number) => useQuery(vendorQueryOptions(id));
