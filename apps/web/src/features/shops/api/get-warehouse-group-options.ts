import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SEARCH_PER_PAGE_MAX,
  warehouseGroupEndpoints,
  type Page,
  type WarehouseGroupDto,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';

/** The warehouse groups a shop may allocate from, by name (the select offers the first 100). */
export const getWarehouseGroupOptions = () =>
  http
    .post<{ data: Page<WarehouseGroupDto> }>(warehouseGroupEndpoints.search.path, {
      perPage: SEARCH_PER_PAGE_MAX,
      sort: 'name',
      direction: 'asc',
    })
    .then((response) =>
      response.data.data.map((group) => ({ value: String(group.id), label: group.name })),
    );

export const useWarehouseGroupOptions = () =>
  useQuery(
    queryOptions({ queryKey: shopKeys.warehouseGroupOptions(), queryFn: getWarehouseGroupOptions }),
  );
