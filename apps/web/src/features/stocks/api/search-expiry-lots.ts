import { useQuery } from '@tanstack/react-query';
import { stockEndpoints, type StockExpiryPage, type StockExpirySearchInput } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';
import { stockKeys } from './stock-keys.ts';

/** 賞味期限管理: a page of lots near or past their 賞味期限. */
export const searchExpiryLots = (search: StockExpirySearchInput) =>
  http.postData<StockExpiryPage>(stockEndpoints.expirySearch.path, search);

export const expiryLotsQueryOptions = (search: StockExpirySearchInput) =>
  pagedSearchQuery(stockKeys.expiry(search), () => searchExpiryLots(search));

export const useExpiryLotsSearch = (search: StockExpirySearchInput) =>
  useQuery(expiryLotsQueryOptions(search));
