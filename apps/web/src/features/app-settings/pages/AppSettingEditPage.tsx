import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { APP_SETTING_FIELD_LABELS, APP_SETTING_KINDS, type AppSettingKind } from '@logi/shared';
import { AuditTrailPanel, EditRecord } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
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
export function AppSettingEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const setting = useAppSetting(id);
  const update = useUpdateAppSetting();
  const toList = () => void navigate(paths.appSettings.list());

  return (
    <EditRecord query={setting} fields={6}>
      {(loaded, reload) => (
        <Stack gap="xl">
          <AppSettingForm
            initialValues={toAppSettingFormFields(loaded)}
            storedCredentials={loaded.credentials}
            save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
            onSaved={() => {
              notifications.show({ color: 'teal', message: 'システム連携設定を更新しました' });
              toList();
            }}
            onCancel={toList}
            onReload={reload}
          />
          <ConnectionTestPanel settingId={id} lastTest={loaded.lastTest} />
          <AuditTrailPanel
            resource="app_settings"
            recordId={id}
            fieldLabels={APP_SETTING_FIELD_LABELS}
            formatValue={formatValue}
          />
        </Stack>
      )}
    </EditRecord>
  );
}
