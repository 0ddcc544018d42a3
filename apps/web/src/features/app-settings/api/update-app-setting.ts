import { appSettingEndpoints, type AppSettingDto, type AppSettingFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { appSettingKeys } from './app-setting-keys.ts';
import { useRefreshingMutation, type VersionedSave } from '../../../lib/query/index.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateAppSetting = ({ id, values, version }: VersionedSave<AppSettingFormValues>) =>
  http.putData<AppSettingDto>(appSettingEndpoints.update.url({ id }), { ...values, version });

export const useUpdateAppSetting = () =>
  useRefreshingMutation(updateAppSetting, appSettingKeys.all);
