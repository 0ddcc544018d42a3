import { useParams } from 'react-router';
import { WAREHOUSE_GROUP_FIELD_LABELS } from '@logi/shared';
import { EditPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
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
export function WarehouseGroupEditPage() {
  const id = Number(useParams().id);
  const group = useWarehouseGroup(id);
  const update = useUpdateWarehouseGroup();

  return (
    <EditPage
      query={group}
      fields={4}
      listPath={paths.warehouseGroups.list()}
      savedMessage="倉庫グループを更新しました"
      audit={{
        resource: 'warehouse_groups',
        recordId: id,
        fieldLabels: WAREHOUSE_GROUP_FIELD_LABELS,
        formatValue,
      }}
    >
      {(loaded, form) => (
        <WarehouseGroupForm
          {...form}
          initialValues={toWarehouseGroupFormFields(loaded)}
          currentMembers={loaded.members}
          save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
        />
      )}
    </EditPage>
  );
}
