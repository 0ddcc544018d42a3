import { useQuery } from '@tanstack/react-query';
import { allocationEndpoints, type AllocationSettingsDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { allocationSettingsKeys } from './allocation-settings-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

export const getAllocationSettings = (signal?: AbortSignal) =>
  http.getData<AllocationSettingsDto>(allocationEndpoints.showSettings.path, undefined, signal);

// The form starts from what the server holds now, not from a cached copy.
export const allocationSettingsQueryOptions = () =>
  currentRecordQuery(allocationSettingsKeys.settings(), (signal) => getAllocationSettings(signal));

export const useAllocationSettings = () => useQuery(allocationSettingsQueryOptions());
