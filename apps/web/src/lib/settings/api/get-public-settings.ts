import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http/client.ts';
import { settingsKeys } from './settings-keys.ts';

export type PublicSettings = { productName: string };

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: ({ signal }) =>
      http.get<{ data: PublicSettings }>('/api/settings', undefined, signal).then((r) => r.data),
    staleTime: Infinity,
  });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
