import { queryOptions, useQuery } from '@tanstack/react-query';
import { stockEndpoints, type StockDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';

export const getStock = (id: number, signal?: AbortSignal) =>
  http.getData<StockDto>(stockEndpoints.show.url({ id }), undefined, signal);

export const stockQueryOptions = (id: number) =>
  queryOptions({
    queryKey: stockKeys.detail(id),
    queryFn: ({ signal }) => getStock(id, signal),
    // The adjustment starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export const useStock = (id: number) => useQuery(stockQueryOptions(id));
