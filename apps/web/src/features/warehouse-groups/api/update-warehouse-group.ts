import {
  warehouseGroupEndpoints,
  type WarehouseGroupDto,
  type WarehouseGroupFormValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseGroupKeys } from './warehouse-group-keys.ts';
import { useRefreshingMutation, type VersionedSave } from '../../../lib/query/index.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateWarehouseGroup = ({
  id,
  values,
  version,
}: VersionedSave<WarehouseGroupFormValues>) =>
  http.putData<WarehouseGroupDto>(warehouseGroupEndpoints.update.url({ id }), {
    ...values,
    version,
  });

export const useUpdateWarehouseGroup = () =>
  useRefreshingMutation(updateWarehouseGroup, warehouseGroupKeys.all);
