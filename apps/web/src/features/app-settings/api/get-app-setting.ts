import { queryOptions, useQuery } from '@tanstack/react-query';
import { appSettingEndpoints, type AppSettingDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { appSettingKeys } from './app-setting-keys.ts';

export const getAppSetting = (id: number, signal?: AbortSignal) =>
  http.getData<AppSettingDto>(appSettingEndpoints.show.url({ id }), undefined, signal);

export const appSettingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: appSettingKeys.detail(id),
    queryFn: ({ signal }) => getAppSetting(id, signal),
    // The edit form starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export const useAppSetting = (id: number) => useQuery(appSettingQueryOptions(id));
