import { useQuery } from '@tanstack/react-query';
import {
  warehouseEndpoints,
  type Page,
  type WarehouseDto,
  type WarehouseSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseKeys } from './warehouse-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export const searchWarehouses = (search: WarehouseSearchInput) =>
  http.postData<Page<WarehouseDto>>(warehouseEndpoints.search.path, search);

export const warehouseSearchQueryOptions = (search: WarehouseSearchInput) =>
  pagedSearchQuery(warehouseKeys.search(search), () => searchWarehouses(search));

export const useWarehouseSearch = (search: WarehouseSearchInput) =>
  useQuery(warehouseSearchQueryOptions(search));
