import { useQuery } from '@tanstack/react-query';
import {
  warehouseGroupEndpoints,
  type Page,
  type WarehouseGroupDto,
  type WarehouseGroupSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseGroupKeys } from './warehouse-group-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export const searchWarehouseGroups = (search: WarehouseGroupSearchInput) =>
  http.postData<Page<WarehouseGroupDto>>(warehouseGroupEndpoints.search.path, search);

export const warehouseGroupSearchQueryOptions = (search: WarehouseGroupSearchInput) =>
  pagedSearchQuery(warehouseGroupKeys.search(search), () => searchWarehouseGroups(search));

export const useWarehouseGroupSearch = (search: WarehouseGroupSearchInput) =>
  useQuery(warehouseGroupSearchQueryOptions(search));
