import type { UseFormReturnType } from '@mantine/form';
import {
  SETTING_KINDS_BY_WAREHOUSE_TYPE,
  isExternalWarehouseType,
  WAREHOUSE_FIELD_LABELS as LABELS,
} from '@logi/shared';
import { FieldLabel, RemoteSelect } from '../../../components/ui/index.ts';
import { appSettingSource } from '../../../lib/master-options/index.ts';
import type { WarehouseFormFields } from '../form/warehouse-form-values.ts';

/** The integration setting of an external warehouse: only settings whose kind fits the type. */
export function AppSettingSelect({ form }: { form: UseFormReturnType<WarehouseFormFields> }) {
  const type = form.values.type;
  if (!type || !isExternalWarehouseType(type)) return null;
  const kinds = SETTING_KINDS_BY_WAREHOUSE_TYPE[type];
  const input = form.getInputProps('appSettingId');
  return (
    <RemoteSelect
      aria-required
      label={<FieldLabel required>{LABELS.appSettingId}</FieldLabel>}
      source={appSettingSource}
      where={(setting) => kinds.includes(setting.kind)}
      value={form.values.appSettingId}
      onChange={(id) => form.setFieldValue('appSettingId', id)}
      onBlur={input.onBlur}
      error={input.error}
      nothingFoundMessage="該当するシステム連携設定がありません"
      waitForOptions
      clearable
      maw={480}
    />
  );
}
