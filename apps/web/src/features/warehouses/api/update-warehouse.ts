import { warehouseEndpoints, type WarehouseDto, type WarehouseFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseKeys } from './warehouse-keys.ts';
import { useRefreshingMutation, type VersionedSave } from '../../../lib/query/index.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateWarehouse = ({ id, values, version }: VersionedSave<WarehouseFormValues>) =>
  http.putData<WarehouseDto>(warehouseEndpoints.update.url({ id }), { ...values, version });

export const useUpdateWarehouse = () => useRefreshingMutation(updateWarehouse, warehouseKeys.all);
