import {
  WAREHOUSE_FIELD_LABELS,
  WAREHOUSE_IN_USE_LABELS,
  WAREHOUSE_TYPES,
  type WarehouseType,
} from '@logi/shared';
import { editPageOf } from '../../../components/resource/index.ts';
import { useAppSettingRows } from '../../../lib/master-options/index.ts';
import { useWarehouse } from '../api/get-warehouse.ts';
import { useUpdateWarehouse } from '../api/update-warehouse.ts';
import { WarehouseForm } from '../components/WarehouseForm.tsx';
import { toWarehouseFormFields } from '../form/warehouse-form-values.ts';

/** Codes and ids as the form shows them: type and 利用 by label, the setting by its name. */
const valueFormatter =
  (settingNames: ReadonlyMap<number, string>) => (field: string, value: unknown) => {
    if (field === 'type' && typeof value === 'string' && value in WAREHOUSE_TYPES) {
      return WAREHOUSE_TYPES[value as WarehouseType];
    }
    if (field === 'inUse' && typeof value === 'boolean') return WAREHOUSE_IN_USE_LABELS[`${value}`];
    if (field === 'appSettingId' && typeof value === 'number') return settingNames.get(value);
    return undefined;
  };

// 変更履歴 names the setting as the list does (by name); its rows are read for that.
function useFormatValue() {
  const settings = useAppSettingRows();
  return valueFormatter(new Map((settings.data ?? []).map((row) => [row.id, row.name])));
}

/** /warehouses/{id}/edit: 倉庫編集, with the audit trail. */
export const WarehouseEditPage = editPageOf('warehouses', {
  calls: { useRecord: useWarehouse, useUpdate: useUpdateWarehouse },
  fields: 8,
  audit: { resource: 'warehouses', fieldLabels: WAREHOUSE_FIELD_LABELS },
  useFormatValue,
  form: (loaded, form) => <WarehouseForm {...form} initialValues={toWarehouseFormFields(loaded)} />,
});
