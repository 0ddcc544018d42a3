import { appSettingEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { appSettingKeys } from './app-setting-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const destroyAppSetting = (id: number) =>
  http.delete<void>(appSettingEndpoints.destroy.url({ id }));

export const useDestroyAppSetting = () =>
  useRefreshingMutation(destroyAppSetting, appSettingKeys.all);
