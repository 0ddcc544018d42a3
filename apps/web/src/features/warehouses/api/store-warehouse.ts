import { warehouseEndpoints, type WarehouseDto, type WarehouseFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseKeys } from './warehouse-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const storeWarehouse = (values: WarehouseFormValues) =>
  http.postData<WarehouseDto>(warehouseEndpoints.store.path, values);

export const useStoreWarehouse = () => useRefreshingMutation(storeWarehouse, warehouseKeys.all);
