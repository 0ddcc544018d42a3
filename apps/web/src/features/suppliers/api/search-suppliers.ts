import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  supplierEndpoints,
  type Page,
  type SupplierDto,
  type SupplierSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { supplierKeys } from './supplier-keys.ts';

export const searchSuppliers = (search: SupplierSearchInput) =>
  http.postData<Page<SupplierDto>>(supplierEndpoints.search.path, search);

export const supplierSearchQueryOptions = (search: SupplierSearchInput) =>
  queryOptions({
    queryKey: supplierKeys.search(search),
    queryFn: () => searchSuppliers(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useSupplierSearch = (search: SupplierSearchInput) =>
  useQuery(supplierSearchQueryOptions(search));
