import { stockEndpoints, type StockAdjustValues, type StockDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const adjustStock = ({ id, values }: { id: number; values: StockAdjustValues }) =>
  http.putData<StockDto>(stockEndpoints.adjust.url({ id }), values);

export const useAdjustStock = () => useRefreshingMutation(adjustStock, stockKeys.all);
