import { useQuery } from '@tanstack/react-query';
import {
  orderEndpoints as endpoints,
  type OrderCountsDto,
  type OrderSearchInput,
  type OrderStatusCode,
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

/** The counts as the status tabs take them: each status's, and `all`; none while loading. */
export const countsByStatus = (
  data: OrderCountsDto | undefined,
): Partial<Record<OrderStatusCode | 'all', number>> =>
  data
    ? { all: data.total, ...Object.fromEntries(data.counts.map((row) => [row.status, row.count])) }
    : {};
