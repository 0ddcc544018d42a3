import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopEndpoints, type ShopDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';

export const getShop = (id: number, signal?: AbortSignal) =>
  http.getData<ShopDto>(shopEndpoints.show.url({ id }), undefined, signal);

export const shopQueryOptions = (id: number) =>
  queryOptions({
    queryKey: shopKeys.detail(id),
    queryFn: ({ signal }) => getShop(id, signal),
    // The edit form starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export const useShop = (id: number) => useQuery(shopQueryOptions(id));
