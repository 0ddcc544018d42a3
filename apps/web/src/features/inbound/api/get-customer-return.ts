import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerReturnEndpoints, type CustomerReturnDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { inboundKeys } from './inbound-keys.ts';

export const getCustomerReturn = (id: number, signal?: AbortSignal) =>
  http.getData<CustomerReturnDto>(customerReturnEndpoints.show.url({ id }), undefined, signal);

export const customerReturnQueryOptions = (id: number) =>
  queryOptions({
    queryKey: inboundKeys.returnRecord(id),
    queryFn: ({ signal }) => getCustomerReturn(id, signal),
  });

export const useCustomerReturn = (id: number) => useQuery(customerReturnQueryOptions(id));
