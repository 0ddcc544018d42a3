import { queryOptions, useQuery } from '@tanstack/react-query';
import { shippingNgEndpoints as endpoints, type ShippingNgDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shippingKeys } from './shipping-keys.ts';

/** One instruction of the 出荷不可リスト, with the recipient and the lines. */
export const getShippingNg = (id: number, signal?: AbortSignal) =>
  http
    .get<{ data: ShippingNgDto }>(endpoints.show.url({ id }), undefined, signal)
    .then((r) => r.data);

export const shippingNgQueryOptions = (id: number) =>
  queryOptions({
    queryKey: shippingKeys.ngDetail(id),
    queryFn: ({ signal }) => getShippingNg(id, signal),
    // A fix starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export const useShippingNg = (id: number) => useQuery(shippingNgQueryOptions(id));
