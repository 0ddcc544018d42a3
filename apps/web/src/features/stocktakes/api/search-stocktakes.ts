import { useQuery } from '@tanstack/react-query';
import {
  stocktakeEndpoints,
  type Page,
  type StocktakeDto,
  type StocktakeSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';
import { stocktakeKeys } from './stocktake-keys.ts';

/** 棚卸一覧: one page of the organisation's counts. */
export const searchStocktakes = (search: StocktakeSearchInput) =>
  http.postData<Page<StocktakeDto>>(stocktakeEndpoints.search.path, search);

export const useStocktakeSearch = (search: StocktakeSearchInput) =>
  useQuery(pagedSearchQuery(stocktakeKeys.search(search), () => searchStocktakes(search)));
