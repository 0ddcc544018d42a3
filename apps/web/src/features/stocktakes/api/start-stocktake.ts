import { stocktakeEndpoints, type StocktakeDto, type StocktakeStoreInput } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { stocktakeKeys } from './stocktake-keys.ts';

/** 棚卸開始: the products' on_hand now becomes the count's 理論在庫. */
export const startStocktake = (values: StocktakeStoreInput) =>
  http.postData<StocktakeDto>(stocktakeEndpoints.store.path, values);

export const useStartStocktake = () => useRefreshingMutation(startStocktake, stocktakeKeys.all);
