import { Alert } from '@mantine/core';
import {
  APP_SETTING_FIELD_LABELS,
  APP_SETTING_KINDS,
  CREDENTIALS_UNREADABLE_MESSAGE,
  type AppSettingKind,
} from '@logi/shared';
import { editPageOf } from '../../../components/resource/index.ts';
import { useAppSetting } from '../api/get-app-setting.ts';
import { useUpdateAppSetting } from '../api/update-app-setting.ts';
import { AppSettingForm } from '../components/AppSettingForm.tsx';
import { ConnectionTestPanel } from '../components/ConnectionTestPanel.tsx';
import { toAppSettingFormFields } from '../form/app-setting-form-values.ts';

const formatValue = (field: string, value: unknown) =>
  field === 'kind' && typeof value === 'string' && value in APP_SETTING_KINDS
    ? APP_SETTING_KINDS[value as AppSettingKind]
    : undefined;

/** /app_settings/{id}/edit: システム連携設定編集, with 接続テスト and the audit trail. */
export const AppSettingEditPage = editPageOf('appSettings', {
  calls: { useRecord: useAppSetting, useUpdate: useUpdateAppSetting },
  fields: 6,
  audit: { resource: 'app_settings', fieldLabels: APP_SETTING_FIELD_LABELS },
  useFormatValue: () => formatValue,
  form: (loaded, form) => (
    <>
      {loaded.credentialsUnreadable ? (
        <Alert color="red" maw={880} data-testid="credentials-unreadable">
          {CREDENTIALS_UNREADABLE_MESSAGE}
        </Alert>
      ) : null}
      <AppSettingForm
        {...form}
        initialValues={toAppSettingFormFields(loaded)}
        storedCredentials={loaded.credentials}
      />
      <ConnectionTestPanel settingId={loaded.id} lastTest={loaded.lastTest} />
    </>
  ),
});
