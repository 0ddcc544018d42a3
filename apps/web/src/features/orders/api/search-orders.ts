import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  orderEndpoints as endpoints,
  type OrderDto,
  type OrderSearchInput,
  type Page,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { orderKeys } from './order-keys.ts';

/** 引当管理's list: one page of orders under the filters and the status tab. */
export const searchOrders = (search: OrderSearchInput) =>
  http.post<{ data: Page<OrderDto> }>(endpoints.search.path, search).then((r) => r.data);

export const orderSearchQueryOptions = (search: OrderSearchInput) =>
  queryOptions({
    queryKey: orderKeys.orders(search),
    queryFn: () => searchOrders(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useOrderSearch = (search: OrderSearchInput) =>
  useQuery(orderSearchQueryOptions(search));
