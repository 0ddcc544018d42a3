import { registerPageOf } from '../../../components/resource/index.ts';
import { useStoreAppSetting } from '../api/store-app-setting.ts';
import { AppSettingForm } from '../components/AppSettingForm.tsx';
import { appSettingFormDefaults } from '../form/app-setting-form-values.ts';

/** /app_settings/register: システム連携設定登録. */
export const AppSettingRegisterPage = registerPageOf(
  'appSettings',
  AppSettingForm,
  appSettingFormDefaults,
  useStoreAppSetting,
);
