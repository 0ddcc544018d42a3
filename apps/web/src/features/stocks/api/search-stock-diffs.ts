import { useQuery } from '@tanstack/react-query';
import {
  stockEndpoints,
  type Page,
  type StockDiffDto,
  type StockDiffSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

/** 在庫差異: ours against the warehouses' reported figures. */
export const searchStockDiffs = (search: StockDiffSearchInput) =>
  http.postData<Page<StockDiffDto>>(stockEndpoints.diffSearch.path, search);

export const stockDiffSearchQueryOptions = (search: StockDiffSearchInput) =>
  pagedSearchQuery(stockKeys.diff(search), () => searchStockDiffs(search));

export const useStockDiffSearch = (search: StockDiffSearchInput) =>
  useQuery(stockDiffSearchQueryOptions(search));
