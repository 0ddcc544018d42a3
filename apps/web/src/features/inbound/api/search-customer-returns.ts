import { useQuery } from '@tanstack/react-query';
import {
  customerReturnEndpoints,
  type CustomerReturnDto,
  type CustomerReturnSearchInput,
  type Page,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { inboundKeys } from './inbound-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export const searchCustomerReturns = (search: CustomerReturnSearchInput) =>
  http.postData<Page<CustomerReturnDto>>(customerReturnEndpoints.search.path, search);

export const customerReturnSearchQueryOptions = (search: CustomerReturnSearchInput) =>
  pagedSearchQuery(inboundKeys.returns(search), () => searchCustomerReturns(search));

export const useReturnSearch = (search: CustomerReturnSearchInput) =>
  useQuery(customerReturnSearchQueryOptions(search));
