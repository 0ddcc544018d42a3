import {
  allocationEndpoints,
  type AllocationSettingsDto,
  type AllocationSettingsFormValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { allocationSettingsKeys } from './allocation-settings-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

/** `version` is the one the form was loaded with (0 = still the defaults): a newer one answers 409. */
export const updateAllocationSettings = ({
  values,
  version,
}: {
  values: AllocationSettingsFormValues;
  version: number;
}) =>
  http.putData<AllocationSettingsDto>(allocationEndpoints.updateSettings.path, {
    ...values,
    version,
  });

export const useUpdateAllocationSettings = () =>
  useRefreshingMutation(updateAllocationSettings, allocationSettingsKeys.all);
