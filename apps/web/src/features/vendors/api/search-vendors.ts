import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vendorEndpoints, type Page, type VendorDto, type VendorSearchInput } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { vendorKeys } from './vendor-keys.ts';

export const searchVendors = (search: VendorSearchInput) =>
  http.postData<Page<VendorDto>>(vendorEndpoints.search.path, search);

export const vendorSearchQueryOptions = (search: VendorSearchInput) =>
  queryOptions({
    queryKey: vendorKeys.search(search),
    queryFn: () => searchVendors(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useVendorSearch = (search: VendorSearchInput) =>
  useQuery(vendorSearchQueryOptions(search));
