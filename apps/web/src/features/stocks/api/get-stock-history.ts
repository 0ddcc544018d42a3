import { useQuery } from '@tanstack/react-query';
import { stockEndpoints, type Page, type StockMovementDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export const getStockHistory = (id: number, page: number, perPage: number, signal?: AbortSignal) =>
  http.getData<Page<StockMovementDto>>(
    stockEndpoints.history.url({ id }),
    { page, per_page: perPage },
    signal,
  );

/** 在庫履歴 of a stock row, newest first, a page at a time. */
export const stockHistoryQueryOptions = (id: number, page: number, perPage: number) =>
  pagedSearchQuery(stockKeys.history(id, page, perPage), (signal) =>
    getStockHistory(id, page, perPage, signal),
  );

export const useStockHistory = (id: number, page: number, perPage: number) =>
  useQuery(stockHistoryQueryOptions(id, page, perPage));
