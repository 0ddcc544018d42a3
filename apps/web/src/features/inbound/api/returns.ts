import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerReturnEndpoints as endpoints,
  type CustomerReturnDto,
  type CustomerReturnFormValues,
  type CustomerReturnSearchInput,
  type Page,
  type ProcessDto,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { inboundKeys } from './inbound-keys.ts';

export const useReturnSearch = (search: CustomerReturnSearchInput) =>
  useQuery({
    queryKey: inboundKeys.returns(search),
    queryFn: () =>
      http
        .post<{ data: Page<CustomerReturnDto> }>(endpoints.search.path, search)
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const useCustomerReturn = (id: number) =>
  useQuery({
    queryKey: inboundKeys.returnRecord(id),
    queryFn: ({ signal }) =>
      http
        .get<{ data: CustomerReturnDto }>(endpoints.show.url({ id }), undefined, signal)
        .then((r) => r.data),
  });

export function useStoreReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CustomerReturnFormValues) =>
      http.post<{ data: CustomerReturnDto }>(endpoints.store.path, values).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboundKeys.all }),
  });
}

export const useFetchReturns = () =>
  useMutation({
    mutationFn: (warehouseId: number) =>
      http.post<{ data: ProcessDto }>(endpoints.fetch.path, { warehouseId }).then((r) => r.data),
  });
