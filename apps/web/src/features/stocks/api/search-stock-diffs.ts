import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  stockEndpoints,
  type Page,
  type StockDiffDto,
  type StockDiffSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';

/** 在庫差異: ours against the warehouses' reported figures. */
export const searchStockDiffs = (search: StockDiffSearchInput) =>
  http
    .post<{ data: Page<StockDiffDto> }>(stockEndpoints.diffSearch.path, search)
    .then((r) => r.data);

export const stockDiffSearchQueryOptions = (search: StockDiffSearchInput) =>
  queryOptions({
    queryKey: stockKeys.diff(search),
    queryFn: () => searchStockDiffs(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useStockDiffSearch = (search: StockDiffSearchInput) =>
  useQuery(stockDiffSearchQueryOptions(search));
