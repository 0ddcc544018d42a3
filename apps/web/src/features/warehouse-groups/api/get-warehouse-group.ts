import { queryOptions, useQuery } from '@tanstack/react-query';
import { warehouseGroupEndpoints, type WarehouseGroupDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseGroupKeys } from './warehouse-group-keys.ts';

export const getWarehouseGroup = (id: number, signal?: AbortSignal) =>
  http.getData<WarehouseGroupDto>(warehouseGroupEndpoints.show.url({ id }), undefined, signal);

export const warehouseGroupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: warehouseGroupKeys.detail(id),
    queryFn: ({ signal }) => getWarehouseGroup(id, signal),
    // The edit form starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export const useWarehouseGroup = (id: number) => useQuery(warehouseGroupQueryOptions(id));
