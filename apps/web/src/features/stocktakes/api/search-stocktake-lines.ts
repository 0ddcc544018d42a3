import { useQuery } from '@tanstack/react-query';
import {
  stocktakeEndpoints,
  type Page,
  type StocktakeLineDto,
  type StocktakeLineSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';
import { stocktakeKeys } from './stocktake-keys.ts';

/** A page of a count's lines: 理論在庫, 実棚数, 差異 and 現在庫 per product. */
export const searchStocktakeLines = (id: number, search: StocktakeLineSearchInput) =>
  http.postData<Page<StocktakeLineDto>>(stocktakeEndpoints.lines.url({ id }), search);

export const useStocktakeLines = (id: number, search: StocktakeLineSearchInput) =>
  useQuery(
    pagedSearchQuery(stocktakeKeys.lines(id, search), () => searchStocktakeLines(id, search)),
  );
