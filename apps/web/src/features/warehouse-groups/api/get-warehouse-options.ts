import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  warehouseEndpoints,
  type Page,
  type WarehouseDto,
  type WarehouseSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseGroupKeys } from './warehouse-group-keys.ts';

// The organisation's warehouses fit on one page (the search's maximum) for the transfer list.
const ALL_WAREHOUSES: WarehouseSearchInput = { perPage: 100, sort: 'code', direction: 'asc' };

export const getWarehouseOptions = () =>
  http
    .post<{ data: Page<WarehouseDto> }>(warehouseEndpoints.search.path, ALL_WAREHOUSES)
    .then((response) => response.data.data);

export const warehouseOptionsQueryOptions = () =>
  queryOptions({ queryKey: warehouseGroupKeys.warehouseOptions(), queryFn: getWarehouseOptions });

/** Every warehouse a group may hold, for the transfer list's left side. */
export const useWarehouseOptions = () => useQuery(warehouseOptionsQueryOptions());
