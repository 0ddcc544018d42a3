import type { UseFormReturnType } from '@mantine/form';
import {
  SETTING_KINDS_BY_WAREHOUSE_TYPE,
  isExternalWarehouseType,
  WAREHOUSE_FIELD_LABELS as LABELS,
} from '@logi/shared';
import { RemoteSelect, requiredLabel } from '../../../components/ui/index.ts';
import { appSettingSource } from '../../../lib/master-options/index.ts';
import type { WarehouseFormFields } from '../form/warehouse-form-values.ts';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';

/** The integration setting of an external warehouse: only settings whose kind fits the type. */
export function AppSettingSelect({ form }: { form: UseFormReturnType<WarehouseFormFields> }) {
  const type = form.values.type;
  if (!type || !isExternalWarehouseType(type)) return null;
  const kinds = SETTING_KINDS_BY_WAREHOUSE_TYPE[type];
  return (
    <RemoteSelect
      {...requiredLabel(LABELS.appSettingId)}
      source={appSettingSource}
      where={(setting) => kinds.includes(setting.kind)}
      {...idFieldProps(form, 'appSettingId')}
      nothingFoundMessage="該当するシステム連携設定がありません"
      waitForOptions
      clearable
      maw={480}
    />
  );
}
