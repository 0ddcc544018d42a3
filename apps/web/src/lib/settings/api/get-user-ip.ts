import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http/client.ts';
import { settingsKeys } from './settings-keys.ts';

export const userIpQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.userIp(),
    queryFn: ({ signal }) =>
      http.get<{ data: string }>('/api/ip/getUserIp', undefined, signal).then((r) => r.data),
    staleTime: Infinity,
  });

export const useUserIp = () => useQuery(userIpQueryOptions());
