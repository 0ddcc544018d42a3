import { appSettingEndpoints, type AppSettingDto, type AppSettingFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { appSettingKeys } from './app-setting-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const storeAppSetting = (values: AppSettingFormValues) =>
  http.postData<AppSettingDto>(appSettingEndpoints.store.path, values);

export const useStoreAppSetting = () => useRefreshingMutation(storeAppSetting, appSettingKeys.all);
