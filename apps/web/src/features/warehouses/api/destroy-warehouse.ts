import { warehouseEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseKeys } from './warehouse-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const destroyWarehouse = (id: number) =>
  http.delete<void>(warehouseEndpoints.destroy.url({ id }));

export const useDestroyWarehouse = () => useRefreshingMutation(destroyWarehouse, warehouseKeys.all);
