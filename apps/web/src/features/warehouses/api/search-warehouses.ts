import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  warehouseEndpoints,
  type Page,
  type WarehouseDto,
  type WarehouseSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseKeys } from './warehouse-keys.ts';

export const searchWarehouses = (search: WarehouseSearchInput) =>
  http.postData<Page<WarehouseDto>>(warehouseEndpoints.search.path, search);

export const warehouseSearchQueryOptions = (search: WarehouseSearchInput) =>
  queryOptions({
    queryKey: warehouseKeys.search(search),
    queryFn: () => searchWarehouses(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useWarehouseSearch = (search: WarehouseSearchInput) =>
  useQuery(warehouseSearchQueryOptions(search));
