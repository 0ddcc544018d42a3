import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  appSettingEndpoints,
  type AppSettingDto,
  type AppSettingSearchInput,
  type Page,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { warehouseKeys } from './warehouse-keys.ts';

// The organisation's settings fit on one page (the search's maximum) for the form's select.
const ALL_SETTINGS: AppSettingSearchInput = { perPage: 100, sort: 'name', direction: 'asc' };

export const getSettingOptions = () =>
  http
    .post<{ data: Page<AppSettingDto> }>(appSettingEndpoints.search.path, ALL_SETTINGS)
    .then((response) => response.data.data);

export const settingOptionsQueryOptions = () =>
  queryOptions({ queryKey: warehouseKeys.settingOptions(), queryFn: getSettingOptions });

/** The system-integration settings a warehouse may use (name and kind, for the select). */
export const useSettingOptions = () => useQuery(settingOptionsQueryOptions());
