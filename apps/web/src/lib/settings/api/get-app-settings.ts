import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http/client.ts';
import { settingsKeys } from './settings-keys.ts';

export type AppSettings = {
  productName: string;
  manualUrl: string;
  siblingLinks: { label: string; url: string }[];
  adminIpAllowList: string[];
};

export const appSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.app(),
    queryFn: ({ signal }) =>
      http.get<{ data: AppSettings }>('/api/settings/app', undefined, signal).then((r) => r.data),
    staleTime: Infinity,
  });

export const useAppSettings = () => useQuery(appSettingsQueryOptions());
