import { appSettingEndpoints } from '@logi/shared';
import { listPageOf } from '../../../components/resource/index.ts';
import { useDestroyAppSetting } from '../api/destroy-app-setting.ts';
import { useAppSettingSearch } from '../api/search-app-settings.ts';
import { APP_SETTING_VIEW } from '../components/AppSettingList.tsx';

const calls = {
  endpoints: appSettingEndpoints,
  useSearch: useAppSettingSearch,
  useDestroy: useDestroyAppSetting,
};

/** /app_settings: システム連携設定一覧 (the kit). */
export const AppSettingListPage = listPageOf('appSettings', APP_SETTING_VIEW, calls);
