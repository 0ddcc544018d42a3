import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  warehouseGroupEndpoints,
  type Page,
  type WarehouseGroupDto,
  type WarehouseGroupSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseGroupKeys } from './warehouse-group-keys.ts';

export const searchWarehouseGroups = (search: WarehouseGroupSearchInput) =>
  http.postData<Page<WarehouseGroupDto>>(warehouseGroupEndpoints.search.path, search);

export const warehouseGroupSearchQueryOptions = (search: WarehouseGroupSearchInput) =>
  queryOptions({
    queryKey: warehouseGroupKeys.search(search),
    queryFn: () => searchWarehouseGroups(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useWarehouseGroupSearch = (search: WarehouseGroupSearchInput) =>
  useQuery(warehouseGroupSearchQueryOptions(search));
