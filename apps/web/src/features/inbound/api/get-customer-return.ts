import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerReturnEndpoints, type CustomerReturnDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { inboundKeys } from './inbound-keys.ts';

export const getCustomerReturn = (id: number, signal?: AbortSignal) =>
  http
    .get<{ data: CustomerReturnDto }>(customerReturnEndpoints.show.url({ id }), undefined, signal)
    .then((r) => r.data);

export const customerReturnQueryOptions = (id: number) =>
  queryOptions({
    queryKey: inboundKeys.returnRecord(id),
    queryFn: ({ signal }) => getCustomerReturn(id, signal),
  });

export const useCustomerReturn = (id: number) => useQuery(customerReturnQueryOptions(id));
