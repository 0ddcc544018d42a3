import { stockEndpoints, type StockDto, type StockStoreValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const storeStock = (values: StockStoreValues) =>
  http.postData<StockDto>(stockEndpoints.store.path, values);

export const useStoreStock = () => useRefreshingMutation(storeStock, stockKeys.all);
