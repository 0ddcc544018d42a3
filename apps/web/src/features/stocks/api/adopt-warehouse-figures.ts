import { stockEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/use-refreshing-mutation.ts';

/** Adopts the warehouse's figures of the chosen rows (連携反映). */
export const adoptWarehouseFigures = (reportIds: number[]) =>
  http
    .post<{ data: { adopted: number } }>(stockEndpoints.diffAdopt.path, { reportIds })
    .then((r) => r.data);

export const useAdoptWarehouseFigures = () =>
  useRefreshingMutation(adoptWarehouseFigures, stockKeys.all);
