import { useQuery } from '@tanstack/react-query';
import { appSettingEndpoints, type AppSettingDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { appSettingKeys } from './app-setting-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

export const getAppSetting = (id: number, signal?: AbortSignal) =>
  http.getData<AppSettingDto>(appSettingEndpoints.show.url({ id }), undefined, signal);

export const appSettingQueryOptions = (id: number) =>
  currentRecordQuery(appSettingKeys.detail(id), (signal) => getAppSetting(id, signal));

export const useAppSetting = (id: number) => useQuery(appSettingQueryOptions(id));
