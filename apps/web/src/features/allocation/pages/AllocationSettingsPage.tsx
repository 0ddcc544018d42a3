import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import {
  ALLOCATION_MESSAGES as M,
  ALLOCATION_METHODS,
  ALLOCATION_PRIORITIES,
  ALLOCATION_SETTINGS_FIELD_LABELS,
  ALLOCATION_SETTINGS_RECORD_ID,
} from '@logi/shared';
import { AuditTrailPanel, EditRecord } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useAllocationSettings } from '../api/get-allocation-settings.ts';
import { useUpdateAllocationSettings } from '../api/update-allocation-settings.ts';
import { AllocationSettingsForm } from '../components/AllocationSettingsForm.tsx';

/** Codes as the form shows them, in the 変更履歴. */
function formatValue(field: string, value: unknown) {
  if (field === 'method' && typeof value === 'string' && value in ALLOCATION_METHODS) {
    return ALLOCATION_METHODS[value as keyof typeof ALLOCATION_METHODS];
  }
  if (field === 'priority' && typeof value === 'string' && value in ALLOCATION_PRIORITIES) {
    return ALLOCATION_PRIORITIES[value as keyof typeof ALLOCATION_PRIORITIES];
  }
  if (typeof value === 'boolean') return value ? 'する' : 'しない';
  if (field === 'cutoffHour' && typeof value === 'number') return `${value}:00`;
  return undefined;
}

/** /allocation 引当処理設定: the organisation's one settings record (defaults until saved), with its trail. */
export function AllocationSettingsPage() {
  const settings = useAllocationSettings();
  const update = useUpdateAllocationSettings();
  const navigate = useNavigate();
  return (
    <EditRecord query={settings} fields={8}>
      {({ version, updatedAt: _updatedAt, ...fields }, reload) => (
        <Stack gap="xl">
          <AllocationSettingsForm
            initialValues={fields}
            save={(values) => update.mutateAsync({ values, version })}
            onSaved={() => {
              notifications.show({ color: 'teal', message: M.settingsSaved });
              reload();
            }}
            onCancel={() => void navigate(paths.home())}
            onReload={reload}
          />
          <AuditTrailPanel
            resource="allocation_settings"
            recordId={ALLOCATION_SETTINGS_RECORD_ID}
            fieldLabels={ALLOCATION_SETTINGS_FIELD_LABELS}
            formatValue={formatValue}
          />
        </Stack>
      )}
    </EditRecord>
  );
}
