import { useQuery } from '@tanstack/react-query';
import { stockEndpoints, type StockDailyPage, type StockDailySearchInput } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';
import { stockKeys } from './stock-keys.ts';

/** 日次在庫表: a page of stock rows as of a day's end (JST). */
export const searchDailyStock = (search: StockDailySearchInput) =>
  http.postData<StockDailyPage>(stockEndpoints.dailySearch.path, search);

export const dailyStockSearchQueryOptions = (search: StockDailySearchInput) =>
  pagedSearchQuery(stockKeys.daily(search), () => searchDailyStock(search));

export const useDailyStockSearch = (search: StockDailySearchInput) =>
  useQuery(dailyStockSearchQueryOptions(search));
