import { queryOptions, useQuery } from '@tanstack/react-query';
import { warehouseEndpoints, type WarehouseDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseKeys } from './warehouse-keys.ts';

export const getWarehouse = (id: number, signal?: AbortSignal) =>
  http.getData<WarehouseDto>(warehouseEndpoints.show.url({ id }), undefined, signal);

export const warehouseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: warehouseKeys.detail(id),
    queryFn: ({ signal }) => getWarehouse(id, signal),
    // The edit form starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export const useWarehouse = (id: number) => useQuery(warehouseQueryOptions(id));
