import { queryOptions, useQuery } from '@tanstack/react-query';
import { allocationEndpoints, type AllocationSettingsDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { allocationSettingsKeys } from './allocation-settings-keys.ts';

export const getAllocationSettings = (signal?: AbortSignal) =>
  http.getData<AllocationSettingsDto>(allocationEndpoints.showSettings.path, undefined, signal);

export const allocationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: allocationSettingsKeys.settings(),
    queryFn: ({ signal }) => getAllocationSettings(signal),
    // The form starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export const useAllocationSettings = () => useQuery(allocationSettingsQueryOptions());
