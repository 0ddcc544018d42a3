import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  shippingNgEndpoints as endpoints,
  type Page,
  type ShippingNgDto,
  type ShippingNgSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shippingKeys } from './shipping-keys.ts';

/** 出荷不可リスト: one page of refused instructions under the filters. */
export const searchShippingNg = (search: ShippingNgSearchInput) =>
  http.post<{ data: Page<ShippingNgDto> }>(endpoints.search.path, search).then((r) => r.data);

export const shippingNgSearchQueryOptions = (search: ShippingNgSearchInput) =>
  queryOptions({
    queryKey: shippingKeys.ng(search),
    queryFn: () => searchShippingNg(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useShippingNgSearch = (search: ShippingNgSearchInput) =>
  useQuery(shippingNgSearchQueryOptions(search));
