import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_PER_PAGE_MAX, shopEndpoints, type Page, type ShopDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { productKeys } from './product-keys.ts';

/** The shops a SKU mapping may name, by code (an organisation has a few shops, not hundreds). */
export const getShopOptions = () =>
  http
    .post<{ data: Page<ShopDto> }>(shopEndpoints.search.path, {
      perPage: SEARCH_PER_PAGE_MAX,
      sort: 'code',
      direction: 'asc',
    })
    .then((response) =>
      response.data.data.map((shop) => ({
        value: String(shop.id),
        label: `${shop.code} ${shop.name}`,
      })),
    );

export const useShopOptions = () =>
  useQuery(queryOptions({ queryKey: productKeys.shopOptions(), queryFn: getShopOptions }));
