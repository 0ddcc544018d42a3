import { useQuery } from '@tanstack/react-query';
import {
  orderEndpoints as endpoints,
  type OrderDto,
  type OrderSearchInput,
  type Page,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { orderKeys } from './order-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

/** 引当管理's list: one page of orders under the filters and the status tab. */
export const searchOrders = (search: OrderSearchInput) =>
  http.postData<Page<OrderDto>>(endpoints.search.path, search);

export const orderSearchQueryOptions = (search: OrderSearchInput) =>
  pagedSearchQuery(orderKeys.orders(search), () => searchOrders(search));

export const useOrderSearch = (search: OrderSearchInput) =>
  useQuery(orderSearchQueryOptions(search));
