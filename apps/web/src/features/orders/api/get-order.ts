import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderEndpoints as endpoints, type OrderDetailDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { orderKeys } from './order-keys.ts';

/** One order with its lines and allocation decisions. */
export const getOrder = (id: number, signal?: AbortSignal) =>
  http
    .get<{ data: OrderDetailDto }>(endpoints.show.url({ id }), undefined, signal)
    .then((r) => r.data);

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // The actions offered depend on the status the server holds now.
    staleTime: 0,
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
