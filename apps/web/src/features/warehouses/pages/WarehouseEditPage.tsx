import { useParams } from 'react-router';
import {
  WAREHOUSE_FIELD_LABELS,
  WAREHOUSE_IN_USE_LABELS,
  WAREHOUSE_TYPES,
  type WarehouseType,
} from '@logi/shared';
import { EditPage } from '../../../components/resource/index.ts';
import { useAppSettingRows } from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';
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

/** /warehouses/{id}/edit: 倉庫編集, with the audit trail. */
export function WarehouseEditPage() {
  const id = Number(useParams().id);
  const warehouse = useWarehouse(id);
  const update = useUpdateWarehouse();
  const settings = useAppSettingRows();
  const settingNames = new Map((settings.data ?? []).map((setting) => [setting.id, setting.name]));

  return (
    <EditPage
      query={warehouse}
      fields={8}
      listPath={paths.warehouses.list()}
      savedMessage="倉庫を更新しました"
      audit={{
        resource: 'warehouses',
        recordId: id,
        fieldLabels: WAREHOUSE_FIELD_LABELS,
        formatValue: valueFormatter(settingNames),
      }}
    >
      {(loaded, form) => (
        <WarehouseForm
          {...form}
          initialValues={toWarehouseFormFields(loaded)}
          save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
        />
      )}
    </EditPage>
  );
}
