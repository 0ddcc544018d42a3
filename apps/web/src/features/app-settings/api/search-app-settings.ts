import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  appSettingEndpoints,
  type AppSettingDto,
  type AppSettingSearchInput,
  type Page,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { appSettingKeys } from './app-setting-keys.ts';

export const searchAppSettings = (search: AppSettingSearchInput) =>
  http.postData<Page<AppSettingDto>>(appSettingEndpoints.search.path, search);

export const appSettingSearchQueryOptions = (search: AppSettingSearchInput) =>
  queryOptions({
    queryKey: appSettingKeys.search(search),
    queryFn: () => searchAppSettings(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useAppSettingSearch = (search: AppSettingSearchInput) =>
  useQuery(appSettingSearchQueryOptions(search));
