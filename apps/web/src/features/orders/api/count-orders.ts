import { useQuery } from '@tanstack/react-query';
import {
  orderEndpoints as endpoints,
  type OrderCountsDto,
  type OrderSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { orderKeys } from './order-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

/** The status tabs' counts under the list's other filters. */
export const countOrders = (search: OrderSearchInput) =>
  http.postData<OrderCountsDto>(endpoints.counts.path, search);

export const orderCountsQueryOptions = (search: OrderSearchInput) =>
  pagedSearchQuery(orderKeys.orderCounts(search), () => countOrders(search));

export const useOrderCounts = (search: OrderSearchInput) =>
  useQuery(orderCountsQueryOptions(search));
