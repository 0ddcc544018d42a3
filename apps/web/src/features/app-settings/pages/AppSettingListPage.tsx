import { appSettingEndpoints } from '@logi/shared';
import { ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useDestroyAppSetting } from '../api/destroy-app-setting.ts';
import { useAppSettingSearch } from '../api/search-app-settings.ts';
import {
  APP_SETTING_COLUMNS,
  APP_SETTING_LIST,
  appSettingSearchFields,
} from '../components/AppSettingList.tsx';

/** /app_settings: システム連携設定一覧 (the kit). */
export function AppSettingListPage() {
  const list = useListQuery(APP_SETTING_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  const search = useAppSettingSearch({ ...filters, page, perPage, sort, direction });
  const destroy = useDestroyAppSetting();

  return (
    <ResourceList
      list={list}
      search={search}
      columns={APP_SETTING_COLUMNS}
      rowLabel={(row) => row.name}
      searchForm={{ label: 'システム連携設定の検索', fields: appSettingSearchFields }}
      registerTo={paths.appSettings.register()}
      editTo={(row) => paths.appSettings.edit(row.id)}
      remove={{ run: (row) => destroy.mutateAsync(row.id), done: 'システム連携設定を削除しました' }}
      csv={{ url: appSettingEndpoints.export.path, fallbackName: 'システム連携設定一覧.csv' }}
    />
  );
}
