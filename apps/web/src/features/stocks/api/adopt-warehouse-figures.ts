import { stockEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

/** Adopts the warehouse's figures of the chosen rows (連携反映). */
export const adoptWarehouseFigures = (reportIds: number[]) =>
  http.postData<{ adopted: number }>(stockEndpoints.diffAdopt.path, { reportIds });

export const useAdoptWarehouseFigures = () =>
  useRefreshingMutation(adoptWarehouseFigures, stockKeys.all);
