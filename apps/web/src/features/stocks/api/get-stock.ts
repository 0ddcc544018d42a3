import { useQuery } from '@tanstack/react-query';
import { stockEndpoints, type StockDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

export const getStock = (id: number, signal?: AbortSignal) =>
  http.getData<StockDto>(stockEndpoints.show.url({ id }), undefined, signal);

// The adjustment starts from what the server holds now, not from a cached copy.
export const stockQueryOptions = (id: number) =>
  currentRecordQuery(stockKeys.detail(id), (signal) => getStock(id, signal));

export const useStock = (id: number) => useQuery(stockQueryOptions(id));
