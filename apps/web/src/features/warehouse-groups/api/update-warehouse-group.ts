import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  warehouseGroupEndpoints,
  type WarehouseGroupDto,
  type WarehouseGroupFormValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseGroupKeys } from './warehouse-group-keys.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateWarehouseGroup = ({
  id,
  values,
  version,
}: {
  id: number;
  values: WarehouseGroupFormValues;
  version: number;
}) =>
  http
    .put<{ data: WarehouseGroupDto }>(warehouseGroupEndpoints.update.url({ id }), {
      ...values,
      version,
    })
    .then((response) => response.data);

export function useUpdateWarehouseGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWarehouseGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseGroupKeys.all }),
  });
}
