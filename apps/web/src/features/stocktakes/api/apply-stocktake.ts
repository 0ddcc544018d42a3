import { stocktakeEndpoints, type StocktakeDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { stocktakeKeys } from './stocktake-keys.ts';

/** 確定: the differences become 棚卸差異 adjustments, in one transaction. */
export const applyStocktake = (id: number) =>
  http.postData<StocktakeDto>(stocktakeEndpoints.apply.url({ id }));

export const useApplyStocktake = () => useRefreshingMutation(applyStocktake, stocktakeKeys.all);
