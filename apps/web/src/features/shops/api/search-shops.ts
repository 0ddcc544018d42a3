import { useQuery } from '@tanstack/react-query';
import { shopEndpoints, type Page, type ShopDto, type ShopSearchInput } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export const searchShops = (search: ShopSearchInput) =>
  http.postData<Page<ShopDto>>(shopEndpoints.search.path, search);

export const shopSearchQueryOptions = (search: ShopSearchInput) =>
  pagedSearchQuery(shopKeys.search(search), () => searchShops(search));

export const useShopSearch = (search: ShopSearchInput) => useQuery(shopSearchQueryOptions(search));
