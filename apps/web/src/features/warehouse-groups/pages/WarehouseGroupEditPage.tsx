import { WAREHOUSE_GROUP_FIELD_LABELS } from '@logi/shared';
import { editPageOf } from '../../../components/resource/index.ts';
import { useWarehouseGroup } from '../api/get-warehouse-group.ts';
import { useUpdateWarehouseGroup } from '../api/update-warehouse-group.ts';
import { WarehouseGroupForm } from '../components/WarehouseGroupForm.tsx';
import { toWarehouseGroupFormFields } from '../form/warehouse-group-form-values.ts';

// The trail keeps the members as names in priority order.
const formatValue = (field: string, value: unknown) =>
  field === 'members' && Array.isArray(value)
    ? value.map((name, index) => `${index + 1}. ${String(name)}`).join('、')
    : undefined;

/** /warehouses/groups/{id}/edit: 倉庫グループ編集, with the audit trail. */
export const WarehouseGroupEditPage = editPageOf('warehouseGroups', {
  calls: { useRecord: useWarehouseGroup, useUpdate: useUpdateWarehouseGroup },
  fields: 4,
  audit: { resource: 'warehouse_groups', fieldLabels: WAREHOUSE_GROUP_FIELD_LABELS },
  useFormatValue: () => formatValue,
  form: (loaded, form) => (
    <WarehouseGroupForm
      {...form}
      initialValues={toWarehouseGroupFormFields(loaded)}
      currentMembers={loaded.members}
    />
  ),
});
