import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoreAppSetting } from '../api/store-app-setting.ts';
import { AppSettingForm } from '../components/AppSettingForm.tsx';
import { appSettingFormDefaults } from '../form/app-setting-form-values.ts';

/** /app_settings/register: システム連携設定登録. */
export function AppSettingRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreAppSetting();
  const [initialValues] = useState(appSettingFormDefaults);
  const toList = () => void navigate(paths.appSettings.list());

  return (
    <AppSettingForm
      initialValues={initialValues}
      save={(values) => store.mutateAsync(values)}
      onSaved={() => {
        notifications.show({ color: 'teal', message: 'システム連携設定を登録しました' });
        toList();
      }}
      onCancel={toList}
    />
  );
}
