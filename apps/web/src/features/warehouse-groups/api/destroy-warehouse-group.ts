import { warehouseGroupEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseGroupKeys } from './warehouse-group-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const destroyWarehouseGroup = (id: number) =>
  http.delete<void>(warehouseGroupEndpoints.destroy.url({ id }));

export const useDestroyWarehouseGroup = () =>
  useRefreshingMutation(destroyWarehouseGroup, warehouseGroupKeys.all);
