import { useQuery } from '@tanstack/react-query';
import { vendorEndpoints, type Page, type VendorDto, type VendorSearchInput } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { vendorKeys } from './vendor-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export const searchVendors = (search: VendorSearchInput) =>
  http.postData<Page<VendorDto>>(vendorEndpoints.search.path, search);

export const vendorSearchQueryOptions = (search: VendorSearchInput) =>
  pagedSearchQuery(vendorKeys.search(search), () => searchVendors(search));

export const useVendorSearch = (search: VendorSearchInput) =>
  useQuery(vendorSearchQueryOptions(search));
