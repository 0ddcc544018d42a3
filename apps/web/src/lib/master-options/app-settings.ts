import { useQuery } from '@tanstack/react-query';
import { APP_SETTING_KINDS, appSettingEndpoints, type AppSettingDto } from '@logi/shared';
import { masterOptionKeys } from './master-option-keys.ts';
import { allRowsQuery, type MasterSource } from './master-source.ts';

export const appSettingsQuery = () =>
  allRowsQuery<AppSettingDto>(masterOptionKeys.appSettings(), appSettingEndpoints.search.path, {
    sort: 'name',
    direction: 'asc',
  });

/** Every system-integration setting (name and kind). */
export const useAppSettingRows = () => useQuery(appSettingsQuery());

export const appSettingSource: MasterSource<AppSettingDto> = {
  query: appSettingsQuery,
  label: (row) => `${row.name}（${APP_SETTING_KINDS[row.kind]}）`,
};
