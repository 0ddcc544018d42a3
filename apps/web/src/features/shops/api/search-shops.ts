import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shopEndpoints, type Page, type ShopDto, type ShopSearchInput } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';

export const searchShops = (search: ShopSearchInput) =>
  http.postData<Page<ShopDto>>(shopEndpoints.search.path, search);

export const shopSearchQueryOptions = (search: ShopSearchInput) =>
  queryOptions({
    queryKey: shopKeys.search(search),
    queryFn: () => searchShops(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useShopSearch = (search: ShopSearchInput) => useQuery(shopSearchQueryOptions(search));
