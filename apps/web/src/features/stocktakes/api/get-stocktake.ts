import { useQuery } from '@tanstack/react-query';
import { stocktakeEndpoints, type StocktakeDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';
import { stocktakeKeys } from './stocktake-keys.ts';

/** One count with its figures (lines, counted, differences). */
export const getStocktake = (id: number, signal?: AbortSignal) =>
  http.getData<StocktakeDto>(stocktakeEndpoints.show.url({ id }), undefined, signal);

export const useStocktake = (id: number) =>
  useQuery(currentRecordQuery(stocktakeKeys.detail(id), (signal) => getStocktake(id, signal)));
