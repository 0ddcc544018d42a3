import { RegisterPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoreAppSetting } from '../api/store-app-setting.ts';
import { AppSettingForm } from '../components/AppSettingForm.tsx';
import { appSettingFormDefaults } from '../form/app-setting-form-values.ts';

/** /app_settings/register: システム連携設定登録. */
export function AppSettingRegisterPage() {
  const store = useStoreAppSetting();
  return (
    <RegisterPage
      defaults={appSettingFormDefaults}
      listPath={paths.appSettings.list()}
      savedMessage="システム連携設定を登録しました"
    >
      {(form) => <AppSettingForm {...form} save={(values) => store.mutateAsync(values)} />}
    </RegisterPage>
  );
}
