import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  allocationEndpoints,
  type AllocationSettingsDto,
  type AllocationSettingsFormValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { allocationSettingsKeys } from './allocation-settings-keys.ts';

/** `version` is the one the form was loaded with (0 = still the defaults): a newer one answers 409. */
export const updateAllocationSettings = ({
  values,
  version,
}: {
  values: AllocationSettingsFormValues;
  version: number;
}) =>
  http
    .put<{ data: AllocationSettingsDto }>(allocationEndpoints.updateSettings.path, {
      ...values,
      version,
    })
    .then((response) => response.data);

export function useUpdateAllocationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAllocationSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allocationSettingsKeys.all }),
  });
}
