import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  orderEndpoints as endpoints,
  type OrderCountsDto,
  type OrderSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { orderKeys } from './order-keys.ts';

/** The status tabs' counts under the list's other filters. */
export const countOrders = (search: OrderSearchInput) =>
  http.post<{ data: OrderCountsDto }>(endpoints.counts.path, search).then((r) => r.data);

export const orderCountsQueryOptions = (search: OrderSearchInput) =>
  queryOptions({
    queryKey: orderKeys.orderCounts(search),
    queryFn: () => countOrders(search),
    placeholderData: keepPreviousData,
  });

export const useOrderCounts = (search: OrderSearchInput) =>
  useQuery(orderCountsQueryOptions(search));
