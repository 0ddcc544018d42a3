import type { UseFormReturnType } from '@mantine/form';
import {
  APP_SETTING_KINDS,
  SETTING_KINDS_BY_WAREHOUSE_TYPE,
  isExternalWarehouseType,
  WAREHOUSE_FIELD_LABELS as LABELS,
} from '@logi/shared';
import { FieldLabel, SelectField } from '../../../components/ui/index.ts';
import { useSettingOptions } from '../api/get-setting-options.ts';
import type { WarehouseFormFields } from '../form/warehouse-form-values.ts';

/** The integration setting of an external warehouse: only settings whose kind fits the type. */
export function AppSettingSelect({ form }: { form: UseFormReturnType<WarehouseFormFields> }) {
  const settings = useSettingOptions();
  const type = form.values.type;
  if (!type || !isExternalWarehouseType(type)) return null;
  const kinds = SETTING_KINDS_BY_WAREHOUSE_TYPE[type];
  const options = (settings.data ?? [])
    .filter((setting) => kinds.includes(setting.kind))
    .map((setting) => ({
      value: String(setting.id),
      label: `${setting.name}（${APP_SETTING_KINDS[setting.kind]}）`,
    }));
  const input = form.getInputProps('appSettingId');
  return (
    <SelectField
      aria-required
      label={<FieldLabel required>{LABELS.appSettingId}</FieldLabel>}
      data={options}
      value={form.values.appSettingId === null ? null : String(form.values.appSettingId)}
      onChange={(value) => form.setFieldValue('appSettingId', value ? Number(value) : null)}
      onBlur={input.onBlur}
      error={input.error}
      nothingFoundMessage="該当するシステム連携設定がありません"
      disabled={settings.isPending}
      clearable
      maw={480}
    />
  );
}
