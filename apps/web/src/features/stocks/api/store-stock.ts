import { stockEndpoints, type StockDto, type StockStoreValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/use-refreshing-mutation.ts';

export const storeStock = (values: StockStoreValues) =>
  http.post<{ data: StockDto }>(stockEndpoints.store.path, values).then((r) => r.data);

export const useStoreStock = () => useRefreshingMutation(storeStock, stockKeys.all);
