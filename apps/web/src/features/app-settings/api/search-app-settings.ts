import { useQuery } from '@tanstack/react-query';
import {
  appSettingEndpoints,
  type AppSettingDto,
  type AppSettingSearchInput,
  type Page,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { appSettingKeys } from './app-setting-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export const searchAppSettings = (search: AppSettingSearchInput) =>
  http.postData<Page<AppSettingDto>>(appSettingEndpoints.search.path, search);

export const appSettingSearchQueryOptions = (search: AppSettingSearchInput) =>
  pagedSearchQuery(appSettingKeys.search(search), () => searchAppSettings(search));

export const useAppSettingSearch = (search: AppSettingSearchInput) =>
  useQuery(appSettingSearchQueryOptions(search));
