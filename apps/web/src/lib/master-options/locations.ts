import { useQuery } from '@tanstack/react-query';
import { locationEndpoints, SEARCH_PER_PAGE_MAX, type LocationDto, type Page } from '@logi/shared';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/client.ts';
import { masterOptionKeys } from './master-option-keys.ts';

/** The shelves (棚番) of one own warehouse in route order, for 棚移動 and put-away selects. */
export const warehouseLocationsQuery = (warehouseId: number) =>
  queryOptions({
    queryKey: masterOptionKeys.locations(warehouseId),
    queryFn: () =>
      http
        .post<{ data: Page<LocationDto> }>(locationEndpoints.search.path, {
          warehouseId,
          perPage: SEARCH_PER_PAGE_MAX,
        })
        .then((response) => response.data.data),
  });

export const useWarehouseLocations = (warehouseId: number | null) =>
  useQuery({ ...warehouseLocationsQuery(warehouseId ?? 0), enabled: warehouseId !== null });
