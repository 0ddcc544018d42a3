import { useQuery } from '@tanstack/react-query';
import {
  shippingNgEndpoints as endpoints,
  type Page,
  type ShippingNgDto,
  type ShippingNgSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shippingKeys } from './shipping-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

/** 出荷不可リスト: one page of refused instructions under the filters. */
export const searchShippingNg = (search: ShippingNgSearchInput) =>
  http.postData<Page<ShippingNgDto>>(endpoints.search.path, search);

export const shippingNgSearchQueryOptions = (search: ShippingNgSearchInput) =>
  pagedSearchQuery(shippingKeys.ng(search), () => searchShippingNg(search));

export const useShippingNgSearch = (search: ShippingNgSearchInput) =>
  useQuery(shippingNgSearchQueryOptions(search));
