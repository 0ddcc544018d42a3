import { stocktakeEndpoints, type StocktakeDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { stocktakeKeys } from './stocktake-keys.ts';

/** 中止: the count ends; stock is not touched. */
export const cancelStocktake = (id: number) =>
  http.postData<StocktakeDto>(stocktakeEndpoints.cancel.url({ id }));

export const useCancelStocktake = () => useRefreshingMutation(cancelStocktake, stocktakeKeys.all);
