import {
  warehouseGroupEndpoints,
  type WarehouseGroupDto,
  type WarehouseGroupFormValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseGroupKeys } from './warehouse-group-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const storeWarehouseGroup = (values: WarehouseGroupFormValues) =>
  http.postData<WarehouseGroupDto>(warehouseGroupEndpoints.store.path, values);

export const useStoreWarehouseGroup = () =>
  useRefreshingMutation(storeWarehouseGroup, warehouseGroupKeys.all);
