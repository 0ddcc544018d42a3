import { stockLocationEndpoints, type StockDto, type StockRelocate } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { stockKeys } from './stock-keys.ts';

/** 棚移動: the row as it ends, its shelves included. */
export const relocateStock = (values: StockRelocate) =>
  http.postData<StockDto>(stockLocationEndpoints.relocate.path, values);

export const useRelocateStock = () => useRefreshingMutation(relocateStock, stockKeys.all);
