import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  customerReturnEndpoints,
  type CustomerReturnDto,
  type CustomerReturnSearchInput,
  type Page,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { inboundKeys } from './inbound-keys.ts';

export const searchCustomerReturns = (search: CustomerReturnSearchInput) =>
  http
    .post<{ data: Page<CustomerReturnDto> }>(customerReturnEndpoints.search.path, search)
    .then((r) => r.data);

export const customerReturnSearchQueryOptions = (search: CustomerReturnSearchInput) =>
  queryOptions({
    queryKey: inboundKeys.returns(search),
    queryFn: () => searchCustomerReturns(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useReturnSearch = (search: CustomerReturnSearchInput) =>
  useQuery(customerReturnSearchQueryOptions(search));
