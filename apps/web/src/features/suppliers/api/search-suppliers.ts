import { useQuery } from '@tanstack/react-query';
import {
  supplierEndpoints,
  type Page,
  type SupplierDto,
  type SupplierSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { supplierKeys } from './supplier-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export const searchSuppliers = (search: SupplierSearchInput) =>
  http.postData<Page<SupplierDto>>(supplierEndpoints.search.path, search);

export const supplierSearchQueryOptions = (search: SupplierSearchInput) =>
  pagedSearchQuery(supplierKeys.search(search), () => searchSuppliers(search));

export const useSupplierSearch = (search: SupplierSearchInput) =>
  useQuery(supplierSearchQueryOptions(search));
